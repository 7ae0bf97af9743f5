import type { CustomerResponse, InvoiceResponse } from "@round/forms/schemas";
import {
  Button,
  type DataTableColumn,
  EmptyState,
  FileIcon,
  Inline,
  Money,
  PageState,
  Pagination,
  Stack,
  StatusBadge,
  Link as UiLink,
} from "@round/ui";
import { useState } from "react";
import { Link } from "react-router";
import { invoiceMessages } from "../../api/invoices";
import { useInvoices } from "../../hooks/invoices";
import { useCan } from "../../hooks/useCan";
import { CreateInvoice, InvoiceDialog } from "../Invoices/dialogs";
import * as styles from "../Invoices/Invoices.css";
import { day, INVOICE_STATUS_BADGE, invoiceName, invoiceNumber } from "../Invoices/invoiceFormat";
import { usePdfDownload } from "../Invoices/invoicePdf";
import { preloadOn } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import { useTabPage } from "./customerTabPage";

const PAGE_SIZE = 10;

/** The customer's invoices (newest first, paged in the address), with Create Invoice and each PDF. */
export function CustomerInvoicesTab({ customer }: { customer: CustomerResponse }) {
  const [page, setPage] = useTabPage("invoicesPage");
  const invoices = useInvoices({ customerId: customer.id, pageNumber: page, pageSize: PAGE_SIZE });
  const can = useCan("manageBilling");
  const pdf = usePdfDownload();
  const [creating, setCreating] = useState(false);

  const columns: DataTableColumn<InvoiceResponse>[] = [
    {
      key: "number",
      header: "Invoice",
      cell: (invoice) => (
        <UiLink href={`/invoices/${invoice.id}`} as={Link} className={styles.number}>
          {invoiceNumber(invoice)}
        </UiLink>
      ),
    },
    {
      key: "status",
      header: "Status",
      cell: (invoice) => <StatusBadge {...INVOICE_STATUS_BADGE[invoice.status]} />,
      width: 140,
    },
    {
      key: "amount",
      header: "Amount",
      align: "end",
      cell: (invoice) => <Money amount={invoice.amount} currency={invoice.currency} />,
      width: 110,
    },
    { key: "dueDate", header: "Due date", cell: (invoice) => day(invoice.dueDate), width: 120 },
    {
      key: "pdf",
      header: <span className={styles.hidden}>Download</span>,
      align: "end",
      // 'PDF' with the file's icon: the whole 'Download PDF' took the width the invoice's number needs, and
      // the table scrolled it out of view beside the customer's side panel. Its name says it all.
      cell: (invoice) =>
        invoice.downloadUrl ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<FileIcon size={14} />}
            onClick={() => void pdf.download(invoice)}
            loading={pdf.busy === invoice.id}
            loadingLabel="PDF"
            aria-label={`Download PDF of ${invoiceName(invoice)}`}
            title="Download PDF"
          >
            PDF
          </Button>
        ) : null,
      width: 116,
    },
  ];

  let body: React.ReactNode;
  if (invoices.isError) {
    body = (
      <PageState
        status="error"
        title={invoiceMessages.loadInvoicesFailed}
        message={invoices.error.message}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  } else if (!invoices.isPending && invoices.data.items.length === 0) {
    body = (
      <EmptyState
        title="No invoices"
        headingLevel={2}
        description={`${customer.displayName} has no invoices yet.`}
      />
    );
  } else {
    body = (
      <Stack gap="md" aria-busy={invoices.isFetching || undefined}>
        <DataTable
          aria-label="Customer invoices"
          columns={columns}
          rows={invoices.data?.items ?? []}
          getRowId={(invoice) => invoice.id}
          loading={invoices.isPending}
          loadingLabel="Loading invoices"
          height={560}
          // The number takes what the fixed columns (486 px) leave.
          minWidth={600}
        />
        <Pagination page={page} pageCount={invoices.data?.totalPages ?? 0} onPageChange={setPage} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Inline justify="end">
        <Button
          onClick={() => setCreating(true)}
          disabled={!can.allowed}
          title={can.reason ?? undefined}
          {...preloadOn(CreateInvoice, InvoiceDialog)}
        >
          Create Invoice
        </Button>
      </Inline>
      {body}
      <CreateInvoice
        open={creating}
        onOpenChange={setCreating}
        customer={{ id: customer.id, name: customer.displayName, currency: customer.currency }}
      />
    </Stack>
  );
}

/** The side panel's 'Generate Invoice' quick action: Create Invoice for this customer. */
