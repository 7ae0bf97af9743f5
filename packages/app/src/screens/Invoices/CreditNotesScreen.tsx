import type { CreditNoteResponse } from "@round/forms/schemas";
import {
  Button,
  type DataTableColumn,
  FileIcon,
  IconButton,
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
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { creditNoteMessages, creditNotesApi } from "../../api/creditNotes";
import { useCreditNotes } from "../../hooks/creditNotes";
import { type ListParams, useListParams } from "../../hooks/useListParams";
import * as layout from "../../layouts/layout.css";
import { saveFile } from "../../utils/download";
import { ListBody } from "../shared/ListBody";
import { DataTable } from "../shared/tables";
import { CREDIT_NOTE_STATUS_BADGE, CREDIT_NOTE_STATUS_FILTERS } from "./creditNoteBadges";
import { useCreditNotePdfDownload } from "./creditNotePdf";
import * as styles from "./Invoices.css";
import { InvoicesNav } from "./InvoicesNav";
import { day } from "./invoiceFormat";

const FILTERS = ["status"] as const;
const VIEWS = ["table"] as const;
const SORT = {
  fields: ["createdAt", "number", "total"],
  defaultOrderBy: "createdAt",
  defaultAscending: false,
};
const PAGE_SIZE = 20;
const NOUN = { one: "credit note", other: "credit notes" };

/** The column a table header sorts by, as the API names it. */
const SORT_KEYS: Record<string, string> = { number: "number", date: "createdAt", total: "total" };

type List = ListParams<(typeof FILTERS)[number]>;

/**
 * `/invoices/credit-notes`: every credit note of the account (issued from an invoice's page), searched by
 * number, filtered by status and paged by the server, each with its PDF.
 */
export default function CreditNotesScreen() {
  const list = useListParams({ filters: FILTERS, views: VIEWS, pageSize: PAGE_SIZE, sort: SORT });
  const notes = useCreditNotes(list.query);
  const { toast } = useToast();
  const pdf = useCreditNotePdfDownload();
  const [exporting, setExporting] = useState(false);
  const phone = useBreakpoint() === "mobile";

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { status } = list.filters;
      saveFile(
        await creditNotesApi.exportCsv({
          ...(list.search ? { search: list.search } : {}),
          ...(status ? { status } : {}),
        }),
        "credit-notes.csv",
      );
    } catch (error) {
      toast({
        kind: "error",
        title: error instanceof Error ? error.message : creditNoteMessages.exportFailed,
      });
    } finally {
      setExporting(false);
    }
  };

  const invoiceLink = (note: CreditNoteResponse) => (
    <UiLink href={`/invoices/${note.invoiceId}`} as={Link} className={styles.number}>
      {note.invoiceNumber ?? "Invoice"}
    </UiLink>
  );
  const customerLink = (note: CreditNoteResponse) => (
    <UiLink href={`/customers/${note.customerId}`} as={Link} tone="inherit" underline="hover">
      {note.customerName}
    </UiLink>
  );
  const money = (amount: number, note: CreditNoteResponse) => (
    <Money amount={amount} currency={note.currency} />
  );
  const badge = (note: CreditNoteResponse) => <StatusBadge {...CREDIT_NOTE_STATUS_BADGE[note.status]} />;
  // The PDF's button: 'PDF' with the file's icon; on a phone the icon alone (its name says it all).
  const pdfColumn: DataTableColumn<CreditNoteResponse> = {
    key: "pdf",
    header: <span className={styles.hidden}>Download</span>,
    align: "end",
    cell: (note) =>
      phone ? (
        <IconButton
          size="sm"
          icon={<FileIcon size={16} />}
          label={`Download PDF of ${note.number}`}
          onClick={() => void pdf.download(note)}
          disabled={pdf.busy === note.id}
          aria-busy={pdf.busy === note.id || undefined}
        />
      ) : (
        <Button
          size="sm"
          variant="ghost"
          icon={<FileIcon size={14} />}
          onClick={() => void pdf.download(note)}
          loading={pdf.busy === note.id}
          loadingLabel="PDF"
          aria-label={`Download PDF of ${note.number}`}
          title="Download PDF"
        >
          PDF
        </Button>
      ),
    width: phone ? 52 : 96,
  };

  // A phone shows what matters of each credit note in two columns: its number over the invoice and the
  // customer, its total over its status (the split of the total is in the PDF).
  const phoneColumns: DataTableColumn<CreditNoteResponse>[] = [
    {
      key: "number",
      header: "Credit note",
      cell: (note) => (
        <span className={styles.nameCell}>
          <span className={styles.number}>{note.number}</span>
          {invoiceLink(note)}
          <span className={styles.muted}>{note.customerName}</span>
        </span>
      ),
    },
    {
      key: "total",
      header: "Total",
      align: "end",
      cell: (note) => (
        <span className={styles.stacked}>
          {money(note.total, note)}
          {badge(note)}
        </span>
      ),
      width: 108,
    },
    pdfColumn,
  ];
  const columns: DataTableColumn<CreditNoteResponse>[] = [
    {
      key: "number",
      header: "Number",
      sortValue: (note) => note.number,
      cell: (note) => <span className={styles.number}>{note.number}</span>,
      width: 124,
    },
    { key: "invoice", header: "Invoice", cell: invoiceLink, width: 108 },
    {
      key: "customer",
      header: "Customer",
      cell: (note) => <span className={styles.nameCell}>{customerLink(note)}</span>,
    },
    {
      key: "date",
      header: "Date",
      sortValue: (note) => note.createdAt,
      cell: (note) => day(note.createdAt),
      width: 116,
    },
    {
      key: "total",
      header: "Total",
      align: "end",
      sortValue: (note) => note.total,
      cell: (note) => money(note.total, note),
      width: 100,
    },
    {
      key: "refunded",
      header: "Refunded",
      align: "end",
      cell: (note) => money(note.refundAmount, note),
      width: 104,
    },
    {
      key: "credited",
      header: "To balance",
      align: "end",
      cell: (note) => money(note.creditAmount, note),
      width: 112,
    },
    { key: "status", header: "Status", cell: badge, width: 104 },
    pdfColumn,
  ];
  const sortKey = Object.entries(SORT_KEYS).find(([, field]) => field === list.sort?.orderBy)?.[0];

  return (
    <div className={layout.page}>
      <PageHeader
        title="Credit notes"
        subtitle="What was credited back on your invoices: refunds, balance credits and corrections."
        actions={
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            loading={exporting}
            loadingLabel="Exporting..."
          >
            Export CSV
          </Button>
        }
      />
      <InvoicesNav current="/invoices/credit-notes" />
      <Controls list={list} count={notes.data?.totalCount} />
      <ListBody
        list={list}
        query={notes}
        loadingLabel="Loading credit notes"
        errorTitle={creditNoteMessages.loadFailed}
        emptyTitle={list.narrowed ? "No credit notes found" : "No credit notes yet"}
        emptyHint="Credit notes are issued from an invoice's page, to correct or refund it."
        tableWhileLoading
        renderList={(items, loading) => (
          <DataTable
            aria-label="Credit notes"
            loading={loading}
            loadingLabel="Loading credit notes"
            columns={phone ? phoneColumns : columns}
            rows={items}
            getRowId={(note) => note.id}
            manualSorting
            sort={
              sortKey && list.sort
                ? { key: sortKey, direction: list.sort.isAscending ? "asc" : "desc" }
                : null
            }
            onSortChange={(sort) =>
              list.setSort(SORT_KEYS[sort.key] ?? "createdAt", sort.direction === "asc")
            }
            height={640}
            // The fixed columns take 1074 px: below this (at 1280 px beside the open sidebar too) the table
            // scrolls sideways rather than squeezing the customer's name or cutting a header short. A phone's
            // columns fit its width.
            minWidth={phone ? 0 : 1230}
          />
        )}
      />
    </div>
  );
}

function Controls({ list, count }: { list: List; count: number | undefined }) {
  // The box shows what is typed at once; the address (and the request) follow once typing pauses.
  const [text, setText] = useState(list.search);
  useEffect(() => setText(list.search), [list.search]);
  return (
    <Inline gap="md" justify="between" align="end">
      <Inline gap="md" align="end">
        <SearchBox
          label="Search credit notes"
          placeholder="Search by number"
          value={text}
          onValueChange={setText}
          onSearch={list.setSearch}
          debounceMs={300}
        />
        <Select
          label="Status"
          options={CREDIT_NOTE_STATUS_FILTERS.map((option) => ({ ...option }))}
          value={list.filters.status}
          onValueChange={(status) => list.setFilters({ status })}
        />
      </Inline>
      {count !== undefined ? <ResultCount count={count} noun={NOUN} /> : null}
    </Inline>
  );
}
