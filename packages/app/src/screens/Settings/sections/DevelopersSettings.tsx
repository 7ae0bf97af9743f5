import { ApiKeyDialog, RollKeyDialog } from "@round/forms";
import { API_SCOPE_AREAS, API_SCOPE_LABELS, type ApiScopeArea, EVENT_TYPES } from "@round/forms/schemas";
import {
  ActionMenu,
  Button,
  Card,
  CodeBlock,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatDate,
  formatUtcTime,
  Inline,
  Modal,
  Select,
  Spinner,
  Stack,
  useToast,
} from "@round/ui";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import type { ApiKey } from "../../../api/apiKeys";
import { messages } from "../../../api/errors";
import type { RoundEvent } from "../../../api/events";
import type { User } from "../../../api/types";
import { useApiKeyMutations, useApiKeys } from "../../../hooks/apiKeys";
import { useEvents } from "../../../hooks/events";
import { NotAllowed, useCan } from "../../../hooks/useCan";
import { LoadFailed } from "../../../layouts/LoadFailed";
import * as layout from "../../../layouts/layout.css";
import { WebhookEndpointPage } from "./developers/WebhookEndpointPage";
import { WebhooksCard } from "./developers/WebhooksCard";
import { ENDPOINT_PARAM } from "./developers/webhookText";
import * as styles from "./settings.css";

/** 'Customers: read and write · Usage: read', or 'Full access'. */
export function scopeSummary(scopes: readonly string[]): string {
  if (scopes.includes("*")) return "Full access";
  return scopes
    .map((scope) => {
      const [area, access] = scope.split(":") as [ApiScopeArea, string];
      return `${API_SCOPE_LABELS[area] ?? area}: ${access === "write" ? "read and write" : "read"}`;
    })
    .sort((a, b) => API_SCOPE_AREAS.indexOf(a as ApiScopeArea) - API_SCOPE_AREAS.indexOf(b as ApiScopeArea))
    .join(" · ");
}

type Dialog = { kind: "create" } | { kind: "roll" | "revoke"; key: ApiKey } | null;

/**
 * Settings, Developers: the account's API keys for whoever may manage them (`manageDevelopers`): name, the
 * visible part of the secret, scopes, who made it, last use and expiry; Create (the secret shown once), Roll
 * (with an overlap) and Revoke (asked first). Then the webhook endpoints and the events; `?endpoint=` shows
 * one endpoint's page instead.
 */
export default function DevelopersSettings({ user }: { user: User }) {
  const manage = useCan("manageDevelopers");
  const [params] = useSearchParams();
  const endpointId = params.get(ENDPOINT_PARAM);
  if (!manage.allowed) return <NotAllowed action="manageDevelopers" />;
  if (endpointId) return <WebhookEndpointPage key={endpointId} user={user} id={endpointId} />;
  return (
    <Stack gap="lg">
      <ApiKeysCard user={user} />
      <WebhooksCard user={user} />
      <EventsCard user={user} />
    </Stack>
  );
}

function ApiKeysCard({ user }: { user: User }) {
  const keys = useApiKeys(user.roundAccountId);
  const { create, roll } = useApiKeyMutations(user.roundAccountId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const today = new Date().toISOString().slice(0, 10);

  const columns: DataTableColumn<ApiKey>[] = [
    {
      key: "name",
      header: "Name",
      cell: (key) => (
        <span className={styles.person}>
          <span className={styles.personName}>{key.name}</span>
          <code className={layout.muted}>
            {key.prefix}…{key.last4}
          </code>
        </span>
      ),
      sortValue: (key) => key.name.toLowerCase(),
    },
    { key: "scopes", header: "Scopes", cell: (key) => scopeSummary(key.scopes) },
    {
      key: "created",
      header: "Created",
      cell: (key) => (
        <span className={styles.person}>
          <span>{formatDate(key.createdAt)}</span>
          <span className={layout.muted}>by {key.createdBy.name}</span>
        </span>
      ),
      sortValue: (key) => key.createdAt,
      width: 150,
    },
    {
      key: "lastUsed",
      header: "Last used",
      cell: (key) => (key.lastUsedAt ? formatDate(key.lastUsedAt) : "Never"),
      sortValue: (key) => key.lastUsedAt ?? "",
      width: 120,
    },
    {
      key: "expires",
      header: "Expires",
      cell: (key) => (key.expiresAt ? formatDate(key.expiresAt) : "Never"),
      sortValue: (key) => key.expiresAt ?? "9999",
      width: 120,
    },
    {
      key: "actions",
      header: <span className={styles.hiddenHeader}>Actions</span>,
      align: "end",
      width: 64,
      cell: (key) => (
        <ActionMenu
          label={`Actions for ${key.name}`}
          align="end"
          items={[
            { label: "Roll key", onSelect: () => setDialog({ kind: "roll", key }) },
            { type: "separator" },
            { label: "Revoke key", destructive: true, onSelect: () => setDialog({ kind: "revoke", key }) },
          ]}
        />
      ),
    },
  ];

  let body: ReactNode;
  if (keys.isPending) body = <Spinner label="Loading API keys" />;
  else if (keys.isError)
    body = <LoadFailed text={messages.loadApiKeysFailed} onRetry={() => void keys.refetch()} />;
  else if (keys.data.length === 0)
    body = (
      <EmptyState
        title="No API keys yet"
        description="A key lets your own servers call Round: send usage, create customers, read invoices."
        headingLevel={3}
      />
    );
  else
    body = (
      <DataTable
        aria-label="The account's API keys"
        columns={columns}
        rows={keys.data}
        getRowId={(key) => key.id}
        minWidth={720}
        defaultSort={{ key: "created", direction: "desc" }}
      />
    );

  return (
    <Card
      title="API keys"
      actions={<Button onClick={() => setDialog({ kind: "create" })}>Create API key</Button>}
    >
      {body}
      <ApiKeyDialog
        open={dialog?.kind === "create"}
        onOpenChange={(open) => !open && close()}
        role={user.role ?? 18}
        today={today}
        onSubmit={(input) => create.mutateAsync(input)}
      />
      {dialog?.kind === "roll" ? (
        <RollKeyDialog
          open
          onOpenChange={(open) => !open && close()}
          name={dialog.key.name}
          onSubmit={(overlapHours) => roll.mutateAsync({ id: dialog.key.id, overlapHours })}
        />
      ) : null}
      {dialog?.kind === "revoke" ? <RevokeDialog user={user} apiKey={dialog.key} onClose={close} /> : null}
    </Card>
  );
}

function RevokeDialog({ user, apiKey, onClose }: { user: User; apiKey: ApiKey; onClose: () => void }) {
  const { revoke } = useApiKeyMutations(user.roundAccountId);
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await revoke.mutateAsync(apiKey.id);
      toast({ kind: "success", title: `${apiKey.name} was revoked` });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.revokeApiKeyFailed);
    }
  };
  return (
    <ConfirmDialog
      open
      title={`Revoke ${apiKey.name}?`}
      description="Every request made with this key fails from now on. This cannot be undone."
      confirmLabel="Revoke key"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** The event filter's choices: every event, or one family (`customer.*`). */
const EVENT_FILTERS = [
  { value: "", label: "All events" },
  ...[...new Set(EVENT_TYPES.map((type) => type.split(".")[0]!))].map((family) => ({
    value: `${family}.*`,
    label: `${family}.*`,
  })),
];

/**
 * The account's latest events (PLATFORM.md, "Events"), newest first, 20 at a time: the family filter and the
 * page (the last event of the page before) are in the address (`?eventType=`, `?eventsAfter=`), so Back and a
 * shared link show the same list. Each event's JSON in a dialog.
 */
function EventsCard({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const type = params.get("eventType") ?? "";
  const after = params.get("eventsAfter") ?? "";
  const events = useEvents(user.roundAccountId, type, after);
  const [shown, setShown] = useState<RoundEvent | null>(null);
  const go = (next: { eventType?: string; eventsAfter?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  const columns: DataTableColumn<RoundEvent>[] = [
    { key: "type", header: "Type", cell: (event) => <code>{event.type}</code> },
    { key: "created", header: "Created", cell: (event) => formatUtcTime(event.createdAt), width: 200 },
    {
      key: "view",
      header: <span className={styles.hiddenHeader}>JSON</span>,
      align: "end",
      width: 120,
      cell: (event) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setShown(event)}
          aria-label={`View JSON of ${event.type} ${event.id}`}
        >
          View JSON
        </Button>
      ),
    },
  ];

  let body: ReactNode;
  if (events.isPending) body = <Spinner label="Loading events" />;
  else if (events.isError)
    body = <LoadFailed text={messages.loadEventsFailed} onRetry={() => void events.refetch()} />;
  else if (events.data.items.length === 0)
    body = (
      <EmptyState
        title={type || after ? "No events here" : "No events yet"}
        description="Every change to customers, subscriptions, invoices, payments and the catalog is written here as it happens."
        headingLevel={3}
      />
    );
  else
    body = (
      <Stack gap="md">
        <DataTable
          aria-label="The account's events"
          columns={columns}
          rows={events.data.items}
          getRowId={(event) => event.id}
          minWidth={520}
          loading={events.isFetching}
        />
        <Inline gap="md">
          {after ? (
            <Button variant="secondary" size="sm" onClick={() => go({ eventsAfter: "" })}>
              Newest events
            </Button>
          ) : null}
          {events.data.hasMore ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => go({ eventsAfter: events.data.items[events.data.items.length - 1]!.id })}
            >
              Older events
            </Button>
          ) : null}
        </Inline>
      </Stack>
    );

  return (
    <Card
      title="Events"
      actions={
        <Select
          label="Event type"
          options={EVENT_FILTERS}
          value={type}
          onValueChange={(value) => go({ eventType: value, eventsAfter: "" })}
        />
      }
    >
      {body}
      <Modal
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={shown?.type ?? ""}
        description={shown ? `${shown.id} · ${formatUtcTime(shown.createdAt)}` : undefined}
        size="lg"
      >
        {shown ? <CodeBlock label="Event JSON" code={JSON.stringify(shown, null, 2)} /> : null}
      </Modal>
    </Card>
  );
}
