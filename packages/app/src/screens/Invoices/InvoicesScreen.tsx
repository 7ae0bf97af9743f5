import type { InvoiceBulkResponse, InvoiceResponse } from "@round/forms/schemas";
import {
  ActionMenu,
  type ActionMenuItem,
  Button,
  Checkbox,
  type DataTableColumn,
  Inline,
  Money,
  PageHeader,
  ResultCount,
  SearchBox,
  Select,
  StatusBadge,
  Link as UiLink,
  useBreakpoint,
  useToast,
} from "@round/ui";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type BulkInvoiceAction, invoiceMessages, invoicesApi } from "../../api/invoices";
import { useBulkInvoices, useDeleteInvoice, useInvoices } from "../../hooks/invoices";
import { useTestClocks } from "../../hooks/testClocks";
import { NotAllowed, useCan } from "../../hooks/useCan";
import { type ListParams, useListParams } from "../../hooks/useListParams";
import * as layout from "../../layouts/layout.css";
import { saveFile } from "../../utils/download";
import { DeleteDialog } from "../shared/deleteDialog";
import { ListBody } from "../shared/ListBody";
import { preloadOn } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import {
  BulkResultsDialog,
  CreateInvoice,
  FinalizeConfirmDialog,
  InvoiceDialog,
  VoidInvoiceDialog,
} from "./dialogs";
import * as styles from "./Invoices.css";
import { InvoicesNav } from "./InvoicesNav";
import {
  day,
  INVOICE_STATUS_BADGE,
  invoiceCan,
  invoiceName,
  invoiceNumber,
  PENDING_FILTER,
  STATUS_FILTERS,
} from "./invoiceFormat";
import { usePdfDownload } from "./invoicePdf";

const FILTERS = ["status", "testClockId"] as const;
const VIEWS = ["table"] as const;
const SORT = {
  fields: ["createdAt", "number", "customerName", "status", "amount", "dueDate"],
  defaultOrderBy: "createdAt",
  defaultAscending: false,
};
const PAGE_SIZE = 20;
const NOUN = { one: "invoice", other: "invoices" };

/** The column a table header sorts by, as the API names it. */
const SORT_KEYS: Record<string, string> = {
  number: "number",
  customer: "customerName",
  amount: "amount",
  status: "status",
  dueDate: "dueDate",
};

type List = ListParams<(typeof FILTERS)[number]>;

/** `/invoices`: every invoice of the account, searched, filtered and paged by the server. */
export default function InvoicesScreen() {
  const list = useListParams({ filters: FILTERS, views: VIEWS, pageSize: PAGE_SIZE, sort: SORT });
  const invoices = useInvoices(list.query);
  const navigate = useNavigate();
  const { toast } = useToast();
  const can = useCan("manageBilling");
  const remove = useDeleteInvoice();
  const bulk = useBulkInvoices();
  const pdf = usePdfDownload();
  const [creating, setCreating] = useState(false);
  const [voiding, setVoiding] = useState<InvoiceResponse | null>(null);
  const [deleting, setDeleting] = useState<InvoiceResponse | null>(null);
  const [exporting, setExporting] = useState(false);
  // The invoices ticked, kept by id (as listed) so the results can name them after the page changes.
  const [selected, setSelected] = useState<ReadonlyMap<string, InvoiceResponse>>(new Map());
  const [finalizing, setFinalizing] = useState<InvoiceResponse[] | null>(null);
  const [results, setResults] = useState<{
    result: InvoiceBulkResponse;
    names: ReadonlyMap<string, string>;
  } | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { status, testClockId } = list.filters;
      saveFile(
        await invoicesApi.exportCsv({
          ...(list.search ? { search: list.search } : {}),
          ...(status ? { status } : {}),
          ...(testClockId ? { testClockId } : {}),
        }),
        "invoices.csv",
      );
    } catch (error) {
      toast({ kind: "error", title: error instanceof Error ? error.message : invoiceMessages.exportFailed });
    } finally {
      setExporting(false);
    }
  };

  /** Runs a bulk action on the selection and shows each invoice's result; a failure of the call throws. */
  const runBulk = async (action: BulkInvoiceAction) => {
    const names = new Map([...selected].map(([id, invoice]) => [id, invoiceName(invoice)]));
    const result = await bulk.mutateAsync({ action, ids: [...names.keys()] });
    setSelected(new Map());
    setResults({ result, names });
  };
  const bulkAction = (action: BulkInvoiceAction) => {
    // Finalizing may charge cards: it is confirmed first, saying what each draft will do.
    if (action === "finalize") {
      setFinalizing([...selected.values()]);
      return;
    }
    runBulk(action).catch((error: unknown) =>
      toast({ kind: "error", title: error instanceof Error ? error.message : invoiceMessages.bulkFailed }),
    );
  };

  const items = invoices.data?.items ?? [];
  const toggle = (invoice: InvoiceResponse, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(invoice.id, invoice);
      else next.delete(invoice.id);
      return next;
    });
  const pageSelected = items.filter((invoice) => selected.has(invoice.id)).length;

  const menu = (invoice: InvoiceResponse) => {
    const name = invoiceName(invoice);
    const href = `/invoices/${invoice.id}`;
    const entries: ActionMenuItem[] = [{ type: "link", label: "View", href, as: Link }];
    if (can.allowed && invoice.status === "draft")
      entries.push({ type: "link", label: "Edit", href, as: Link });
    entries.push({ label: "Download PDF", onSelect: () => void pdf.download(invoice) });
    if (can.allowed && invoiceCan.void(invoice.status)) {
      entries.push(
        { type: "separator" },
        { label: "Void", destructive: true, onSelect: () => setVoiding(invoice) },
      );
    }
    if (can.allowed && invoiceCan.remove(invoice.status)) {
      entries.push(
        { type: "separator" },
        { label: "Delete", destructive: true, onSelect: () => setDeleting(invoice) },
      );
    }
    return <ActionMenu label={`Actions for ${name}`} items={entries} />;
  };

  // A phone shows what matters of each invoice in two columns: the number over its customer, the amount
  // over its status (the dates are on the invoice's page).
  const phone = useBreakpoint() === "mobile";
  const phoneColumns: DataTableColumn<InvoiceResponse>[] = [
    {
      key: "number",
      header: "Invoice",
      sortValue: (invoice) => invoice.number ?? "",
      cell: (invoice) => (
        <span className={styles.nameCell}>
          <UiLink href={`/invoices/${invoice.id}`} as={Link} className={styles.number}>
            {invoiceNumber(invoice)}
          </UiLink>
          <span className={styles.muted}>{invoice.customerName}</span>
        </span>
      ),
    },
    {
      key: "amount",
      header: "Amount",
      align: "end",
      sortValue: (invoice) => invoice.amount,
      cell: (invoice) => (
        <span className={styles.stacked}>
          <Money amount={invoice.amount} currency={invoice.currency} />
          <StatusBadge {...INVOICE_STATUS_BADGE[invoice.status]} />
        </span>
      ),
      width: 124,
    },
  ];
  const columns: DataTableColumn<InvoiceResponse>[] = [
    ...(can.allowed
      ? [
          {
            key: "select",
            // The column's own name beside the box (the box's label names what it does).
            header: (
              <>
                <span className={styles.hidden}>Selection</span>
                <Checkbox
                  label={<span className={styles.hidden}>Select every invoice on this page</span>}
                  checked={items.length > 0 && pageSelected === items.length}
                  indeterminate={pageSelected > 0 && pageSelected < items.length}
                  onCheckedChange={(on) => {
                    for (const invoice of items) toggle(invoice, on);
                  }}
                />
              </>
            ),
            cell: (invoice: InvoiceResponse) => (
              <Checkbox
                label={<span className={styles.hidden}>Select {invoiceName(invoice)}</span>}
                checked={selected.has(invoice.id)}
                onCheckedChange={(on) => toggle(invoice, on)}
              />
            ),
            width: 48,
          },
        ]
      : []),
    {
      key: "number",
      header: "Invoice",
      sortValue: (invoice) => invoice.number ?? "",
      cell: (invoice) => (
        <UiLink href={`/invoices/${invoice.id}`} as={Link} className={styles.number}>
          {invoiceNumber(invoice)}
        </UiLink>
      ),
      width: 165,
    },
    {
      key: "customer",
      header: "Customer",
      sortValue: (invoice) => invoice.customerName,
      cell: (invoice) => (
        <span className={styles.nameCell}>
          <UiLink href={`/customers/${invoice.customerId}`} as={Link} tone="inherit" underline="hover">
            {invoice.customerName}
          </UiLink>
        </span>
      ),
    },
    {
      key: "amount",
      header: "Amount",
      align: "end",
      sortValue: (invoice) => invoice.amount,
      cell: (invoice) => <Money amount={invoice.amount} currency={invoice.currency} />,
      width: 120,
    },
    {
      key: "status",
      header: "Status",
      sortValue: (invoice) => invoice.status,
      cell: (invoice) => <StatusBadge {...INVOICE_STATUS_BADGE[invoice.status]} />,
      width: 140,
    },
    {
      key: "issueDate",
      header: "Issue date",
      cell: (invoice) => day(invoice.issueDate),
      width: 125,
    },
    {
      key: "dueDate",
      header: "Due date",
      sortValue: (invoice) => invoice.dueDate ?? "",
      cell: (invoice) => day(invoice.dueDate),
      width: 125,
    },
    {
      key: "actions",
      header: <span className={styles.hidden}>Actions</span>,
      cell: menu,
      width: 72,
      align: "end",
    },
  ];
  const shownColumns = phone
    ? [
        ...columns.filter((column) => column.key === "select").map((column) => ({ ...column, width: 44 })),
        ...phoneColumns,
        ...columns.filter((column) => column.key === "actions").map((column) => ({ ...column, width: 52 })),
      ]
    : columns;
  const sortKey = Object.entries(SORT_KEYS).find(([, field]) => field === list.sort?.orderBy)?.[0];
  const openCreate = () => setCreating(true);

  return (
    <div className={layout.page}>
      <PageHeader
        title="Invoices"
        subtitle="Every invoice of your customers: what is owed, what is paid and what is overdue."
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
              onClick={openCreate}
              disabled={!can.allowed}
              title={can.reason ?? undefined}
              {...preloadOn(CreateInvoice, InvoiceDialog)}
            >
              Create Invoice
            </Button>
          </Inline>
        }
      />
      <InvoicesNav current="/invoices" />
      <NotAllowed action="manageBilling" />
      <Controls list={list} count={invoices.data?.totalCount} />
      {selected.size > 0 ? (
        <section className={styles.bulkBar} aria-label="Selected invoices">
          <span>
            {selected.size} {selected.size === 1 ? "invoice" : "invoices"} selected
          </span>
          <Inline gap="sm">
            {(["finalize", "void", "collect"] as const).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === "void" ? "danger" : "secondary"}
                loading={bulk.isPending && bulk.variables?.action === action}
                loadingLabel="Working..."
                disabled={bulk.isPending}
                onClick={() => bulkAction(action)}
                {...(action === "finalize" ? preloadOn(FinalizeConfirmDialog) : {})}
              >
                {action === "finalize" ? "Finalize" : action === "void" ? "Void" : "Collect"}
              </Button>
            ))}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setSelected(new Map())}
              disabled={bulk.isPending}
            >
              Clear selection
            </Button>
          </Inline>
        </section>
      ) : null}
      <InvoiceList
        list={list}
        query={invoices}
        columns={shownColumns}
        phone={phone}
        sortKey={sortKey}
        onCreate={can.allowed ? openCreate : undefined}
      />
      <CreateInvoice
        open={creating}
        onOpenChange={setCreating}
        onCreated={(invoice) => navigate(`/invoices/${invoice.id}`)}
      />
      <VoidInvoiceDialog invoice={voiding} onClose={() => setVoiding(null)} />
      <FinalizeConfirmDialog
        invoices={finalizing}
        onClose={() => setFinalizing(null)}
        onConfirm={() => runBulk("finalize")}
      />
      <DeleteDialog
        item={deleting ? { id: deleting.id, name: invoiceName(deleting) } : null}
        title="Delete Invoice"
        onClose={() => setDeleting(null)}
        onDelete={async (id) => {
          await remove.mutateAsync(id);
          toast({ kind: "success", title: "Draft invoice deleted" });
        }}
      />
      <BulkResultsDialog
        result={results?.result ?? null}
        names={results?.names ?? new Map()}
        onClose={() => setResults(null)}
      />
    </div>
  );
}

function Controls({ list, count }: { list: List; count: number | undefined }) {
  // The box shows what is typed at once; the address (and the request) follow once typing pauses.
  const [text, setText] = useState(list.search);
  useEffect(() => setText(list.search), [list.search]);
  const pending = list.filters.status === PENDING_FILTER.value;
  const options = useMemo(
    () => [...STATUS_FILTERS, ...(pending ? [PENDING_FILTER] : [])].map((option) => ({ ...option })),
    [pending],
  );
  return (
    <Inline gap="md" justify="between" align="end">
      {/* Bottoms aligned: the status filter's label stands above its box, the search box has none shown. */}
      <Inline gap="md" align="end">
        <SearchBox
          label="Search invoices"
          placeholder="Search by number, customer, status or amount"
          value={text}
          onValueChange={setText}
          onSearch={list.setSearch}
          debounceMs={300}
        />
        <Select
          label="Status"
          options={options}
          value={list.filters.status}
          onValueChange={(status) => list.setFilters({ status })}
        />
        <ClockFilter list={list} />
      </Inline>
      {count !== undefined ? <ResultCount count={count} noun={NOUN} /> : null}
    </Inline>
  );
}

/**
 * Which invoices: the account's own (live), or a test clock's rehearsal. Shown once the account has a clock;
 * a rehearsal's invoices stay out of the list until its clock is chosen.
 */
function ClockFilter({ list }: { list: List }) {
  const clocks = useTestClocks();
  const chosen = list.filters.testClockId;
  const options = useMemo(
    () => [
      { value: "", label: "Live invoices" },
      ...(clocks.data ?? []).map((clock) => ({ value: clock.id, label: `Test clock: ${clock.name}` })),
    ],
    [clocks.data],
  );
  if (!chosen && (clocks.data?.length ?? 0) === 0) return null;
  return (
    <Select
      label="Invoices of"
      options={options}
      value={chosen}
      onValueChange={(testClockId) => list.setFilters({ testClockId })}
    />
  );
}

function InvoiceList({
  list,
  query,
  columns,
  sortKey,
  onCreate,
  phone,
}: {
  list: List;
  query: ReturnType<typeof useInvoices>;
  columns: DataTableColumn<InvoiceResponse>[];
  sortKey: string | undefined;
  onCreate: (() => void) | undefined;
  phone: boolean;
}) {
  return (
    <ListBody
      list={list}
      query={query}
      loadingLabel="Loading invoices"
      errorTitle={invoiceMessages.loadInvoicesFailed}
      emptyTitle="No invoices found"
      emptyHint="Create your first invoice to bill a customer"
      emptyAction={onCreate ? { label: "Create Your First Invoice", onClick: onCreate } : undefined}
      tableWhileLoading
      renderList={(items, loading) => (
        <DataTable
          aria-label="Invoices"
          loading={loading}
          loadingLabel="Loading invoices"
          columns={columns}
          rows={items}
          getRowId={(invoice) => invoice.id}
          manualSorting
          sort={
            sortKey && list.sort ? { key: sortKey, direction: list.sort.isAscending ? "asc" : "desc" } : null
          }
          onSortChange={(sort) => list.setSort(SORT_KEYS[sort.key] ?? "createdAt", sort.direction === "asc")}
          height={640}
          // The fixed columns take 810 px: below this the table scrolls sideways rather than squeezing the
          // customer's name into the little that is left. A phone's two columns fit its width.
          minWidth={phone ? 0 : 960}
        />
      )}
    />
  );
}
