import type {
  AddonResponse,
  ChargeResponse,
  PlanResponse,
  ProductFamilyResponse,
} from "@round/forms/schemas";
import {
  Card,
  type DataTableColumn,
  DescriptionList,
  formatDate,
  Money,
  PageHeader,
  PageState,
  StatusBadge,
  Tabs,
  Link as UiLink,
} from "@round/ui";
import { type ReactNode, Suspense } from "react";
import { Link, useParams } from "react-router";
import { useAddons } from "../../../hooks/addons";
import { useCatalogSettings } from "../../../hooks/catalogSettings";
import { useCharges } from "../../../hooks/charges";
import { usePlans } from "../../../hooks/plans";
import { useDeleteProductFamily, useProductFamily } from "../../../hooks/productFamilies";
import { LoadFailed } from "../../../layouts/LoadFailed";
import * as layout from "../../../layouts/layout.css";
import { useCrumbLabel } from "../../../layouts/recordCrumbs";
import { usePreload } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import { EditFamilyButton } from "./EditButton";
import { KINDS } from "./kinds";
import { modelLabel, periodOf, words, yesNo } from "./labels";
import { RecordActions } from "./RecordActions";
import { RecordState } from "./RecordState";

const kind = KINDS.family;

/** `/catalog/families/{id}`: a product family, its settings and the plans, add-ons and charges in it. */
export default function FamilyDetailsScreen() {
  const { id = "" } = useParams();
  const family = useProductFamily(id);
  // The tables of the family's products load alongside the family.
  usePreload(DataTable);
  useCrumbLabel(`/catalog/families/${id}`, family.data?.name ?? kind.noun);
  if (!family.data) return <RecordState query={family} kind={kind} />;
  return <FamilyDetails family={family.data} />;
}

type Priced = { startingPrice: PlanResponse["startingPrice"] };

function startingPrice(item: Priced): ReactNode {
  const price = item.startingPrice;
  if (!price) return "Custom";
  return <Money amount={price.amount} currency={price.currency} period={periodOf(price.billingFrequency)} />;
}

const planColumns: DataTableColumn<PlanResponse>[] = [
  { key: "name", header: "Plan", cell: (plan) => plan.name },
  { key: "status", header: "Status", cell: (plan) => <StatusBadge status={plan.status} /> },
  { key: "period", header: "Billing period", cell: (plan) => words(plan.billingPeriod) },
  { key: "price", header: "Starting price", align: "end", cell: startingPrice },
];

const addonColumns: DataTableColumn<AddonResponse>[] = [
  { key: "name", header: "Add-on", cell: (addon) => addon.name },
  { key: "status", header: "Status", cell: (addon) => <StatusBadge status={addon.status} /> },
  { key: "type", header: "Type", cell: (addon) => words(addon.type) },
  { key: "price", header: "Starting price", align: "end", cell: startingPrice },
];

const chargeColumns: DataTableColumn<ChargeResponse>[] = [
  { key: "name", header: "Charge", cell: (charge) => charge.name },
  { key: "status", header: "Status", cell: (charge) => <StatusBadge status={charge.status} /> },
  { key: "type", header: "Type", cell: (charge) => words(charge.chargeType) },
  { key: "model", header: "Model", cell: (charge) => modelLabel(charge.chargeModel) },
  {
    key: "amount",
    header: "Amount",
    align: "end",
    cell: (charge) =>
      charge.chargeModel === "percentage" && charge.percentageValue !== null ? (
        `${charge.percentageValue}%`
      ) : charge.amount !== null ? (
        <Money amount={charge.amount} currency={charge.currency ?? "USD"} />
      ) : (
        "—"
      ),
  },
];

interface ListResult<T> {
  data: { items: T[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** One tab's table: loading rows, a load error with Retry, or the items linking to their pages. */
function ItemsTable<T extends { id: string }>({
  list,
  columns,
  label,
  noun,
  href,
}: {
  list: ListResult<T>;
  columns: DataTableColumn<T>[];
  label: string;
  noun: string;
  href: (item: T) => string;
}) {
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        text={list.error instanceof Error ? list.error.message : `Failed to load ${noun}`}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <Suspense fallback={<PageState status="loading" label={`Loading ${noun}`} />}>
      <DataTable
        aria-label={label}
        columns={columns}
        rows={list.data?.items ?? []}
        getRowId={(item) => item.id}
        getRowHref={href}
        linkAs={Link}
        loading={list.isPending}
        loadingLabel={`Loading ${noun}`}
        emptyTitle={`No ${noun} in this family`}
      />
    </Suspense>
  );
}

function FamilyDetails({ family }: { family: ProductFamilyResponse }) {
  const remove = useDeleteProductFamily();
  const settings = useCatalogSettings();
  // Everything in the family: one page of up to 100 of each kind.
  const query = { productFamilyId: family.id, pageSize: 100 };
  const plans = usePlans(query);
  const addons = useAddons(query);
  const charges = useCharges(query);
  const settingsHref = `/catalog/families/${family.id}/settings`;
  const counts = [
    `${family.planCount} ${family.planCount === 1 ? "plan" : "plans"}`,
    `${family.addonCount} ${family.addonCount === 1 ? "add-on" : "add-ons"}`,
    `${family.chargeCount} ${family.chargeCount === 1 ? "charge" : "charges"}`,
  ].join(", ");

  return (
    <div className={layout.page}>
      <PageHeader
        title={family.name}
        subtitle={family.description}
        back={{ href: kind.listHref, label: `Back to ${kind.listLabel}` }}
        linkAs={Link}
        actions={
          <RecordActions kind={kind} name={family.name} onDelete={() => remove.mutateAsync(family.id)}>
            <EditFamilyButton family={family} />
            <UiLink href={settingsHref} as={Link}>
              Settings
            </UiLink>
          </RecordActions>
        }
      />
      <Card title="Overview">
        <DescriptionList
          columns={2}
          items={[
            { term: "Status", detail: <StatusBadge status={family.status} /> },
            { term: "Category", detail: family.category },
            { term: "Products", detail: `${family.productCount} (${counts})` },
            {
              term: "Monthly revenue",
              detail: (
                <Money
                  amount={family.revenue}
                  currency={settings.data?.defaultCurrency ?? "USD"}
                  maximumFractionDigits={0}
                  period="month"
                />
              ),
            },
            { term: "Created", detail: formatDate(family.createdAt) },
            { term: "Updated", detail: formatDate(family.updatedAt) },
          ]}
        />
      </Card>
      <Card
        title="Settings"
        actions={
          <UiLink href={settingsHref} as={Link}>
            Edit settings
          </UiLink>
        }
      >
        <DescriptionList
          columns={2}
          items={[
            { term: "Allow custom pricing", detail: yesNo(family.settings.allowCustomPricing) },
            { term: "Require approval", detail: yesNo(family.settings.requireApproval) },
            { term: "Default currency", detail: family.settings.defaultCurrency },
          ]}
        />
      </Card>
      <Card title="Products">
        <Tabs
          label="Products in this family"
          items={[
            {
              value: "plans",
              label: `Plans (${plans.data?.totalCount ?? family.planCount})`,
              content: (
                <ItemsTable
                  list={plans}
                  columns={planColumns}
                  label="Plans"
                  noun="plans"
                  href={(plan) => `/catalog/plans/${plan.id}`}
                />
              ),
            },
            {
              value: "addons",
              label: `Add-ons (${addons.data?.totalCount ?? family.addonCount})`,
              content: (
                <ItemsTable
                  list={addons}
                  columns={addonColumns}
                  label="Add-ons"
                  noun="add-ons"
                  href={(addon) => `/catalog/addons/${addon.id}`}
                />
              ),
            },
            {
              value: "charges",
              label: `Charges (${charges.data?.totalCount ?? family.chargeCount})`,
              content: (
                <ItemsTable
                  list={charges}
                  columns={chargeColumns}
                  label="Charges"
                  noun="charges"
                  href={(charge) => `/catalog/charges/${charge.id}`}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
