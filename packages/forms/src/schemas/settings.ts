/** The Settings screen's sections, built from the same rules as sign-up and onboarding. */
import * as v from "valibot";
import { passwordSchema } from "./accounts/credentials.ts";
import {
  businessSettingsStepSchema,
  firstNameSchema,
  lastNameSchema,
  organizationStepSchema,
  phoneSchema,
} from "./accounts.ts";
import { INVITABLE_ROLES } from "./constants.ts";
import { memberMessages, passwordChangeMessages } from "./messages/settings.ts";

/** Profile: first and last name and phone (the email is not edited there). */
export const profileSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone: phoneSchema,
});

/** The organization's details and its business settings, edited and saved together. */
export const organizationSettingsSchema = v.object({
  ...organizationStepSchema.entries,
  ...businessSettingsStepSchema.entries,
});

/** A password typed to prove who you are: only required (the rules apply when a password is chosen). */
const currentPasswordSchema = v.pipe(
  v.nullish(v.string(passwordChangeMessages.currentRequired), ""),
  v.nonEmpty(passwordChangeMessages.currentRequired),
  v.maxLength(1024, passwordChangeMessages.currentRequired),
);

/** `POST /identities/me/password`: the current password, and a new one under the sign-up rules. */
export const passwordChangeSchema = v.pipe(
  v.object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema }),
  v.forward(
    v.partialCheck(
      [["currentPassword"], ["newPassword"]],
      (input) => input.currentPassword !== input.newPassword,
      passwordChangeMessages.sameAsCurrent,
    ),
    ["newPassword"],
  ),
);

/** Security, change password: the body above plus the new password typed again. */
export const passwordChangeFormSchema = v.pipe(
  v.object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: v.pipe(
      v.nullish(v.string(passwordChangeMessages.confirmRequired), ""),
      v.nonEmpty(passwordChangeMessages.confirmRequired),
    ),
  }),
  v.forward(
    v.partialCheck(
      [["currentPassword"], ["newPassword"]],
      (input) => input.currentPassword !== input.newPassword,
      passwordChangeMessages.sameAsCurrent,
    ),
    ["newPassword"],
  ),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (input) => input.newPassword === input.confirmPassword,
      passwordChangeMessages.mismatch,
    ),
    ["confirmPassword"],
  ),
);

/** The roles a member can be given: those an invitation offers (1 Admin … 17 Viewer). */
const GRANTABLE_VALUES: readonly number[] = INVITABLE_ROLES.map((role) => role.value);

/**
 * `PUT /api/members/{userId}`: the member's new role, one an invitation may give (1 Admin … 17 Viewer);
 * who may give it is the permission matrix's `canGrant`, checked by the server.
 */
export const memberRoleSchema = v.pipe(
  v.object({
    role: v.optional(
      v.pipe(
        v.union([v.number(), v.string()], memberMessages.roleRequired),
        v.transform((value) => (typeof value === "string" ? Number(value.trim() || Number.NaN) : value)),
        v.check((value) => Number.isInteger(value), memberMessages.roleRequired),
        v.check((value) => GRANTABLE_VALUES.includes(value), memberMessages.roleNotGrantable),
      ),
    ),
  }),
  // A missing role gets the same message as a wrong one (an object's missing key would get valibot's own).
  v.forward(
    v.partialCheck([["role"]], (input) => input.role !== undefined, memberMessages.roleRequired),
    ["role"],
  ),
);

export type ProfileInput = v.InferInput<typeof profileSchema>;
export type PasswordChange = v.InferOutput<typeof passwordChangeSchema>;
export type MemberRoleChange = v.InferOutput<typeof memberRoleSchema>;
