import { ReplayFailedDialog } from "@round/forms";
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from "@round/forms/schemas";
import {
  AttemptTimeline,
  attemptSucceeded,
  Banner,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatUtcTime,
  Inline,
  Modal,
  Select,
  Spinner,
  Stack,
  StatusBadge,
  statusLabel,
} from "@round/ui";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { messages } from "../../../../api/errors";
import type { User } from "../../../../api/types";
import type { WebhookDelivery, WebhookEndpoint } from "../../../../api/webhooks";
import { useWebhookDeliveries, useWebhookDeliveryMutations } from "../../../../hooks/webhooks";
import { LoadFailed } from "../../../../layouts/LoadFailed";
import * as layout from "../../../../layouts/layout.css";
import * as settings from "../settings.css";
import * as styles from "./webhooks.css";
import { typesReceived } from "./webhookText";

const STATUS_FILTERS = [
  { value: "", label: "All statuses" },
  ...WEBHOOK_DELIVERY_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** The last try: its status code (or none) and when. */
function lastAttempt(delivery: WebhookDelivery): string {
  const last = delivery.attempts[delivery.attempts.length - 1];
  if (!last) return "Not tried yet";
  const code = last.statusCode === null ? "No response" : `HTTP ${last.statusCode}`;
  return `${code} · ${formatUtcTime(last.at)}`;
}

/** 'YYYY-MM-DDTHH:MM' a day before now, in UTC: where 'Replay failed since' starts. */
function aDayAgo(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 16);
}

/**
 * An endpoint's delivery log, newest first, 20 at a time. The status and event type filters and the page
 * (the last delivery of the page before) are in the address (`?deliveryStatus=`, `?deliveryType=`,
 * `?deliveriesAfter=`). A delivery opens with every attempt and Retry; 'Replay failed' tries again every
 * failed delivery since a time.
 */
export function WebhookDeliveriesCard({ user, endpoint }: { user: User; endpoint: WebhookEndpoint }) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("deliveryStatus") ?? "";
  const status = (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as WebhookDeliveryStatus)
    : "";
  const eventType = params.get("deliveryType") ?? "";
  const after = params.get("deliveriesAfter") ?? "";
  const deliveries = useWebhookDeliveries(user.roundAccountId, endpoint.id, {
    status,
    eventType,
    startingAfter: after,
  });
  const { replay } = useWebhookDeliveryMutations(user.roundAccountId, endpoint.id);
  const [shown, setShown] = useState<WebhookDelivery | null>(null);
  const [replaying, setReplaying] = useState(false);
  const go = (next: { deliveryStatus?: string; deliveryType?: string; deliveriesAfter?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  const typeFilters = [
    { value: "", label: "All event types" },
    ...typesReceived(endpoint.enabledEvents).map((type) => ({ value: type, label: type })),
  ];

  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      key: "event",
      header: "Event",
      cell: (delivery) => (
        <span className={settings.person}>
          <code>{delivery.eventType}</code>
          <span className={layout.muted}>{delivery.eventId}</span>
        </span>
      ),
    },
    {
      key: "status",
      header: "Status",
      cell: (delivery) => <StatusBadge status={delivery.status} />,
      width: 120,
    },
    {
      key: "attempts",
      header: "Attempts",
      cell: (delivery) => delivery.attempts.length,
      align: "end",
      width: 96,
    },
    { key: "last", header: "Last attempt", cell: lastAttempt, width: 250 },
    {
      key: "next",
      header: "Next attempt",
      cell: (delivery) => (delivery.nextAttemptAt ? formatUtcTime(delivery.nextAttemptAt) : "None"),
      width: 190,
    },
    {
      key: "open",
      header: <span className={settings.hiddenHeader}>Attempts</span>,
      align: "end",
      width: 140,
      cell: (delivery) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setShown(delivery)}
          aria-label={`View attempts of ${delivery.eventType} ${delivery.id}`}
        >
          View attempts
        </Button>
      ),
    },
  ];

  let body: ReactNode;
  if (deliveries.isPending) body = <Spinner label="Loading deliveries" />;
  else if (deliveries.isError)
    body = (
      <LoadFailed text={messages.loadWebhookDeliveriesFailed} onRetry={() => void deliveries.refetch()} />
    );
  else if (deliveries.data.items.length === 0)
    body = (
      <EmptyState
        title={status || eventType || after ? "No deliveries here" : "No deliveries yet"}
        description="Each event this endpoint receives is listed here with every attempt to deliver it."
        headingLevel={3}
      />
    );
  else {
    const items = deliveries.data.items;
    body = (
      <Stack gap="md">
        <DataTable
          aria-label="Deliveries to this endpoint"
          columns={columns}
          rows={items}
          getRowId={(delivery) => delivery.id}
          minWidth={900}
          loading={deliveries.isFetching && deliveries.isPlaceholderData}
        />
        <Inline gap="md">
          {after ? (
            <Button variant="secondary" size="sm" onClick={() => go({ deliveriesAfter: "" })}>
              Newest deliveries
            </Button>
          ) : null}
          {deliveries.data.hasMore ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => go({ deliveriesAfter: items[items.length - 1]!.id })}
            >
              Older deliveries
            </Button>
          ) : null}
        </Inline>
      </Stack>
    );
  }

  return (
    <Card title="Deliveries">
      <Stack gap="md">
        <div className={styles.filters}>
          <Select
            className={styles.filter}
            label="Status"
            options={STATUS_FILTERS}
            value={status}
            onValueChange={(value) => go({ deliveryStatus: value, deliveriesAfter: "" })}
          />
          <Select
            className={styles.filter}
            label="Event type"
            options={typeFilters}
            value={eventType}
            onValueChange={(value) => go({ deliveryType: value, deliveriesAfter: "" })}
          />
          <span className={styles.spacer} />
          <Button variant="secondary" onClick={() => setReplaying(true)}>
            Replay failed deliveries
          </Button>
        </div>
        {body}
      </Stack>
      {shown ? (
        <DeliveryDialog
          user={user}
          endpointId={endpoint.id}
          delivery={shown}
          onClose={() => setShown(null)}
        />
      ) : null}
      <ReplayFailedDialog
        open={replaying}
        onOpenChange={setReplaying}
        defaultSince={aDayAgo()}
        onSubmit={(body) => replay.mutateAsync(body)}
      />
    </Card>
  );
}

/** A delivery's every attempt, oldest first, the next one when due, and Retry now. */
function DeliveryDialog({
  user,
  endpointId,
  delivery: opened,
  onClose,
}: {
  user: User;
  endpointId: string;
  delivery: WebhookDelivery;
  onClose: () => void;
}) {
  const { retry } = useWebhookDeliveryMutations(user.roundAccountId, endpointId);
  // The retry's answer replaces the delivery as it was opened.
  const delivery = retry.data?.id === opened.id ? retry.data : opened;
  const last = delivery.attempts[delivery.attempts.length - 1];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={delivery.eventType}
      description={`Delivery ${delivery.id} · event ${delivery.eventId}`}
      size="lg"
      footer={
        <Button
          onClick={() => retry.mutate(delivery.id)}
          loading={retry.isPending}
          loadingLabel="Retrying..."
        >
          Retry now
        </Button>
      }
    >
      <Stack gap="md">
        {retry.isError ? (
          <Banner tone="error">{retry.error.message || messages.retryWebhookDeliveryFailed}</Banner>
        ) : null}
        {retry.isSuccess && last ? (
          <Banner tone={attemptSucceeded(last) ? "success" : "warning"}>
            {attemptSucceeded(last)
              ? "Tried again now: delivered."
              : `Tried again now: it failed again (${last.statusCode === null ? "no response" : `HTTP ${last.statusCode}`}).`}
          </Banner>
        ) : null}
        <Inline gap="sm">
          <StatusBadge status={delivery.status} />
          <span className={layout.muted}>
            {delivery.attempts.length} {delivery.attempts.length === 1 ? "attempt" : "attempts"}
          </span>
        </Inline>
        <AttemptTimeline
          label={`Attempts of ${delivery.eventType}`}
          attempts={delivery.attempts}
          nextAttemptAt={delivery.nextAttemptAt}
        />
      </Stack>
    </Modal>
  );
}
