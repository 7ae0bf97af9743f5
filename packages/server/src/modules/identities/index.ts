export { emailTaken, findUserByEmail, principalRead, principalRow } from "./queries.ts";
export { identityRoutes } from "./routes.ts";
export { EMAIL_IN_USE, identityService } from "./service.ts";
