import { IconButton, StatusBadge, TrashIcon } from "@round/ui";
import { useId, useState } from "react";
import { serverErrorText } from "../../form/serverErrors.ts";
import { ROLES, roleByValue } from "../../schemas/constants.ts";
import * as styles from "../shared/authForm.css.ts";

export interface PendingInvitation {
  id: string;
  email: string;
  /** The role's number, its name ('TeamMember') or its label ('Team Member'). */
  role: number | string;
  /** 'pending' unless the server says otherwise. */
  status?: string;
}

export interface PendingInvitationsListProps {
  invitations: readonly PendingInvitation[];
  /** Removes (revokes) an invitation. */
  onRemove: (id: string) => void | Promise<void>;
  title?: string;
  headingLevel?: 2 | 3 | 4;
  emptyText?: string;
  className?: string;
}

/** The label of a role given by number, name or label. */
export function roleLabel(role: number | string): string {
  if (typeof role === "number") return roleByValue(role)?.label ?? String(role);
  return ROLES.find((known) => known.name === role || known.label === role)?.label ?? role;
}

/** 'Pending Invitations': each address with its role and status, and a button to remove it. */
export function PendingInvitationsList({
  invitations,
  onRemove,
  title = "Pending Invitations",
  headingLevel = 3,
  emptyText = "No invitations sent yet.",
  className,
}: PendingInvitationsListProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);

  const remove = async (id: string) => {
    setError(null);
    setRemoving((current) => new Set(current).add(id));
    try {
      await onRemove(id);
    } catch (failure) {
      setError(serverErrorText(failure, "Failed to remove invitation"));
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  return (
    <section aria-labelledby={titleId} className={[styles.fields, className].filter(Boolean).join(" ")}>
      <Heading id={titleId} className={styles.sectionTitle}>
        {title}
      </Heading>
      {error ? (
        <p role="alert" className={styles.caption}>
          {error}
        </p>
      ) : null}
      {invitations.length === 0 ? (
        <p className={styles.noteStart}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.listItem}>
              <span className={styles.listMain}>
                <span className={styles.listTitle}>{invitation.email}</span>
                <span className={styles.listMeta}>{roleLabel(invitation.role)}</span>
              </span>
              <StatusBadge status={invitation.status ?? "pending"} />
              <IconButton
                label={`Remove invitation for ${invitation.email}`}
                icon={<TrashIcon />}
                size="sm"
                variant="ghost"
                disabled={removing.has(invitation.id)}
                onClick={() => void remove(invitation.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
