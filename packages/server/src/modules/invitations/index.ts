// The invitations module's door. It owns the invitations table.
export { invitationRoutes } from "./routes.ts";
export { registerWithInvitationSchema } from "./schemas.ts";
export { invitationService } from "./service.ts";
