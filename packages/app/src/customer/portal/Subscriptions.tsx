import { pricePeriodText } from "@round/forms";
import type { PortalOverview, PortalSubscription } from "@round/forms/schemas";
import { Button, Card, DescriptionList, type DescriptionListItem, formatMoney, StatusBadge } from "@round/ui";
import { Suspense, useRef, useState } from "react";
import type { PortalApi } from "../api";
import * as styles from "../customer.css";
import { day } from "../format";
import { SubscriptionDialog } from "./onDemand";
import { type Notice, Section, SectionNotice } from "./Section";
import type { SubscriptionTask } from "./SubscriptionDialog";

/** The task a portal link's flow opens on, when it names a subscription that allows it. */
export function taskFromFlow(overview: PortalOverview): SubscriptionTask | null {
  const subscription = overview.subscriptions.find((item) => item.id === overview.subscriptionId);
  if (!subscription) return null;
  if (overview.flow === "subscription_update" && subscription.changeOptions.length > 0)
    return { kind: "plan", subscription };
  if (overview.flow === "subscription_cancel" && canCancel(subscription))
    return { kind: "cancel", subscription, atTermEnd: true };
  return null;
}

const ENDED = new Set(["cancelled", "expired"]);
const canCancel = (subscription: PortalSubscription) =>
  subscription.canCancel && !ENDED.has(subscription.status);

function facts(subscription: PortalSubscription): DescriptionListItem[] {
  const items: DescriptionListItem[] = [
    {
      term: "Price",
      detail: `${formatMoney(subscription.amount, subscription.currency)} ${pricePeriodText(subscription.billingPeriod)}`,
    },
  ];
  if (subscription.quantity !== 1) items.push({ term: "Quantity", detail: String(subscription.quantity) });
  if (subscription.status === "trialing" && subscription.trialEnd)
    items.push({ term: "Trial ends", detail: day(subscription.trialEnd) });
  if (subscription.cancelAt) items.push({ term: "Ends on", detail: day(subscription.cancelAt) });
  else if (subscription.nextBillingDate && !ENDED.has(subscription.status))
    items.push({ term: "Renews on", detail: day(subscription.nextBillingDate) });
  return items;
}

/**
 * The customer's subscriptions: each with its price, dates and add-ons, and what its plan allows: change
 * plan, cancel at the end of the term or now (only when `canCancel`), add or remove an add-on. Every change
 * opens its dialog, which shows the server's preview before the customer confirms.
 */
export function Subscriptions({
  overview,
  api,
  onChanged,
}: {
  overview: PortalOverview;
  api: PortalApi;
  onChanged: (subscription: PortalSubscription) => void;
}) {
  const [task, setTask] = useState<SubscriptionTask | null>(() => taskFromFlow(overview));
  const [notice, setNotice] = useState<Notice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const open = (next: SubscriptionTask) => {
    setNotice(null);
    setTask(next);
  };

  return (
    <Section id="subscriptions" title="Subscriptions" ref={heading}>
      <SectionNotice notice={notice} home={heading} />
      {overview.subscriptions.length === 0 ? (
        <p className={styles.muted}>You have no subscriptions.</p>
      ) : (
        overview.subscriptions.map((subscription) => (
          <Card key={subscription.id} padding="lg">
            <div className={styles.titleRow}>
              <h3 id={`subscription-${subscription.id}`} className={styles.cardTitle}>
                {subscription.planName}
              </h3>
              <StatusBadge status={subscription.status} />
            </div>
            <DescriptionList items={facts(subscription)} columns={2} />
            {subscription.addonOptions.length > 0 ? (
              <div>
                <h4 className={styles.text}>Add-ons</h4>
                <ul className={styles.list} aria-label={`Add-ons of ${subscription.planName}`}>
                  {subscription.addonOptions.map((addon) => (
                    <li key={addon.pricePointId} className={styles.row}>
                      <div className={styles.rowMain}>
                        <span className={styles.rowName}>{addon.name}</span>
                        <span className={styles.muted}>
                          {`${formatMoney(addon.price, subscription.currency)} ${pricePeriodText(subscription.billingPeriod)}`}
                          {addon.quantity > 0
                            ? ` · On your plan${addon.quantity > 1 ? ` (× ${addon.quantity})` : ""}`
                            : ""}
                        </span>
                      </div>
                      <div className={styles.rowActions}>
                        {addon.canAdd ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => open({ kind: "addon", subscription, addon, action: "add" })}
                          >
                            Add<span className={styles.visuallyHidden}> {addon.name}</span>
                          </Button>
                        ) : null}
                        {addon.canRemove ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => open({ kind: "addon", subscription, addon, action: "remove" })}
                          >
                            Remove<span className={styles.visuallyHidden}> {addon.name}</span>
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={styles.actions}>
              {subscription.changeOptions.length > 0 && !ENDED.has(subscription.status) ? (
                <Button onClick={() => open({ kind: "plan", subscription })}>
                  Change plan<span className={styles.visuallyHidden}> of {subscription.planName}</span>
                </Button>
              ) : null}
              {canCancel(subscription) && !subscription.cancelAt ? (
                <Button
                  variant="secondary"
                  onClick={() => open({ kind: "cancel", subscription, atTermEnd: true })}
                >
                  Cancel at term end<span className={styles.visuallyHidden}> ({subscription.planName})</span>
                </Button>
              ) : null}
              {canCancel(subscription) ? (
                <Button
                  variant="danger"
                  onClick={() => open({ kind: "cancel", subscription, atTermEnd: false })}
                >
                  Cancel now<span className={styles.visuallyHidden}> ({subscription.planName})</span>
                </Button>
              ) : null}
            </div>
          </Card>
        ))
      )}
      {task ? (
        <Suspense fallback={null}>
          <SubscriptionDialog
            task={task}
            api={api}
            onClose={() => setTask(null)}
            onDone={(subscription, text) => {
              onChanged(subscription);
              setNotice({ tone: "success", text });
            }}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
