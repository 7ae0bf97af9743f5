import type { ReactNode } from "react";
import * as layout from "../catalog.css.ts";
import * as styles from "./PlanWizard.css.ts";
import {
  describeBillingCycles,
  describeFeatureValue,
  describePrice,
  describeTrial,
  describeUsage,
  pricePointDetails,
  yesNo,
} from "./planSummary.ts";
import type { PlanFormValues } from "./planValues.ts";
import { PORTAL_SWITCHES } from "./steps.ts";

function ReviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={layout.group}>
      <h4 id={id} className={layout.groupTitle}>
        {title}
      </h4>
      {children}
    </section>
  );
}

function Summary({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.summary}>
      {rows.map(([term, detail]) => (
        <div key={term} className={styles.summaryRow}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 5: the whole plan in plain words before it is created or saved. */
export function ReviewStep({
  values,
  familyName,
  id,
}: {
  values: PlanFormValues;
  familyName: string | undefined;
  /** Makes the sections' heading ids. */
  id: (part: string) => string;
}) {
  return (
    <div className={styles.review}>
      <ReviewSection id={id("review-basic")} title="Basic Info">
        <Summary
          rows={[
            ["Plan Name", values.name],
            ["Product Family", familyName ?? "—"],
            ["Description", values.description.trim() || "—"],
            ["Metered", yesNo(values.isMetered)],
            ["Billing Cycles", describeBillingCycles(values.billingCycles)],
            ["Trial Period", describeTrial(values.trialPeriod)],
          ]}
        />
      </ReviewSection>
      <ReviewSection id={id("review-pricing")} title="Pricing">
        <ul className={styles.plainList}>
          {values.pricePoints.map((point, index) => (
            <li key={index}>
              <span className={styles.price}>{describePrice(point)}</span>{" "}
              <span className={styles.muted}>{pricePointDetails(point)}</span>
            </li>
          ))}
        </ul>
        {values.isMetered ? (
          <p className={layout.hint}>
            {describeUsage(values.usageMetrics[0]!, values.pricePoints[0]?.currency)}
          </p>
        ) : null}
      </ReviewSection>
      <ReviewSection id={id("review-features")} title="Features">
        {values.features.length === 0 ? (
          <p className={layout.hint}>No features</p>
        ) : (
          <ul className={styles.plainList}>
            {values.features.map((feature, index) => (
              <li key={index}>
                {feature.name}: {describeFeatureValue(feature.featureType, feature.value)}
              </li>
            ))}
          </ul>
        )}
      </ReviewSection>
      <ReviewSection id={id("review-portal")} title="Portal Settings">
        <Summary
          rows={PORTAL_SWITCHES.map((item) => [item.label, yesNo(values.customerPortal[item.key])] as const)}
        />
      </ReviewSection>
    </div>
  );
}
