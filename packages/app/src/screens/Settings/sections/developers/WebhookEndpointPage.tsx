import { RotateSecretDialog, WebhookEndpointDialog } from "@round/forms";
import {
  ActionMenu,
  AttemptTimeline,
  Banner,
  Button,
  Card,
  ChevronLeftIcon,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  formatDate,
  formatUtcTime,
  Inline,
  Spinner,
  Stack,
  StatusBadge,
  Link as UiLink,
  useToast,
} from "@round/ui";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../../api/apiError";
import { failureToast, messages } from "../../../../api/errors";
import type { User } from "../../../../api/types";
import type { WebhookEndpoint } from "../../../../api/webhooks";
import {
  useWebhookDeliveryMutations,
  useWebhookEndpoint,
  useWebhookEndpointMutations,
} from "../../../../hooks/webhooks";
import { LoadFailed } from "../../../../layouts/LoadFailed";
import * as layout from "../../../../layouts/layout.css";
import { WebhookDeliveriesCard } from "./WebhookDeliveriesCard";
import * as styles from "./webhooks.css";
import { developersHref, endpointStatus } from "./webhookText";

type Dialog = "edit" | "rotate" | "delete" | null;

/**
 * An endpoint's page (`/settings/developers?endpoint=…`): where it posts, what it receives, its state, its
 * signing secret's prefix; Edit, Enable or Disable, Send test event (the receiver's answer shown), Rotate
 * secret (the new one once; the old one signs 24 hours more), Delete (asked first); then its delivery log.
 */
export function WebhookEndpointPage({ user, id }: { user: User; id: string }) {
  const [params] = useSearchParams();
  const endpoint = useWebhookEndpoint(user.roundAccountId, id);
  const back = developersHref(params, null);
  const backLink = (
    <UiLink href={back} as={Link} className={styles.back}>
      <ChevronLeftIcon size={16} />
      All webhook endpoints
    </UiLink>
  );
  if (endpoint.isPending)
    return (
      <Stack gap="lg">
        {backLink}
        <Spinner label="Loading the endpoint" />
      </Stack>
    );
  if (endpoint.isError) {
    const missing = endpoint.error instanceof ApiError && endpoint.error.status === 404;
    return (
      <Stack gap="lg">
        {backLink}
        {missing ? (
          <EmptyState
            title="This endpoint does not exist"
            description="It may have been deleted. The account's endpoints are listed under Webhooks."
            headingLevel={2}
          />
        ) : (
          <LoadFailed text={messages.loadWebhookEndpointFailed} onRetry={() => void endpoint.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {backLink}
      <EndpointCard user={user} endpoint={endpoint.data} back={back} />
      <WebhookDeliveriesCard user={user} endpoint={endpoint.data} />
    </Stack>
  );
}

function EndpointCard({ user, endpoint, back }: { user: User; endpoint: WebhookEndpoint; back: string }) {
  const { update, rotate } = useWebhookEndpointMutations(user.roundAccountId);
  const { test } = useWebhookDeliveryMutations(user.roundAccountId, endpoint.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const status = endpointStatus(endpoint);
  const overlapping =
    endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > Date.now()
      ? endpoint.previousSecretExpiresAt
      : null;
  return (
    <Card
      title={<span className={styles.url}>{endpoint.url}</span>}
      actions={
        <Inline gap="sm">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => test.mutate()}
            loading={test.isPending}
            loadingLabel="Sending..."
          >
            Send test event
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDialog("edit")}>
            Edit
          </Button>
          <EnableButton user={user} endpoint={endpoint} />
          <ActionMenu
            label="More actions for this endpoint"
            align="end"
            items={[
              { label: "Rotate secret", onSelect: () => setDialog("rotate") },
              { type: "separator" },
              { label: "Delete endpoint", destructive: true, onSelect: () => setDialog("delete") },
            ]}
          />
        </Inline>
      }
    >
      <Stack gap="lg">
        {endpoint.disabledReason === "failing" && !endpoint.enabled ? (
          <Banner tone="warning" title="Disabled after failures">
            Round turned this endpoint off after 3 days of failed deliveries. Fix the receiver, send a test
            event, then enable it again; failed deliveries can be replayed from the log below.
          </Banner>
        ) : null}
        <DescriptionList
          columns={2}
          items={[
            { term: "Status", detail: <StatusBadge {...status} /> },
            { term: "Events", detail: <EventList events={endpoint.enabledEvents} /> },
            { term: "Description", detail: endpoint.description },
            {
              term: "Signing secret",
              detail: (
                <span className={styles.lines}>
                  <code>{endpoint.secretPrefix}…</code>
                  {overlapping ? (
                    <span className={layout.muted}>
                      The previous secret also signs until {formatUtcTime(overlapping)}
                    </span>
                  ) : null}
                </span>
              ),
            },
            { term: "Created", detail: formatDate(endpoint.createdAt) },
            { term: "Updated", detail: formatDate(endpoint.updatedAt) },
          ]}
        />
        <TestResult test={test} />
      </Stack>
      <WebhookEndpointDialog
        open={dialog === "edit"}
        onOpenChange={(open) => !open && close()}
        endpoint={endpoint}
        onSubmit={(body) => update.mutateAsync({ id: endpoint.id, body })}
      />
      <RotateSecretDialog
        open={dialog === "rotate"}
        onOpenChange={(open) => !open && close()}
        url={endpoint.url}
        onSubmit={() => rotate.mutateAsync(endpoint.id)}
      />
      {dialog === "delete" ? (
        <DeleteDialog user={user} endpoint={endpoint} back={back} onClose={close} />
      ) : null}
    </Card>
  );
}

/** 'All events', or each type and family the endpoint receives. */
function EventList({ events }: { events: readonly string[] }) {
  if (events.includes("*")) return <>All events</>;
  return (
    <span className={styles.codes}>
      {events.map((type) => (
        <code key={type}>{type}</code>
      ))}
    </span>
  );
}

/** The receiver's answer to the last test ping, or why it could not be sent. */
function TestResult({ test }: { test: ReturnType<typeof useWebhookDeliveryMutations>["test"] }) {
  if (test.isError)
    return <Banner tone="error">{test.error.message || messages.sendWebhookTestFailed}</Banner>;
  if (!test.data) return null;
  return (
    <section className={styles.testResult} aria-labelledby="webhook-test-result">
      <h3 id="webhook-test-result" className={styles.subheading}>
        Test event
      </h3>
      <AttemptTimeline label="Test event result" attempts={[test.data.attempt]} attemptLabel={() => "ping"} />
    </section>
  );
}

/** Enable or Disable, at once; the answer is the endpoint's new state. */
function EnableButton({ user, endpoint }: { user: User; endpoint: WebhookEndpoint }) {
  const { update } = useWebhookEndpointMutations(user.roundAccountId);
  const { toast } = useToast();
  const turn = async () => {
    try {
      await update.mutateAsync({ id: endpoint.id, body: { enabled: !endpoint.enabled } });
      toast({ kind: "success", title: endpoint.enabled ? "Endpoint disabled" : "Endpoint enabled" });
    } catch (error) {
      toast(failureToast(messages.updateWebhookEndpointFailed, error));
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void turn()}
      loading={update.isPending}
      loadingLabel={endpoint.enabled ? "Disabling..." : "Enabling..."}
    >
      {endpoint.enabled ? "Disable" : "Enable"}
    </Button>
  );
}

function DeleteDialog({
  user,
  endpoint,
  back,
  onClose,
}: {
  user: User;
  endpoint: WebhookEndpoint;
  back: string;
  onClose: () => void;
}) {
  const { remove, forget } = useWebhookEndpointMutations(user.roundAccountId);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(endpoint.id);
      // Leave the page first: a page still showing the endpoint would ask for it again and meet a 404.
      navigate(back);
      forget(endpoint.id);
      toast({ kind: "success", title: "Endpoint deleted" });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.deleteWebhookEndpointFailed);
    }
  };
  return (
    <ConfirmDialog
      open
      title="Delete this endpoint?"
      description="Round stops sending it events at once, and its delivery log goes with it. This cannot be undone."
      confirmLabel="Delete endpoint"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p className={styles.url}>{endpoint.url}</p>
    </ConfirmDialog>
  );
}
