export { invitationRoutes } from "./routes.ts";
export { registerWithInvitationSchema } from "./schemas.ts";
export { invitationService } from "./service.ts";
