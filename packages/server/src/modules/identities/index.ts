export {
  accountFor,
  accountsAllowed,
  loadPrincipal,
  loadTenant,
  type Principal,
  requireMembership,
  requireRole,
} from "./access.ts";
export { emailTaken, findUserByEmail, principalRead, principalRow, sweepEndedSessions } from "./queries.ts";
export { identityRoutes } from "./routes.ts";
export { EMAIL_IN_USE, identityService } from "./service.ts";
