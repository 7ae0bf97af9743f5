import { WebhookEndpointDialog } from "@round/forms";
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatDate,
  Spinner,
  StatusBadge,
  Link as UiLink,
} from "@round/ui";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { messages } from "../../../../api/errors";
import type { User } from "../../../../api/types";
import type { WebhookEndpoint } from "../../../../api/webhooks";
import { useWebhookEndpointMutations, useWebhookEndpoints } from "../../../../hooks/webhooks";
import { LoadFailed } from "../../../../layouts/LoadFailed";
import * as layout from "../../../../layouts/layout.css";
import * as styles from "../settings.css";
import { developersHref, endpointStatus, eventsSummary } from "./webhookText";

/**
 * Webhooks (PLATFORM.md, "Webhooks"): the account's endpoints with what each receives and whether it is on;
 * each opens its own page (`?endpoint=`). 'Add endpoint' shows the new endpoint's signing secret once.
 */
export function WebhooksCard({ user }: { user: User }) {
  const endpoints = useWebhookEndpoints(user.roundAccountId);
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(false);

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    {
      key: "url",
      header: "Endpoint",
      cell: (endpoint) => (
        <span className={styles.person}>
          <UiLink href={developersHref(params, endpoint.id)} as={Link} className={styles.personName}>
            {endpoint.url}
          </UiLink>
          {endpoint.description ? <span className={layout.muted}>{endpoint.description}</span> : null}
        </span>
      ),
      sortValue: (endpoint) => endpoint.url,
    },
    {
      key: "events",
      header: "Events",
      cell: (endpoint) => eventsSummary(endpoint.enabledEvents),
      width: 220,
    },
    {
      key: "status",
      header: "Status",
      cell: (endpoint) => <StatusBadge {...endpointStatus(endpoint)} />,
      width: 190,
    },
    {
      key: "created",
      header: "Created",
      cell: (endpoint) => formatDate(endpoint.createdAt),
      sortValue: (endpoint) => endpoint.createdAt,
      width: 120,
    },
  ];

  const empty = endpoints.isSuccess && endpoints.data.length === 0;
  const add = <Button onClick={() => setAdding(true)}>Add endpoint</Button>;
  let body: ReactNode;
  if (endpoints.isPending) body = <Spinner label="Loading webhook endpoints" />;
  else if (endpoints.isError)
    body = <LoadFailed text={messages.loadWebhookEndpointsFailed} onRetry={() => void endpoints.refetch()} />;
  else if (empty)
    body = (
      <EmptyState
        title="No webhook endpoints yet"
        description="An endpoint is a URL of yours that Round posts events to as they happen: grant access when an invoice is paid, take it away when a subscription ends."
        headingLevel={3}
        action={add}
      />
    );
  else
    body = (
      <DataTable
        aria-label="The account's webhook endpoints"
        columns={columns}
        rows={endpoints.data}
        getRowId={(endpoint) => endpoint.id}
        minWidth={720}
        defaultSort={{ key: "created", direction: "desc" }}
      />
    );

  return (
    <Card title="Webhooks" actions={empty ? undefined : add}>
      {body}
      <AddEndpoint user={user} open={adding} onOpenChange={setAdding} />
    </Card>
  );
}

/** 'Add endpoint', with one Idempotency-Key per opening: a retried submission adds one endpoint. */
function AddEndpoint({
  user,
  open,
  onOpenChange,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { create } = useWebhookEndpointMutations(user.roundAccountId);
  const [key, setKey] = useState(() => crypto.randomUUID());
  return (
    <WebhookEndpointDialog
      open={open}
      onOpenChange={(next) => {
        // Closed (added or not), the next opening is a new submission.
        if (!next) setKey(crypto.randomUUID());
        onOpenChange(next);
      }}
      onSubmit={(body) => create.mutateAsync({ body, idempotencyKey: key })}
    />
  );
}
