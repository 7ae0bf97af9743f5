import { InvitationForm, type InvitationRequest } from "../InvitationForm/InvitationForm.tsx";
import {
  type PendingInvitation,
  PendingInvitationsList,
} from "../PendingInvitationsList/PendingInvitationsList.tsx";
import * as styles from "../shared/authForm.css.ts";

export interface TeamStepProps {
  currentUserEmail?: string | null;
  roundAccountId?: string | number | null;
  invitations: readonly PendingInvitation[];
  onInvite: (invitation: InvitationRequest) => Promise<void>;
  /** Removes an invitation from the list (local only in the spec; the app decides). */
  onRevoke: (id: string) => void | Promise<void>;
  disabled?: boolean;
}

/** Onboarding, Team: invite colleagues by email and role, and see the pending invitations. */
export function TeamStep({
  currentUserEmail,
  roundAccountId,
  invitations,
  onInvite,
  onRevoke,
  disabled,
}: TeamStepProps) {
  return (
    <div className={styles.form}>
      <InvitationForm
        currentUserEmail={currentUserEmail}
        roundAccountId={roundAccountId}
        existingEmails={invitations.map((invitation) => invitation.email)}
        onInvite={onInvite}
        disabled={disabled}
      />
      <PendingInvitationsList invitations={invitations} onRemove={onRevoke} />
    </div>
  );
}
