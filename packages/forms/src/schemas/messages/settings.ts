/** Messages of the Settings sections' own rules (password change, team). Part of MESSAGES (../messages.ts). */
import { m } from "../codes.ts";
import { invitationMessages } from "./onboarding.ts";

export const passwordChangeMessages = {
  currentRequired: m("REQUIRED", "Current password is required"),
  confirmRequired: m("REQUIRED", "Please confirm your password"),
  mismatch: m("INVALID_FORMAT", "Passwords do not match"),
  sameAsCurrent: m("INVALID_FORMAT", "The new password must be different from the current one"),
} as const;

export const memberMessages = {
  roleRequired: invitationMessages.roleRequired,
  roleNotGrantable: m("INVALID_FORMAT", "This role cannot be given"),
} as const;
