import { Banner, Button, Select, TextField } from "@round/ui";
import { type FormEvent, useId, useRef, useState } from "react";
import { serverErrorText } from "../../form/serverErrors.ts";
import { invitationProblem, invitationSchema } from "../../schemas/accounts.ts";
import {
  DEFAULT_INVITE_ROLE,
  INVITABLE_ROLES,
  QUICK_INVITE_ROLES,
  type Role,
} from "../../schemas/constants.ts";
import { invitationMessages } from "../../schemas/messages/onboarding.ts";
import { validate } from "../../schemas/validate.ts";
import * as styles from "../shared/authForm.css.ts";
import * as own from "./InvitationForm.css.ts";

export interface InvitationRequest {
  email: string;
  /** The role's number (spec: 1 Admin ... 17 Viewer). */
  role: number;
}

export interface InvitationFormProps {
  /** The signed-in user's email: people cannot invite themselves. */
  currentUserEmail?: string | null;
  /** The organization's round account id; without it nothing can be sent. */
  roundAccountId?: string | number | null;
  /** Emails already invited (compared case-insensitively). */
  existingEmails?: readonly string[];
  /** Sends the invitation. A rejection's text shows in the error banner. */
  onInvite: (invitation: InvitationRequest) => Promise<void>;
  /**
   * The role numbers the inviter may give (the permission matrix's `canGrant`); every invitable role by
   * default. The lists offer only these.
   */
  roles?: readonly number[];
  /** Disables the form (while the wizard saves). */
  disabled?: boolean;
  className?: string;
}

const quickValues = new Set(QUICK_INVITE_ROLES.map((role) => role.value));
const toOptions = (roles: readonly Role[]) =>
  roles.map((role) => ({ value: String(role.value), label: role.label }));

/**
 * Invite someone to the organization (the onboarding Team step): an email, a role from the quick list
 * (or the full list behind 'More roles') and 'Send Invitation'. Checks run in the spec's order: empty email,
 * missing account, one's own email, an address already invited, then the email format.
 */
export function InvitationForm({
  currentUserEmail,
  roundAccountId,
  existingEmails = [],
  onInvite,
  roles,
  disabled = false,
  className,
}: InvitationFormProps) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const offered = (list: readonly Role[]) =>
    roles ? list.filter((item) => roles.includes(item.value)) : list;
  const firstRole =
    !roles || roles.includes(DEFAULT_INVITE_ROLE)
      ? DEFAULT_INVITE_ROLE
      : ((offered(QUICK_INVITE_ROLES)[0] ?? offered(INVITABLE_ROLES)[0])?.value ?? DEFAULT_INVITE_ROLE);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState(firstRole);
  const [allRoles, setAllRoles] = useState(!quickValues.has(firstRole));
  const [emailError, setEmailError] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (sending) return;
    setGeneralError(null);
    const problem = invitationProblem(email, {
      roundAccountId,
      ownEmail: currentUserEmail ?? null,
      invitedEmails: existingEmails,
    });
    if (problem === invitationMessages.missingAccount) {
      setGeneralError(problem);
      return;
    }
    let message = problem;
    if (message === null) {
      const checked = validate(invitationSchema, { email, role });
      if (!checked.ok) message = checked.errors[0]?.message ?? null;
    }
    if (message !== null) {
      setEmailError(message);
      emailRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onInvite({ email: email.trim(), role });
      setEmail("");
      setEmailError(null);
    } catch (failure) {
      setGeneralError(serverErrorText(failure, "Failed to send invitation"));
    } finally {
      setSending(false);
    }
  };

  const toggleRoles = () => {
    if (allRoles && !quickValues.has(role)) setRole(firstRole);
    setAllRoles((shown) => !shown);
  };

  return (
    <form
      className={[styles.fields, className].filter(Boolean).join(" ")}
      noValidate
      aria-label="Invite a team member"
      onSubmit={send}
    >
      {generalError ? <Banner tone="error">{generalError}</Banner> : null}
      <div className={own.layout}>
        <TextField
          ref={emailRef}
          className={own.email}
          label="Email Address"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="colleague@company.com"
          value={email}
          error={emailError ?? undefined}
          disabled={disabled}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
        />
        <div className={own.role}>
          <Select
            id={`${id}-role`}
            label="Role"
            options={toOptions(offered(allRoles ? INVITABLE_ROLES : QUICK_INVITE_ROLES))}
            value={String(role)}
            disabled={disabled}
            onValueChange={(value) => setRole(Number(value))}
          />
          <Button
            variant="ghost"
            size="sm"
            className={styles.inlineButton}
            aria-pressed={allRoles}
            aria-controls={`${id}-role`}
            disabled={disabled}
            onClick={toggleRoles}
          >
            {allRoles ? "Fewer roles" : "More roles"}
          </Button>
        </div>
        <Button
          type="submit"
          className={own.submit}
          loading={sending}
          loadingLabel="Sending..."
          disabled={disabled}
        >
          Send Invitation
        </Button>
      </div>
    </form>
  );
}
