import { passwordChangeFormSchema } from "@round/forms/schemas";
import {
  Banner,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  PasswordField,
  Spinner,
  Stack,
  StatusBadge,
  useToast,
} from "@round/ui";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { failureToast, messages } from "../../../api/errors";
import type { Session } from "../../../api/sessions";
import { useChangePassword, useEndSession, useSessions } from "../../../hooks/sessions";
import { LoadFailed } from "../../../layouts/LoadFailed";
import * as layout from "../../../layouts/layout.css";
import { queryClient } from "../../../queryClient";
import { useAuth } from "../../../session/AuthProvider";
import { Section, useSection } from "./sectionForm";
import * as styles from "./settings.css";

/** Settings, Security: change your password, and see and sign out your signed-in sessions. */
export default function SecuritySettings() {
  return (
    <Stack gap="lg">
      <PasswordForm />
      <SessionsCard />
    </Stack>
  );
}

const PASSWORD_HINT =
  "8 to 128 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&#.";

function PasswordForm() {
  const change = useChangePassword();
  const { form, onChange, onBlur, status } = useSection({
    schema: passwordChangeFormSchema,
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    fallbackError: messages.changePasswordFailed,
    savedText: "Your password has been changed. Your other sessions have been signed out.",
    onSubmit: async (output) => {
      await change.mutateAsync({ currentPassword: output.currentPassword, newPassword: output.newPassword });
      form.reset();
    },
  });
  const field = (name: "currentPassword" | "newPassword" | "confirmPassword") => ({
    name,
    required: true,
    value: form.values[name],
    error: form.errors[name],
    disabled: form.submitting,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
  });
  return (
    <Section
      title="Password"
      saving={form.submitting}
      status={status}
      onSubmit={form.handleSubmit}
      saveLabel="Change password"
    >
      <PasswordField label="Current password" autoComplete="current-password" {...field("currentPassword")} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...field("newPassword")}
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...field("confirmPassword")} />
      <p className={layout.muted}>
        Changing your password signs you out everywhere else; this session stays.
      </p>
    </Section>
  );
}

/** 'Mar 14, 2025, 12:00 PM': sessions are told apart by the minute, not the day. */
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const whenOf = (iso: string) => dateTime.format(new Date(iso));

/** 'Chrome 131 on macOS', or what little the session says of itself. */
function deviceOf(session: Session): string {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`;
  return session.browser ?? session.os ?? "Unknown device";
}

function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [ending, setEnding] = useState<string | null>(null);

  const signOut = async (session: Session) => {
    setEnding(session.id);
    try {
      await end.mutateAsync(session.id);
      if (session.current) {
        await logout();
        queryClient.clear();
        navigate("/auth/login", { replace: true });
        return;
      }
      toast({ kind: "success", title: `Signed out ${deviceOf(session)}` });
    } catch (error) {
      toast(failureToast(messages.endSessionFailed, error));
    } finally {
      setEnding(null);
    }
  };

  const columns: DataTableColumn<Session>[] = [
    {
      key: "device",
      header: "Device",
      cell: (session) => (
        <span className={styles.person}>
          <span className={styles.personName}>
            {deviceOf(session)}
            {session.current ? <StatusBadge status="success" label="This device" /> : null}
          </span>
          <span className={layout.muted}>{session.ipAddress ?? "Address unknown"}</span>
        </span>
      ),
    },
    { key: "created", header: "Signed in", cell: (session) => whenOf(session.createdDate), width: 170 },
    { key: "used", header: "Last used", cell: (session) => whenOf(session.lastUsedAt), width: 170 },
    {
      key: "actions",
      header: <span className={styles.hiddenHeader}>Actions</span>,
      align: "end",
      width: 120,
      cell: (session) => (
        <Button
          variant="secondary"
          size="sm"
          loading={ending === session.id}
          loadingLabel="Signing out..."
          disabled={ending !== null && ending !== session.id}
          aria-label={`Sign out ${deviceOf(session)}${session.current ? " (this device)" : ""}`}
          onClick={() => void signOut(session)}
        >
          Sign out
        </Button>
      ),
    },
  ];

  let body: ReactNode;
  if (sessions.isPending) body = <Spinner label="Loading your sessions" />;
  else if (sessions.isError)
    body = <LoadFailed text={messages.loadSessionsFailed} onRetry={() => void sessions.refetch()} />;
  else
    body = (
      <DataTable
        aria-label="Your sessions"
        columns={columns}
        rows={sessions.data.items}
        getRowId={(session) => session.id}
        minWidth={640}
      />
    );
  return (
    <Card title="Signed-in sessions">
      <Stack gap="lg">
        <p className={layout.muted}>
          Where your account is signed in. Sign out any session you do not recognise, and change your
          password.
        </p>
        {body}
        {sessions.isSuccess && sessions.data.items.length > 1 ? null : sessions.isSuccess ? (
          <Banner tone="info">This is your only signed-in session.</Banner>
        ) : null}
      </Stack>
    </Card>
  );
}
