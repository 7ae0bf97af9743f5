import { firstNameSchema, lastNameSchema, passwordSchema, phoneSchema } from "@round/forms/schemas";
import * as v from "valibot";
import { requiredString } from "./common.ts";

/**
 * POST /identities/invite-user as the spec sends it (RoundAccountId, Email, Role); camelCase is accepted
 * too. Email and Role are then checked with the shared invitationSchema.
 */
export const inviteWireSchema = v.object({
  RoundAccountId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  Email: v.optional(v.nullable(v.unknown())),
  Role: v.optional(v.nullable(v.unknown())),
  roundAccountId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  email: v.optional(v.nullable(v.unknown())),
  role: v.optional(v.nullable(v.unknown())),
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
