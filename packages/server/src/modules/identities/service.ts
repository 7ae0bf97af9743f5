import type { Deps } from "../../deps.ts";
import { passwordOperations } from "./passwords.ts";
import { profileOperations } from "./profile.ts";
import { registrationOperations } from "./registration.ts";
import { sessionOperations } from "./sessions.ts";

/**
 * Identity, one file per kind of operation: sign-up and confirmation (registration.ts), signing in and out
 * and the caller's sessions (sessions.ts), the profile (profile.ts), password change and reset
 * (passwords.ts).
 */
export function identityService(deps: Deps) {
  return {
    ...registrationOperations(deps),
    ...sessionOperations(deps),
    ...profileOperations(deps),
    ...passwordOperations(deps),
  };
}

export type IdentityService = ReturnType<typeof identityService>;
