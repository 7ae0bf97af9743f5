import type {
  AddonResponse,
  ChargeResponse,
  PlanResponse,
  ProductFamilyResponse,
} from "@round/forms/schemas";
import { Card, DataTable, type DataTableColumn, Money, StatusBadge, Tabs } from "@round/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAccountCurrency } from "../../../hooks/useAccount";
import { LoadFailed } from "../../../layouts/LoadFailed";
import { modelLabel, periodOf, words } from "./labels";

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

/** The charges' columns; an amount without its own currency is in the account's. */
const chargeColumns = (accountCurrency: string): DataTableColumn<ChargeResponse>[] => [
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
        <Money amount={charge.amount} currency={charge.currency ?? accountCurrency} />
      ) : (
        "—"
      ),
  },
];

export interface ListResult<T> {
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
  );
}

/**
 * A family page's Products card: its plans, add-ons and charges in tabs of tables. A chunk of its own (the
 * tabs and the table), loaded alongside the family; the lists come from the page.
 */
export function FamilyProducts({
  family,
  plans,
  addons,
  charges,
}: {
  family: ProductFamilyResponse;
  plans: ListResult<PlanResponse> & { data?: { totalCount: number } };
  addons: ListResult<AddonResponse> & { data?: { totalCount: number } };
  charges: ListResult<ChargeResponse> & { data?: { totalCount: number } };
}) {
  const accountCurrency = useAccountCurrency();
  return (
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
                columns={chargeColumns(accountCurrency)}
                label="Charges"
                noun="charges"
                href={(charge) => `/catalog/charges/${charge.id}`}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
