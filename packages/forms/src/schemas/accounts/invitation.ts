/** Team invitations (the onboarding Team step and Settings). */
import * as v from "valibot";
import { INVITABLE_ROLES } from "../constants.ts";
import { LIMITS } from "../limits.ts";
import { emailMessages } from "../messages/credentials.ts";
import { invitationMessages } from "../messages/onboarding.ts";
import { requiredText } from "../rules.ts";

const INVITABLE_ROLE_VALUES: readonly number[] = INVITABLE_ROLES.map((role) => role.value);

export const invitationSchema = v.object({
  email: v.pipe(
    requiredText(invitationMessages.emailRequired),
    v.email(emailMessages.format),
    v.maxLength(LIMITS.email.max, emailMessages.tooLong),
  ),
  role: v.pipe(
    v.nullish(v.union([v.number(), v.string()], invitationMessages.roleRequired)),
    v.transform((value) =>
      typeof value === "string" && value.trim() !== "" ? Number(value) : (value ?? undefined),
    ),
    v.check((value) => typeof value === "number" && !Number.isNaN(value), invitationMessages.roleRequired),
    v.check((value) => INVITABLE_ROLE_VALUES.includes(value as number), invitationMessages.roleNotInvitable),
    v.transform((value) => value as number),
  ),
});

export interface InvitationContext {
  /** The organization's round account id; without it nothing can be sent. */
  roundAccountId?: string | number | null;
  /** The signed-in user's email. */
  ownEmail?: string | null;
  /** Emails already in the pending list. */
  invitedEmails?: readonly string[];
}

/** The Team step's checks before sending, in the spec's order; null when the invitation may be sent. */
export function invitationProblem(email: string, context: InvitationContext): string | null {
  const normalized = email.trim().toLowerCase();
  if (normalized === "") return invitationMessages.emailRequired;
  if (
    context.roundAccountId === undefined ||
    context.roundAccountId === null ||
    context.roundAccountId === ""
  )
    return invitationMessages.missingAccount;
  if (context.ownEmail && context.ownEmail.trim().toLowerCase() === normalized)
    return invitationMessages.self;
  if (context.invitedEmails?.some((invited) => invited.trim().toLowerCase() === normalized))
    return invitationMessages.duplicate;
  return null;
}

export type Invitation = v.InferOutput<typeof invitationSchema>;
