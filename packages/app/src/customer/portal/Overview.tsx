import { pricePeriodText } from "@round/forms";
import type { PortalOverview } from "@round/forms/schemas";
import { CalendarIcon, CreditCardIcon, formatMoney, PackageIcon, StatCard } from "@round/ui";
import * as styles from "../customer.css";
import { day, expiryText, paymentMethodName } from "../format";
import { Section } from "./Section";

const LIVE = new Set(["active", "trialing", "paused"]);

/** The customer's plan, next bill and default card at a glance. */
export function Overview({ overview }: { overview: PortalOverview }) {
  const current = overview.subscriptions.filter((subscription) => LIVE.has(subscription.status));
  const plan = current[0];
  const card = overview.paymentMethods.find((method) => method.isDefault);
  return (
    <Section id="overview" title="Overview">
      <div className={styles.grid}>
        <StatCard
          label="Current plan"
          icon={<PackageIcon />}
          value={plan ? current.map((subscription) => subscription.planName).join(", ") : "None"}
          note={
            plan
              ? current.length === 1
                ? `${formatMoney(plan.amount, plan.currency)} ${pricePeriodText(plan.billingPeriod)}`
                : `${current.length} subscriptions`
              : "You have no active subscription."
          }
        />
        <StatCard
          label="Next bill"
          icon={<CalendarIcon />}
          value={
            overview.nextBill ? formatMoney(overview.nextBill.amount, overview.nextBill.currency) : "None"
          }
          note={overview.nextBill ? `On ${day(overview.nextBill.date)}` : "No bill is coming up."}
        />
        <StatCard
          label="Default card"
          icon={<CreditCardIcon />}
          value={card ? paymentMethodName(card) : "None"}
          note={card ? (expiryText(card) ?? "") : "No card on file."}
        />
      </div>
    </Section>
  );
}
