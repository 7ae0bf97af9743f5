import { CHURN_RISKS, CUSTOMER_STATUSES, type CustomerResponse } from "@round/forms/schemas";
import {
  ActionMenu,
  Button,
  Card,
  Columns,
  type DataTableColumn,
  DescriptionList,
  type FilterField,
  FilterPanel,
  type FilterValues,
  Inline,
  Money,
  PageHeader,
  PageState,
  ResultCount,
  SearchBox,
  Stack,
  StatCard,
  StatusBadge,
  Link as UiLink,
  useToast,
  ViewModeSwitch,
} from "@round/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { customerMessages, customersApi } from "../../api/customers";
import {
  useCreateCustomer,
  useCustomer,
  useCustomerSummary,
  useCustomers,
  useDeleteCustomer,
  useImportCustomers,
  useUpdateCustomer,
} from "../../hooks/customers";
import { usePlans } from "../../hooks/plans";
import { useAccountCurrency } from "../../hooks/useAccount";
import { NotAllowed, useCan } from "../../hooks/useCan";
import { useListParams } from "../../hooks/useListParams";
import { referenceLists, referenceLoaders } from "../../hooks/useReference";
import * as layout from "../../layouts/layout.css";
import { saveFile } from "../../utils/download";
import { DeleteDialog } from "../shared/deleteDialog";
import { ListBody } from "../shared/ListBody";
import { preloadOn } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import * as styles from "./Customers.css";
import { CHURN_RISK_BADGE, percent, STATUS_LABELS, secondaryName } from "./customerFormat";
import { CustomerDialog, CustomerImportDialog, loadTestClockOptions } from "./dialogs";

const FILTERS = ["status", "churnRisk", "planId", "country"] as const;
const VIEWS = ["table", "grid"] as const;
const SORT = {
  fields: ["displayName", "email", "company", "status", "totalMRR", "totalLTV", "churnRisk", "createdAt"],
  defaultOrderBy: "createdAt",
  defaultAscending: false,
};
/** A page of the table: long enough to scroll, short enough to answer fast at any size of account. */
const PAGE_SIZE = 100;
const NOUN = { one: "customer", other: "customers" };

/** The column a table header sorts by, as the API names it. */
const SORT_KEYS: Record<string, string> = {
  customer: "displayName",
  status: "status",
  mrr: "totalMRR",
  ltv: "totalLTV",
  churnRisk: "churnRisk",
};

/** `/customers` (and `/customers/new` with the Add Customer dialog open). */
export default function CustomersScreen({ adding = false }: { adding?: boolean }) {
  const list = useListParams({ filters: FILTERS, views: VIEWS, pageSize: PAGE_SIZE, sort: SORT });
  const customers = useCustomers(list.query);
  const summary = useCustomerSummary();
  const accountCurrency = useAccountCurrency();
  const navigate = useNavigate();
  const { toast } = useToast();
  const can = useCan("manageCustomers");
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const remove = useDeleteCustomer();
  const importer = useImportCustomers();
  const [editing, setEditing] = useState<CustomerResponse | null>(null);
  const editingRecord = useCustomer(editing?.id);
  const [deleting, setDeleting] = useState<CustomerResponse | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const countries = useQuery({
    queryKey: ["reference", "countries"],
    queryFn: () => referenceLists.countries(),
  });
  // The plan filter offers the catalog's plans, by name (the first 100: a catalog rarely holds more).
  const plans = usePlans({ pageSize: 100, orderBy: "name", isAscending: true });
  const addOpen = adding;
  const closeAdd = () => navigate({ pathname: "/customers", search: list.searchString }, { replace: true });
  const openAdd = () => navigate({ pathname: "/customers/new", search: list.searchString });

  const filterFields: FilterField[] = [
    {
      type: "select",
      name: "status",
      label: "Status",
      options: CUSTOMER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
    },
    {
      type: "select",
      name: "churnRisk",
      label: "Churn Risk",
      options: CHURN_RISKS.map((risk) => ({ value: risk, label: CHURN_RISK_BADGE[risk].label })),
    },
    {
      type: "select",
      name: "planId",
      label: "Plan",
      options: (plans.data?.items ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
    },
    {
      type: "select",
      name: "country",
      label: "Country",
      options: (countries.data ?? []).map((country) => ({
        value: country.countryCodeAlpha2,
        label: country.countryName,
      })),
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { search, status, churnRisk, planId, country } = { ...list.filters, search: list.search };
      saveFile(await customersApi.exportCsv({ search, status, churnRisk, planId, country }), "customers.csv");
    } catch (error) {
      toast({ kind: "error", title: error instanceof Error ? error.message : customerMessages.exportFailed });
    } finally {
      setExporting(false);
    }
  };

  const menu = (customer: CustomerResponse) => (
    <ActionMenu
      label={`Actions for ${customer.displayName}`}
      items={[
        { type: "link", label: "View Details", href: `/customers/${customer.id}`, as: Link },
        ...(can.allowed
          ? [
              { label: "Edit Customer", onSelect: () => setEditing(customer) },
              { type: "separator" as const },
              { label: "Delete Customer", destructive: true, onSelect: () => setDeleting(customer) },
            ]
          : []),
      ]}
    />
  );

  const columns: DataTableColumn<CustomerResponse>[] = [
    {
      key: "customer",
      header: "Customer",
      sortValue: (customer) => customer.displayName,
      // The table makes the first cell the row's link (getRowHref).
      cell: (customer) => (
        <span className={styles.nameCell}>
          <span className={styles.name}>{customer.displayName}</span>
          <span className={styles.muted}>{customer.email}</span>
        </span>
      ),
    },
    {
      key: "status",
      header: "Status",
      sortValue: (customer) => customer.status,
      cell: (customer) => <StatusBadge status={customer.status} />,
      width: 130,
    },
    {
      key: "mrr",
      header: "MRR",
      align: "end",
      sortValue: (customer) => customer.totalMRR,
      cell: (customer) => <Money amount={customer.totalMRR} currency={customer.currency} />,
      width: 130,
    },
    {
      key: "ltv",
      header: "LTV",
      align: "end",
      sortValue: (customer) => customer.totalLTV,
      cell: (customer) => <Money amount={customer.totalLTV} currency={customer.currency} />,
      width: 130,
    },
    {
      key: "churnRisk",
      header: "Churn Risk",
      sortValue: (customer) => customer.churnRisk,
      cell: (customer) => <StatusBadge {...CHURN_RISK_BADGE[customer.churnRisk]} />,
      width: 160,
    },
    {
      key: "actions",
      header: <span className={styles.hidden}>Actions</span>,
      cell: menu,
      width: 72,
      align: "end",
    },
  ];
  const sortKey = Object.entries(SORT_KEYS).find(([, field]) => field === list.sort?.orderBy)?.[0];

  const currency = summary.data?.currency ?? accountCurrency;
  return (
    <div className={layout.page}>
      <PageHeader
        title="Customer Management"
        subtitle="Everyone who buys from you: their revenue, their balance and their risk."
        actions={
          <Inline gap="sm">
            <Button
              variant="secondary"
              onClick={() => void exportCsv()}
              loading={exporting}
              loadingLabel="Exporting..."
            >
              Export
            </Button>
            <Button
              variant="secondary"
              onClick={() => setImporting(true)}
              disabled={!can.allowed}
              title={can.reason ?? undefined}
            >
              Import
            </Button>
            <Button
              onClick={openAdd}
              disabled={!can.allowed}
              title={can.reason ?? undefined}
              {...preloadOn(CustomerDialog)}
            >
              Add Customer
            </Button>
          </Inline>
        }
      />
      <NotAllowed action="manageCustomers" />
      <section aria-label="Customer summary" className={styles.stats}>
        <StatCard
          label="Total Customers"
          value={summary.data?.totalCustomers ?? 0}
          loading={summary.isPending}
        />
        <StatCard
          label="Active Customers"
          value={summary.data?.activeCustomers ?? 0}
          loading={summary.isPending}
        />
        <StatCard
          label="Avg MRR"
          value={<Money amount={summary.data?.avgMRR ?? 0} currency={currency} />}
          loading={summary.isPending}
        />
        <StatCard
          label="Avg LTV"
          value={<Money amount={summary.data?.avgLTV ?? 0} currency={currency} />}
          loading={summary.isPending}
        />
        <StatCard
          label="Churn Rate"
          value={percent(summary.data?.churnRate ?? 0)}
          loading={summary.isPending}
        />
      </section>
      {summary.isError ? (
        <PageState
          status="error"
          title={customerMessages.loadSummaryFailed}
          message={summary.error.message}
          onRetry={() => void summary.refetch()}
        />
      ) : null}
      <Controls list={list} filters={filterFields} count={customers.data?.totalCount} />
      <CustomerList
        list={list}
        query={customers}
        columns={columns}
        sortKey={sortKey}
        onSort={(key, ascending) => list.setSort(SORT_KEYS[key] ?? "createdAt", ascending)}
        menu={menu}
        onAdd={can.allowed ? openAdd : undefined}
      />
      <CustomerDialog
        open={addOpen || editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setEditing(null);
          if (addOpen) closeAdd();
        }}
        // The list's record, then the customer's own answer (it says whether its test clock may change).
        {...(editing ? { mode: "edit" as const, initialValues: editingRecord.data ?? editing } : {})}
        loadCountries={referenceLoaders.loadCountries}
        loadTestClocks={loadTestClockOptions}
        onSubmit={async (values) => {
          await (editing ? update.mutateAsync({ id: editing.id, values }) : create.mutateAsync(values));
        }}
        onSuccess={() => toast({ kind: "success", title: editing ? "Customer updated" : "Customer added" })}
      />
      <CustomerImportDialog
        open={importing}
        onOpenChange={setImporting}
        onImport={(file) => importer.mutateAsync(file)}
        onSuccess={(imported) =>
          toast({ kind: "success", title: `${imported} ${imported === 1 ? NOUN.one : NOUN.other} imported` })
        }
      />
      <DeleteDialog
        item={deleting ? { id: deleting.id, name: deleting.displayName } : null}
        title="Delete Customer"
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await remove.mutateAsync(id);
          toast({ kind: "success", title: "Customer deleted" });
        }}
        onArchive={async (id) => {
          await update.mutateAsync({ id, values: { status: "cancelled" } });
          toast({ kind: "success", title: "Customer cancelled" });
        }}
        archiveLabel="Set to Cancelled"
        archivingLabel="Saving..."
      />
    </div>
  );
}

function Controls({
  list,
  filters,
  count,
}: {
  list: ReturnType<typeof useListParams<(typeof FILTERS)[number]>>;
  filters: FilterField[];
  count: number | undefined;
}) {
  // The box shows what is typed at once; the address (and the request) follow once typing pauses.
  const [text, setText] = useState(list.search);
  useEffect(() => setText(list.search), [list.search]);
  return (
    <Inline gap="md" justify="between">
      <Inline gap="md">
        <SearchBox
          label="Search customers"
          placeholder="Search by name, email, company or ID"
          value={text}
          onValueChange={setText}
          onSearch={list.setSearch}
          debounceMs={300}
        />
        <FilterPanel
          fields={filters}
          values={list.filters as FilterValues}
          onApply={(values) =>
            list.setFilters(
              Object.fromEntries(
                FILTERS.map((name) => [name, typeof values[name] === "string" ? values[name] : ""]),
              ),
            )
          }
          onReset={list.resetFilters}
        />
      </Inline>
      <Inline gap="md">
        {count !== undefined ? <ResultCount count={count} noun={NOUN} /> : null}
        <ViewModeSwitch
          modes={VIEWS}
          value={list.view === "grid" ? "grid" : "table"}
          onChange={list.setView}
        />
      </Inline>
    </Inline>
  );
}

function CustomerList({
  list,
  query,
  columns,
  sortKey,
  onSort,
  menu,
  onAdd,
}: {
  list: ReturnType<typeof useListParams<(typeof FILTERS)[number]>>;
  query: ReturnType<typeof useCustomers>;
  columns: DataTableColumn<CustomerResponse>[];
  sortKey: string | undefined;
  onSort: (key: string, ascending: boolean) => void;
  menu: (customer: CustomerResponse) => React.ReactNode;
  onAdd: (() => void) | undefined;
}) {
  return (
    <ListBody
      list={list}
      query={query}
      loadingLabel="Loading customers"
      errorTitle={customerMessages.loadCustomersFailed}
      emptyTitle="No customers found"
      emptyHint="Add your first customer to get started"
      emptyAction={onAdd ? { label: "Add Your First Customer", onClick: onAdd } : undefined}
      renderGrid={(items) => (
        <Columns as="ul" aria-label="Customers">
          {items.map((customer) => (
            <li key={customer.id}>
              <CustomerCard customer={customer} menu={menu(customer)} />
            </li>
          ))}
        </Columns>
      )}
      tableWhileLoading
      renderList={(items, loading) => (
        <DataTable
          aria-label="Customers"
          loading={loading}
          loadingLabel="Loading customers"
          columns={columns}
          rows={items}
          getRowId={(customer) => customer.id}
          getRowHref={(customer) => `/customers/${customer.id}`}
          linkAs={Link}
          manualSorting
          sort={
            sortKey && list.sort ? { key: sortKey, direction: list.sort.isAscending ? "asc" : "desc" } : null
          }
          onSortChange={(sort) => onSort(sort.key, sort.direction === "asc")}
          height={640}
          // The fixed columns take 622 px: below this the table scrolls sideways rather than squeezing
          // the customer's name and email into the little that is left.
          minWidth={880}
        />
      )}
    />
  );
}

function CustomerCard({ customer, menu }: { customer: CustomerResponse; menu: React.ReactNode }) {
  const secondary = secondaryName(customer);
  return (
    <Card
      className={styles.card}
      headingLevel={2}
      title={
        <UiLink href={`/customers/${customer.id}`} as={Link} tone="inherit" underline="hover">
          {customer.displayName}
        </UiLink>
      }
      actions={menu}
    >
      <Stack gap="sm">
        <span className={styles.muted}>{customer.email}</span>
        {secondary ? <span className={styles.muted}>{secondary}</span> : null}
        <Inline gap="xs">
          <StatusBadge status={customer.status} />
          <StatusBadge
            {...CHURN_RISK_BADGE[customer.churnRisk]}
            label={`${CHURN_RISK_BADGE[customer.churnRisk].label} risk`}
          />
        </Inline>
        <DescriptionList
          columns={2}
          items={[
            { term: "MRR", detail: <Money amount={customer.totalMRR} currency={customer.currency} /> },
            { term: "LTV", detail: <Money amount={customer.totalLTV} currency={customer.currency} /> },
          ]}
        />
      </Stack>
    </Card>
  );
}
