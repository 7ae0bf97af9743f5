import {
  firstNameSchema,
  invitationSchema,
  lastNameSchema,
  passwordSchema,
  phoneSchema,
} from "@round/forms/schemas";
import * as v from "valibot";
import { requiredString } from "../../http/validation.ts";

const accountId = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.string(), v.number()], "RoundAccountId must be an account id"),
      v.description("The round account to invite to (roundAccountId is accepted too)"),
    ),
  ),
);

/**
 * POST /identities/invite-user as the spec sends it (RoundAccountId, Email, Role); camelCase is accepted
 * too. Each of Email and Role, when sent, follows the shared invitationSchema; the service then applies
 * it to whichever spelling was sent, so a missing one gets the schema's own message.
 */
export const inviteWireSchema = v.object({
  RoundAccountId: accountId,
  Email: v.optional(invitationSchema.entries.email),
  Role: v.optional(
    v.pipe(
      invitationSchema.entries.role,
      v.description("1 Admin … 17 Viewer (SuperAdmin 0 and Guest 18 cannot be invited)"),
    ),
  ),
  roundAccountId: accountId,
  email: v.optional(invitationSchema.entries.email),
  role: v.optional(invitationSchema.entries.role),
});

export const invitationListQuery = v.object({ roundAccountId: v.optional(v.string()) });

export const invitationLookupQuery = v.object({ token: requiredString("Invitation token is required") });

/** POST /identities/register-with-invitation: the personal sign-up fields; the email is the invitation's. */
export const registerWithInvitationSchema = v.object({
  token: requiredString("Invitation token is required"),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneNumber: phoneSchema,
  password: passwordSchema,
});
