import type * as v from "valibot";
import { permissionsOf, roleLabel, roleName } from "../../auth/permissions.ts";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { unauthorized } from "../../http/errors.ts";
import { loadPrincipal } from "./access.ts";
import { profileQuery } from "./queries/principal.ts";
import { setUserProfile } from "./queries/users.ts";
import type { profileUpdateSchema } from "./schemas.ts";

// The signed-in person's profile (GET and PUT /identities/me).

/** The caller's profile and what they may do in the account they work in. */
export function profileOperations(deps: Deps) {
  const { db, clock } = deps;

  async function me(claims: AccessClaims) {
    const row = await profileQuery(db, claims.sub, claims.sid);
    if (!row || row.sessions.length === 0 || row.sessions[0]!.revokedAt) {
      throw unauthorized("Your session has ended. Please sign in again.");
    }
    const primary = row.memberships[0];
    const organization = primary?.account.organizations[0];
    return {
      userId: row.id,
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phoneNumber: row.phoneNumber,
      phone: row.phoneNumber,
      emailConfirmed: row.emailConfirmedAt !== null,
      companyName:
        organization?.name ?? (primary?.account.accountType === "business" ? primary.account.name : null),
      registrationNumber: organization?.registrationNumber ?? null,
      createdDate: row.createdDate,
      modifiedDate: row.modifiedDate,
      accountType: primary?.account.accountType ?? "personal",
      roundAccountId: primary?.roundAccountId ?? null,
      roundAccountUsers: row.memberships.map((membership) => ({
        roundAccountId: membership.roundAccountId,
        role: membership.role,
        accountName: membership.account.name,
        accountType: membership.account.accountType,
      })),
      onboardingCompleted: row.onboarding?.completed ?? false,
      onboardingData: row.onboarding?.data ?? null,
      // What the caller may do in the account they work in, so the app offers only that.
      role: primary?.role ?? null,
      roleName: primary ? roleName(primary.role) : null,
      roleLabel: primary ? roleLabel(primary.role) : null,
      permissions: permissionsOf(primary?.role),
      previousSignInAt: row.previousSignInAt,
    };
  }

  return {
    me,

    async updateProfile(claims: AccessClaims, input: v.InferOutput<typeof profileUpdateSchema>) {
      await loadPrincipal(db, claims);
      await setUserProfile(db, claims.sub, input, clock.date());
      return me(claims);
    },
  };
}
