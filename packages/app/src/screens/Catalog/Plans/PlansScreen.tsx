import type { PlanResponse } from "@round/forms/schemas";
import { Inline, Money, StatusBadge, Link as UiLink } from "@round/ui";
import { Link } from "react-router";
import { catalogMessages } from "../../../api/catalogMessages";
import {
  useCreatePlan,
  useDeletePlan,
  useDuplicatePlan,
  usePlans,
  useUpdatePlan,
} from "../../../hooks/plans";
import { useAccountCurrency } from "../../../hooks/useAccount";
import * as styles from "../Catalog.css";
import { CatalogListPage } from "../shared/CatalogListPage";
import { CreatePlanDialog } from "../shared/catalogDialogs";
import { frequencyNote, labelOf, plural } from "../shared/catalogFormat";
import { familyFilter, useFamilyOptions } from "../shared/familyOptions";
import { StartingPrice } from "../shared/itemPieces";

const FEATURES_SHOWN = 3;

const PLANS = {
  path: "/catalog/plans",
  title: "Plans",
  subtitle: "Subscription plans, their prices and features.",
  singular: "Plan",
  noun: { one: "plan", other: "plans" },
  filterNames: ["productFamilyId"] as const,
  editLabel: "Edit Plan",
  deleteLabel: "Delete Plan",
  loadFailed: catalogMessages.loadPlansFailed,
  duplicateFailed: catalogMessages.duplicatePlanFailed,
  dialog: CreatePlanDialog,
  pieces: [StartingPrice],
  useItems: usePlans,
  useCreate: useCreatePlan,
  useUpdate: useUpdatePlan,
  useDelete: useDeletePlan,
  useDuplicate: useDuplicatePlan,
};

/** Plans (`/catalog/plans`, and `/catalog/plans/create` with the wizard open). */
export default function PlansScreen({ creating = false }: { creating?: boolean }) {
  const families = useFamilyOptions();
  const accountCurrency = useAccountCurrency();
  return (
    <CatalogListPage
      kind={PLANS}
      creating={creating}
      archived={{ status: "archived" }}
      stats={(summary) => {
        const currency = summary?.currency ?? accountCurrency;
        return [
          { label: "Total Plans", value: summary?.plans.totalPlans ?? 0 },
          { label: "Active Plans", value: summary?.plans.activePlans ?? 0 },
          {
            label: "Monthly MRR",
            value: <Money amount={summary?.plans.monthlyMrr ?? 0} currency={currency} />,
          },
          {
            label: "Avg Plan Value",
            value: <Money amount={summary?.plans.avgPlanValue ?? 0} currency={currency} />,
          },
        ];
      }}
      filters={[familyFilter(families.options)]}
      card={(plan) => <PlanCard plan={plan} />}
      nameCell={(plan) => (
        <UiLink href={`/catalog/plans/${plan.id}`} as={Link} className={styles.nameCell}>
          {plan.name}
        </UiLink>
      )}
      columns={[
        { key: "family", header: "Product Family", cell: (plan) => plan.productFamilyName },
        {
          key: "price",
          header: "Starting Price",
          cell: (plan) => <StartingPrice price={plan.startingPrice} custom="Contact Sales" />,
        },
        { key: "period", header: "Billing", cell: (plan) => labelOf(plan.billingPeriod) },
        { key: "status", header: "Status", cell: (plan) => <PlanBadges plan={plan} /> },
      ]}
      renderDialog={(props) => <CreatePlanDialog {...props} families={families.state} />}
    />
  );
}

function PlanBadges({ plan }: { plan: PlanResponse }) {
  return (
    <Inline gap="xs">
      <StatusBadge status={plan.status} />
      {plan.isMetered ? <StatusBadge status="info" label="Metered" /> : null}
    </Inline>
  );
}

/** A plan card's content under its description: price, badges, billing and trial, the first features. */
function PlanCard({ plan }: { plan: PlanResponse }) {
  const features = [...plan.features].sort((a, b) => a.displayOrder - b.displayOrder);
  const more = features.length - FEATURES_SHOWN;
  const note = frequencyNote(plan.startingPrice?.billingFrequency);
  return (
    <>
      <div className={styles.price}>
        <StartingPrice price={plan.startingPrice} custom="Custom / Contact for pricing" />
        {note ? <span className={styles.muted}> {note}</span> : null}
      </div>
      <Inline gap="xs">
        <PlanBadges plan={plan} />
      </Inline>
      <p className={styles.muted}>
        {plural(features.length, "feature")} · Billing: {labelOf(plan.billingPeriod)}
        {plan.trialPeriod ? ` · Trial: ${plural(plan.trialPeriod, "day")}` : ""}
      </p>
      {features.length > 0 ? (
        <ul className={styles.features} aria-label={`Features of ${plan.name}`}>
          {features.slice(0, FEATURES_SHOWN).map((feature) => (
            <li key={feature.id}>
              {feature.featureType === "quantity" && feature.value !== null
                ? `${feature.name}: ${String(feature.value)}`
                : feature.name}
            </li>
          ))}
          {more > 0 ? <li className={styles.muted}>{`+${more} more features`}</li> : null}
        </ul>
      ) : null}
    </>
  );
}
