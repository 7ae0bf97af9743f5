import { billingDay } from "@round/forms";
import type { CustomerResponse, SubscriptionResponse } from "@round/forms/schemas";
import { EmptyState, PageState, Stack } from "@round/ui";
import { subscriptionMessages } from "../../api/subscriptions";
import { useSubscriptions, useSubscriptionsUsage } from "../../hooks/subscriptions";
import * as styles from "./CustomerSubscriptions.css";

const NO_USAGE = "No usage data available";

/**
 * The Usage tab of a customer's page: for each subscription, each metric's usage per term (quantity and
 * events). 'No usage data available' when nothing metered has usage.
 */
export default function CustomerUsageTab({ customer }: { customer: CustomerResponse }) {
  const list = useSubscriptions({ customerId: customer.id, pageSize: 100 });
  if (list.isPending) return <PageState status="loading" label="Loading usage" skeletonLines={3} />;
  if (list.isError) {
    return (
      <PageState
        status="error"
        title={subscriptionMessages.loadSubscriptionsFailed}
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        headingLevel={2}
      />
    );
  }
  const subscriptions = list.data.items.filter((item) => item.status !== "expired");
  if (subscriptions.length === 0) return <EmptyState title={NO_USAGE} headingLevel={2} />;
  return <UsageList subscriptions={subscriptions} />;
}

function UsageList({ subscriptions }: { subscriptions: SubscriptionResponse[] }) {
  const results = useSubscriptionsUsage(subscriptions.map((subscription) => subscription.id));
  const usages = subscriptions.map((subscription, index) => ({ subscription, usage: results[index]! }));
  const loading = usages.some(({ usage }) => usage.isPending);
  const failed = usages.find(({ usage }) => usage.isError);
  if (loading) return <PageState status="loading" label="Loading usage" skeletonLines={3} />;
  if (failed?.usage.isError) {
    return (
      <PageState
        status="error"
        title={subscriptionMessages.loadUsageFailed}
        message={failed.usage.error.message}
        onRetry={() => {
          for (const { usage } of usages) if (usage.isError) void usage.refetch();
        }}
        retrying={failed.usage.isFetching}
        headingLevel={2}
      />
    );
  }
  const sections = usages.flatMap(({ subscription, usage }) =>
    (usage.data?.metrics ?? [])
      .filter((metric) => metric.periods.length > 0)
      .map((metric) => ({ subscription, metric })),
  );
  if (sections.length === 0) return <EmptyState title={NO_USAGE} headingLevel={2} />;
  return (
    <Stack gap="lg">
      {sections.map(({ subscription, metric }) => {
        const id = `usage-${subscription.id}-${metric.metricName}`.replace(/[^a-zA-Z0-9_-]/g, "-");
        return (
          <section key={id} aria-labelledby={id}>
            <Stack gap="sm">
              <h2 id={id} className={styles.heading}>
                {subscription.planName}: {metric.metricName}
              </h2>
              <p className={styles.muted}>
                In {metric.unit}, {metric.aggregation.replace(/_/g, " ")} per term
              </p>
              <table className={styles.table} aria-labelledby={id}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.cell}>
                      Term
                    </th>
                    <th scope="col" className={`${styles.cell} ${styles.number}`}>
                      Quantity
                    </th>
                    <th scope="col" className={`${styles.cell} ${styles.number}`}>
                      Events
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {metric.periods.map((period) => (
                    <tr key={period.start}>
                      <td className={styles.cell}>
                        {billingDay(period.start)} – {billingDay(period.end)}
                      </td>
                      <td className={`${styles.cell} ${styles.number}`}>
                        {period.quantity.toLocaleString("en-US")} {metric.unit}
                      </td>
                      <td className={`${styles.cell} ${styles.number}`}>
                        {period.events.toLocaleString("en-US")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
