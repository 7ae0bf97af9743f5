import { billingDay } from "@round/forms";
import type { CustomerResponse, SubscriptionResponse } from "@round/forms/schemas";
import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Inline,
  Money,
  PageState,
  Stack,
  StatusBadge,
  useToast,
} from "@round/ui";
import { type ReactNode, useState } from "react";
import { addonsApi } from "../../api/addons";
import { plansApi } from "../../api/plans";
import { subscriptionMessages } from "../../api/subscriptions";
import {
  subscriptionPreviews,
  useChangeSubscription,
  useCreateSubscription,
  useSubscriptionAction,
  useSubscriptions,
} from "../../hooks/subscriptions";
import { useCan } from "../../hooks/useCan";
import { HistoryLink } from "../shared/HistoryLink";
import { preloadOn } from "../shared/onDemand";
import * as styles from "./CustomerSubscriptions.css";
import {
  CancelDialog,
  PauseDialog,
  SubscriptionConfirmDialog,
  SubscriptionDialog,
} from "./subscriptionDialogs";

type Open =
  | { kind: "new" }
  | { kind: "edit" | "pause" | "resume" | "cancel" | "reactivate"; subscription: SubscriptionResponse }
  | null;

/** The catalog lists the dialogs choose from: every plan and add-on (the body keeps the active ones). */
const loadPlans = () => plansApi.list({ pageSize: 100 }).then((page) => page.items);
const loadAddons = () => addonsApi.list({ pageSize: 100 }).then((page) => page.items);

/** A subscription's status badge: trialing reads Trial; cancelled and expired are muted. */
function StatusOf({ subscription }: { subscription: SubscriptionResponse }) {
  return <StatusBadge status={subscription.status} />;
}

/** What a person may do with a subscription in its status. */
export function subscriptionActions(subscription: SubscriptionResponse) {
  const { status, cancelAt } = subscription;
  const live = status === "active" || status === "trialing" || status === "paused";
  return {
    pause: status === "active" && !cancelAt,
    resume: status === "paused",
    edit: live,
    cancel: live && !cancelAt,
    reactivate: status === "cancelled" || (live && Boolean(cancelAt)),
  };
}

const SUCCESS: Record<Exclude<Open, null>["kind"], string> = {
  new: "Subscription created",
  edit: "Subscription changed",
  pause: "Subscription paused",
  resume: "Subscription resumed",
  cancel: "Subscription cancelled",
  reactivate: "Subscription reactivated",
};

/** The Subscriptions tab of a customer's page: each subscription with its figures and the actions its status allows. */
export default function CustomerSubscriptionsTab({ customer }: { customer: CustomerResponse }) {
  const list = useSubscriptions({ customerId: customer.id, pageSize: 100 });
  const can = useCan("manageCustomers");
  const { toast } = useToast();
  const [open, setOpen] = useState<Open>(null);
  const create = useCreateSubscription();
  const change = useChangeSubscription();
  const act = useSubscriptionAction();
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  const succeeded = () => {
    if (open) toast({ kind: "success", title: SUCCESS[open.kind] });
  };
  const subscription = open && open.kind !== "new" ? open.subscription : undefined;

  let body: ReactNode;
  if (list.isPending) body = <PageState status="loading" label="Loading subscriptions" skeletonLines={4} />;
  else if (list.isError) {
    body = (
      <PageState
        status="error"
        title={subscriptionMessages.loadSubscriptionsFailed}
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        headingLevel={2}
      />
    );
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        title="No subscriptions"
        headingLevel={2}
        description={`${customer.displayName} has no subscriptions yet.`}
      />
    );
  } else {
    body = (
      <ul className={styles.subscriptions} aria-label="Subscriptions">
        {list.data.items.map((item) => (
          <li key={item.id}>
            <SubscriptionCard
              subscription={item}
              canWrite={can.allowed}
              onAction={(kind) => setOpen({ kind, subscription: item })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="md">
      <Inline justify="end">
        <Button
          onClick={() => setOpen({ kind: "new" })}
          disabled={!can.allowed}
          title={can.reason ?? undefined}
          {...preloadOn(SubscriptionDialog)}
        >
          New subscription
        </Button>
      </Inline>
      {body}
      <SubscriptionDialog
        open={open?.kind === "new" || open?.kind === "edit"}
        onOpenChange={close}
        onSuccess={succeeded}
        mode={open?.kind === "edit" ? "edit" : "create"}
        customerId={customer.id}
        currency={subscription?.currency ?? customer.currency}
        {...(subscription ? { subscription } : {})}
        loadPlans={loadPlans}
        loadAddons={loadAddons}
        preview={(values) =>
          subscription
            ? subscriptionPreviews.change(subscription.id, values)
            : subscriptionPreviews.create({ ...values, customerId: customer.id } as never)
        }
        onSubmit={async (values) => {
          if (subscription) await change.mutateAsync({ id: subscription.id, body: values });
          else await create.mutateAsync({ ...values, customerId: customer.id } as never);
        }}
      />
      {subscription ? (
        <>
          <PauseDialog
            open={open?.kind === "pause"}
            onOpenChange={close}
            onSuccess={succeeded}
            planName={subscription.planName}
            currentTermEnd={subscription.currentTermEnd}
            preview={(body) => subscriptionPreviews.action(subscription.id, "pause", body)}
            onSubmit={async (body) => {
              await act.mutateAsync({ id: subscription.id, action: "pause", body });
            }}
          />
          <CancelDialog
            open={open?.kind === "cancel"}
            onOpenChange={close}
            onSuccess={succeeded}
            planName={subscription.planName}
            currentTermEnd={subscription.currentTermEnd}
            preview={(body) => subscriptionPreviews.action(subscription.id, "cancel", body)}
            onSubmit={async (body) => {
              await act.mutateAsync({ id: subscription.id, action: "cancel", body });
            }}
          />
          <SubscriptionConfirmDialog
            open={open?.kind === "resume" || open?.kind === "reactivate"}
            onOpenChange={close}
            onSuccess={succeeded}
            action={open?.kind === "resume" ? "resume" : "reactivate"}
            planName={subscription.planName}
            preview={() =>
              subscriptionPreviews.action(
                subscription.id,
                open?.kind === "resume" ? "resume" : "reactivate",
                {},
              )
            }
            onSubmit={async () => {
              await act.mutateAsync({
                id: subscription.id,
                action: open?.kind === "resume" ? "resume" : "reactivate",
                body: {},
              });
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}

function termText(subscription: SubscriptionResponse): string {
  if (!subscription.currentTermStart || !subscription.currentTermEnd) return "None";
  return `${billingDay(subscription.currentTermStart)} – ${billingDay(subscription.currentTermEnd)}`;
}

function SubscriptionCard({
  subscription,
  canWrite,
  onAction,
}: {
  subscription: SubscriptionResponse;
  canWrite: boolean;
  onAction: (kind: "edit" | "pause" | "resume" | "cancel" | "reactivate") => void;
}) {
  const allowed = subscriptionActions(subscription);
  const { currency } = subscription;
  const button = (
    kind: "edit" | "pause" | "resume" | "cancel" | "reactivate",
    label: string,
    preload: Parameters<typeof preloadOn>[0],
  ) =>
    allowed[kind] && canWrite ? (
      <Button
        variant={kind === "cancel" ? "danger" : "secondary"}
        size="sm"
        onClick={() => onAction(kind)}
        aria-label={`${label} ${subscription.planName}`}
        {...preloadOn(preload)}
      >
        {label}
      </Button>
    ) : null;
  return (
    <Card
      title={subscription.planName}
      headingLevel={2}
      actions={
        <Inline gap="sm">
          <HistoryLink
            resourceType="subscription"
            resourceId={subscription.id}
            label={`History of ${subscription.planName}`}
          />
          <StatusOf subscription={subscription} />
        </Inline>
      }
    >
      <Stack gap="md">
        {subscription.cancelAt ? (
          <p className={styles.notice}>Cancels on {billingDay(subscription.cancelAt)}</p>
        ) : null}
        {subscription.status === "paused" ? (
          <p className={styles.notice}>
            {subscription.resumeDate
              ? `Paused; resumes on ${billingDay(subscription.resumeDate)}`
              : "Paused until resumed"}
          </p>
        ) : null}
        {subscription.pendingChange ? (
          <p className={styles.muted}>A change applies at the next renewal.</p>
        ) : null}
        <DescriptionList
          columns={2}
          items={[
            { term: "Quantity", detail: subscription.quantity },
            { term: "Current term", detail: termText(subscription) },
            {
              term: "Next billing date",
              detail: subscription.nextBillingDate ? billingDay(subscription.nextBillingDate) : "None",
            },
            { term: "MRR", detail: <Money amount={subscription.mrr} currency={currency} /> },
            ...(subscription.status === "trialing" && subscription.trialEnd
              ? [{ term: "Trial ends", detail: billingDay(subscription.trialEnd) }]
              : []),
            {
              term: "Add-ons",
              detail:
                subscription.addons.length === 0
                  ? "None"
                  : subscription.addons.map((addon) => (
                      <span key={addon.id} className={styles.line}>
                        {addon.addonName} × {addon.quantity} ·{" "}
                        <Money amount={addon.amount} currency={currency} />
                      </span>
                    )),
            },
            {
              term: "Coupons",
              detail:
                subscription.coupons.length === 0
                  ? "None"
                  : subscription.coupons.map((coupon) => `${coupon.code} (${coupon.name})`).join(", "),
            },
          ]}
        />
        {canWrite ? (
          <Inline gap="sm">
            {button("pause", "Pause", PauseDialog)}
            {button("resume", "Resume", SubscriptionConfirmDialog)}
            {button("edit", "Edit", SubscriptionDialog)}
            {button("reactivate", "Reactivate", SubscriptionConfirmDialog)}
            {button("cancel", "Cancel", CancelDialog)}
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
