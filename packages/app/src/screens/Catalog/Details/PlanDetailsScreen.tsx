import type { PlanResponse } from "@round/forms/schemas";
import {
  Card,
  type DataTableColumn,
  DescriptionList,
  EmptyState,
  formatDate,
  formatMoney,
  Money,
  PageHeader,
  PageState,
  StatusBadge,
  Link as UiLink,
} from "@round/ui";
import { Suspense } from "react";
import { Link, useParams } from "react-router";
import { useDeletePlan, useDuplicatePlan, usePlan, useUpdatePlan } from "../../../hooks/plans";
import { useAccountCurrency } from "../../../hooks/useAccount";
import * as layout from "../../../layouts/layout.css";
import { useCrumbLabel } from "../../../layouts/recordCrumbs";
import { HistoryLink } from "../../shared/HistoryLink";
import { usePreload } from "../../shared/onDemand";
import { RecordState } from "../../shared/RecordState";
import { DataTable } from "../../shared/tables";
import { EditPlanButton } from "./EditButton";
import { KINDS } from "./kinds";
import { periodOf, words, yesNo } from "./labels";
import { PricePoints } from "./PricePointsOnDemand";
import { ACTIVATE, ARCHIVE, DEACTIVATE, RecordActions } from "./RecordActions";

const kind = KINDS.plan;

/** `/catalog/plans/{id}`: every field of a plan, its price points priced at a few quantities, its features. */
export default function PlanDetailsScreen() {
  const { id = "" } = useParams();
  const plan = usePlan(id);
  // The price points and tables below the overview load alongside the plan.
  usePreload(PricePoints);
  usePreload(DataTable);
  useCrumbLabel(`/catalog/plans/${id}`, plan.data?.name ?? kind.noun);
  if (!plan.data) return <RecordState query={plan} kind={kind} />;
  return <PlanDetails plan={plan.data} />;
}

type Feature = PlanResponse["features"][number];
type Metric = PlanResponse["usageMetrics"][number];

function featureValue(feature: Feature): string {
  if (feature.featureType === "boolean") return feature.value === false ? "Not included" : "Included";
  if (feature.value === null || feature.value === "") return "—";
  return typeof feature.value === "number" ? feature.value.toLocaleString("en-US") : String(feature.value);
}

const featureColumns: DataTableColumn<Feature>[] = [
  { key: "name", header: "Feature", cell: (feature) => feature.name },
  { key: "type", header: "Type", cell: (feature) => words(feature.featureType) },
  { key: "value", header: "Value", cell: featureValue },
  { key: "description", header: "Description", cell: (feature) => feature.description || "—" },
];

function PlanDetails({ plan }: { plan: PlanResponse }) {
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const duplicate = useDuplicatePlan();
  const accountCurrency = useAccountCurrency();
  const currency = plan.pricePoints[0]?.currency ?? plan.startingPrice?.currency ?? accountCurrency;
  const features = [...plan.features].sort((a, b) => a.displayOrder - b.displayOrder);
  const metricColumns: DataTableColumn<Metric>[] = [
    { key: "name", header: "Metric", cell: (metric) => metric.metricName },
    { key: "unit", header: "Unit", cell: (metric) => metric.unit },
    { key: "aggregation", header: "Aggregation", cell: (metric) => words(metric.aggregation) },
    {
      key: "price",
      header: "Price per unit",
      align: "end",
      cell: (metric) =>
        metric.pricePerUnit === null
          ? "—"
          : formatMoney(metric.pricePerUnit, currency, { maximumFractionDigits: 6 }),
    },
    {
      key: "included",
      header: "Included",
      align: "end",
      cell: (metric) => (metric.includedQuantity ?? 0).toLocaleString("en-US"),
    },
    { key: "overage", header: "Overage billed", cell: (metric) => yesNo(metric.overage) },
  ];

  return (
    <div className={layout.page}>
      <PageHeader
        title={plan.name}
        subtitle={plan.description}
        back={{ href: kind.listHref, label: `Back to ${kind.listLabel}` }}
        linkAs={Link}
        actions={
          <RecordActions
            kind={kind}
            name={plan.name}
            status={plan.status}
            statusActions={[ACTIVATE, DEACTIVATE, ARCHIVE]}
            onStatus={(status) =>
              update.mutateAsync({ id: plan.id, values: { status: status as PlanResponse["status"] } })
            }
            onDuplicate={() => duplicate.mutateAsync(plan.id)}
            detailHref={(id) => `/catalog/plans/${id}`}
            onDelete={() => remove.mutateAsync(plan.id)}
          >
            <HistoryLink resourceType="plan" resourceId={plan.id} />
            <EditPlanButton plan={plan} />
          </RecordActions>
        }
      />
      <Card title="Overview">
        <DescriptionList
          columns={2}
          items={[
            { term: "Status", detail: <StatusBadge status={plan.status} /> },
            {
              term: "Product family",
              detail: (
                <UiLink href={`/catalog/families/${plan.productFamilyId}`} as={Link}>
                  {plan.productFamilyName}
                </UiLink>
              ),
            },
            {
              term: "Starting price",
              detail: plan.startingPrice ? (
                <Money
                  amount={plan.startingPrice.amount}
                  currency={plan.startingPrice.currency}
                  period={periodOf(plan.startingPrice.billingFrequency)}
                />
              ) : (
                "Custom / Contact for pricing"
              ),
            },
            { term: "Billing period", detail: words(plan.billingPeriod) },
            {
              term: "Billing cycles",
              detail: plan.billingCycles === null ? "Unlimited" : String(plan.billingCycles),
            },
            { term: "Trial", detail: plan.trialPeriod ? `${plan.trialPeriod} days` : "None" },
            { term: "Metered", detail: yesNo(plan.isMetered) },
            { term: "MRR", detail: <Money amount={plan.mrr} currency={currency} period="month" /> },
            { term: "Created", detail: formatDate(plan.createdAt) },
            { term: "Updated", detail: formatDate(plan.updatedAt) },
          ]}
        />
      </Card>
      <PricePoints points={plan.pricePoints} metric={plan.usageMetrics[0] ?? null} checkoutLinks />
      <Card title={`Features (${features.length})`}>
        {features.length === 0 ? (
          <EmptyState title="No features" description="This plan lists no features." headingLevel={3} />
        ) : (
          <Suspense fallback={<PageState status="loading" label="Loading features" />}>
            <DataTable
              aria-label="Features"
              minWidth={480}
              columns={featureColumns}
              rows={features}
              getRowId={(feature) => feature.id}
            />
          </Suspense>
        )}
      </Card>
      {plan.isMetered || plan.usageMetrics.length > 0 ? (
        <Card title="Usage metrics">
          {plan.usageMetrics.length === 0 ? (
            <EmptyState title="No usage metrics" headingLevel={3} />
          ) : (
            <Suspense fallback={<PageState status="loading" label="Loading usage metrics" />}>
              <DataTable
                aria-label="Usage metrics"
                minWidth={480}
                columns={metricColumns}
                rows={plan.usageMetrics}
                getRowId={(metric) => metric.id}
              />
            </Suspense>
          )}
        </Card>
      ) : null}
      <Card title="Customer portal">
        <DescriptionList
          columns={2}
          items={[
            { term: "Show in checkout", detail: yesNo(plan.customerPortal.showInCheckout) },
            { term: "Show in portal", detail: yesNo(plan.customerPortal.showInPortal) },
            { term: "Allow upgrade", detail: yesNo(plan.customerPortal.allowUpgrade) },
            { term: "Allow downgrade", detail: yesNo(plan.customerPortal.allowDowngrade) },
            { term: "Allow cancellation", detail: yesNo(plan.customerPortal.allowCancellation) },
          ]}
        />
      </Card>
    </div>
  );
}
