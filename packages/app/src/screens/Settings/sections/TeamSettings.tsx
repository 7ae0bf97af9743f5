import { InvitationForm } from "@round/forms";
import { canGrant, INVITABLE_ROLES } from "@round/forms/schemas";
import {
  ActionMenu,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatDate,
  Inline,
  Modal,
  Select,
  Spinner,
  Stack,
  StatusBadge,
  useToast,
} from "@round/ui";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { failureToast, messages } from "../../../api/errors";
import type { Invitation } from "../../../api/invitations";
import type { Member } from "../../../api/members";
import type { User } from "../../../api/types";
import {
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
  useSendInvitation,
} from "../../../hooks/invitations";
import { useChangeMemberRole, useMembers, useRemoveMember } from "../../../hooks/members";
import { NotAllowed, useCan } from "../../../hooks/useCan";
import { LoadFailed } from "../../../layouts/LoadFailed";
import * as layout from "../../../layouts/layout.css";
import { queryClient } from "../../../queryClient";
import { useAuth } from "../../../session/AuthProvider";
import * as styles from "./settings.css";

const fullName = (member: Pick<Member, "firstName" | "lastName" | "email">) =>
  [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;

/**
 * Settings, Team: the account's members with their roles, and for whoever may manage the team (`invite`):
 * changing a role, removing a member (asked first; never the last Team Owner, the server says why), the
 * pending invitations with Resend and Revoke, and inviting someone.
 */
export default function TeamSettings({ user }: { user: User }) {
  const read = useCan("read");
  const manage = useCan("invite");
  if (!read.allowed) return <NotAllowed action="read" />;
  return (
    <Stack gap="lg">
      <MembersCard user={user} canManage={manage.allowed} />
      {manage.allowed ? (
        <>
          <InviteCard user={user} />
          <InvitationsCard user={user} />
        </>
      ) : (
        <NotAllowed action="invite" />
      )}
    </Stack>
  );
}

type Dialog = { kind: "role" | "remove"; member: Member } | null;

function MembersCard({ user, canManage }: { user: User; canManage: boolean }) {
  const members = useMembers(user.roundAccountId);
  const [dialog, setDialog] = useState<Dialog>(null);
  // What the caller may change: members whose role they could give themselves (canGrant).
  const mayChange = (member: Member) => canManage && canGrant(user.role, member.role);

  const columns: DataTableColumn<Member>[] = [
    {
      key: "name",
      header: "Name",
      cell: (member) => (
        <span className={styles.person}>
          <span className={styles.personName}>
            {fullName(member)}
            {member.isYou ? <StatusBadge status="info" label="You" /> : null}
          </span>
          <span className={layout.muted}>{member.email}</span>
        </span>
      ),
      sortValue: (member) => fullName(member).toLowerCase(),
    },
    {
      key: "role",
      header: "Role",
      cell: (member) => member.roleLabel,
      sortValue: (member) => member.roleLabel,
    },
    {
      key: "joined",
      header: "Joined",
      cell: (member) => formatDate(member.joinedDate),
      sortValue: (member) => member.joinedDate,
      width: 130,
    },
  ];
  if (canManage) {
    columns.push({
      key: "actions",
      header: <span className={styles.hiddenHeader}>Actions</span>,
      align: "end",
      width: 64,
      cell: (member) =>
        mayChange(member) ? (
          <ActionMenu
            label={`Actions for ${fullName(member)}`}
            align="end"
            items={[
              { label: "Change role", onSelect: () => setDialog({ kind: "role", member }) },
              { type: "separator" },
              {
                label: member.isYou ? "Leave the team" : "Remove from team",
                destructive: true,
                onSelect: () => setDialog({ kind: "remove", member }),
              },
            ]}
          />
        ) : null,
    });
  }

  let body: ReactNode;
  if (members.isPending) body = <Spinner label="Loading team members" />;
  else if (members.isError)
    body = <LoadFailed text={messages.loadMembersFailed} onRetry={() => void members.refetch()} />;
  else
    body = (
      <DataTable
        aria-label="Team members"
        columns={columns}
        rows={members.data.items}
        getRowId={(member) => member.userId}
        minWidth={560}
        defaultSort={{ key: "name", direction: "asc" }}
      />
    );

  return (
    <Card title="Members">
      {body}
      {dialog?.kind === "role" ? (
        <RoleDialog user={user} member={dialog.member} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === "remove" ? (
        <RemoveDialog user={user} member={dialog.member} onClose={() => setDialog(null)} />
      ) : null}
    </Card>
  );
}

function RoleDialog({ user, member, onClose }: { user: User; member: Member; onClose: () => void }) {
  const change = useChangeMemberRole(user.roundAccountId);
  const { toast } = useToast();
  const [role, setRole] = useState(String(member.role));
  const [error, setError] = useState<string | null>(null);
  const options = INVITABLE_ROLES.filter((option) => canGrant(user.role, option.value)).map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  const save = async () => {
    setError(null);
    try {
      const changed = await change.mutateAsync({ userId: member.userId, role: Number(role) });
      toast({ kind: "success", title: `${fullName(member)} is now ${changed.roleLabel}` });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.changeRoleFailed);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change ${fullName(member)}'s role`}
      description={
        member.isYou
          ? "This is your own role: what you may do changes as soon as it is saved."
          : "What they may do changes from their next request."
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void save()}
            loading={change.isPending}
            loadingLabel="Saving..."
            disabled={Number(role) === member.role}
          >
            Save role
          </Button>
        </>
      }
    >
      <Stack gap="lg">
        {error ? <Banner tone="error">{error}</Banner> : null}
        <Select label="Role" options={options} value={role} onValueChange={setRole} />
      </Stack>
    </Modal>
  );
}

function RemoveDialog({ user, member, onClose }: { user: User; member: Member; onClose: () => void }) {
  const remove = useRemoveMember(user.roundAccountId);
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(member.userId);
      if (member.isYou) {
        // Removed from the account, this session has ended on the server too.
        await logout();
        queryClient.clear();
        navigate("/auth/login", { replace: true });
        return;
      }
      toast({ kind: "success", title: `${fullName(member)} was removed from the team` });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.removeMemberFailed);
    }
  };
  return (
    <ConfirmDialog
      open
      title={member.isYou ? "Leave the team?" : `Remove ${fullName(member)}?`}
      description={
        member.isYou
          ? "You are removing yourself. You will be signed out at once and lose access to this account until someone invites you again."
          : `${member.email} loses access to the account and is signed out everywhere at once.`
      }
      confirmLabel={member.isYou ? "Leave the team" : "Remove"}
      pendingLabel="Removing..."
      pending={remove.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

function InviteCard({ user }: { user: User }) {
  const send = useSendInvitation();
  const invitations = useInvitations(user.roundAccountId);
  const { toast } = useToast();
  return (
    <Card title="Invite a team member">
      <InvitationForm
        currentUserEmail={user.email}
        roundAccountId={user.roundAccountId}
        existingEmails={(invitations.data ?? []).map((invitation) => invitation.email)}
        roles={INVITABLE_ROLES.filter((role) => canGrant(user.role, role.value)).map((role) => role.value)}
        onInvite={async ({ email, role }) => {
          if (!user.roundAccountId)
            throw new Error("User authentication error. Please refresh and try again.");
          await send.mutateAsync({ roundAccountId: user.roundAccountId, email, role });
          toast({ kind: "success", title: "Invitation sent successfully" });
        }}
      />
    </Card>
  );
}

function InvitationsCard({ user }: { user: User }) {
  const invitations = useInvitations(user.roundAccountId);
  const pendingOnes = (invitations.data ?? []).filter((invitation) => invitation.status === "pending");
  let body: ReactNode;
  if (invitations.isPending) body = <Spinner label="Loading invitations" />;
  else if (invitations.isError)
    body = <LoadFailed text={messages.loadInvitationsFailed} onRetry={() => void invitations.refetch()} />;
  else if (pendingOnes.length === 0) body = <EmptyState title="No pending invitations" headingLevel={3} />;
  else
    body = (
      <ul className={styles.list}>
        {pendingOnes.map((invitation) => (
          <InvitationRow key={invitation.id} user={user} invitation={invitation} />
        ))}
      </ul>
    );
  return <Card title="Pending Invitations">{body}</Card>;
}

function InvitationRow({ user, invitation }: { user: User; invitation: Invitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const { toast } = useToast();
  const mayGive = canGrant(user.role, invitation.role);
  return (
    <li className={styles.listItem}>
      <span className={styles.person}>
        <span className={styles.personName}>{invitation.email}</span>
        <span className={layout.muted}>
          {invitation.roleLabel} · expires {formatDate(invitation.expiresAt)}
        </span>
      </span>
      <Inline gap="md">
        <Button
          variant="secondary"
          size="sm"
          disabled={!mayGive || revoke.isPending}
          loading={resend.isPending}
          loadingLabel="Sending..."
          aria-label={`Resend the invitation to ${invitation.email}`}
          onClick={async () => {
            try {
              await resend.mutateAsync({ id: invitation.id, roundAccountId: user.roundAccountId });
              toast({ kind: "success", title: `Invitation sent again to ${invitation.email}` });
            } catch (error) {
              toast(failureToast(messages.resendInvitationFailed, error));
            }
          }}
        >
          Resend
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={resend.isPending}
          loading={revoke.isPending}
          loadingLabel="Revoking..."
          aria-label={`Revoke the invitation to ${invitation.email}`}
          onClick={async () => {
            try {
              await revoke.mutateAsync({ id: invitation.id, roundAccountId: user.roundAccountId });
              toast({ kind: "success", title: `Invitation to ${invitation.email} revoked` });
            } catch (error) {
              toast(failureToast(messages.revokeInvitationFailed, error));
            }
          }}
        >
          Revoke
        </Button>
      </Inline>
    </li>
  );
}
