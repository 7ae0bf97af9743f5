import type { CustomerResponse, InvoiceResponse, PaymentResponse } from "@round/forms/schemas";
import {
  Button,
  type DataTableColumn,
  EmptyState,
  formatMoney,
  Inline,
  Modal,
  Money,
  PageState,
  Pagination,
  Select,
  Stack,
  StatusBadge,
  Link as UiLink,
} from "@round/ui";
import { useState } from "react";
import { Link } from "react-router";
import { invoiceMessages } from "../../api/invoices";
import { useInvoices, usePayments } from "../../hooks/invoices";
import { useCan } from "../../hooks/useCan";
import { RecordPayment, RecordPaymentDialog } from "../Invoices/dialogs";
import * as styles from "../Invoices/Invoices.css";
import { day, invoiceCan, invoiceName } from "../Invoices/invoiceFormat";
import { preloadOn } from "../shared/onDemand";
import { DataTable } from "../shared/tables";
import { CustomerRefunds } from "./CustomerRefunds";
import { useTabPage } from "./customerTabPage";

const PAGE_SIZE = 10;

/**
 * The customer's payments and failed attempts (newest first, paged in the address), with Record Payment, and
 * under them the refunds made on its payments.
 */
export function CustomerPaymentsTab({ customer }: { customer: CustomerResponse }) {
  const [page, setPage] = useTabPage("paymentsPage");
  const payments = usePayments({ customerId: customer.id, pageNumber: page, pageSize: PAGE_SIZE });
  const can = useCan("manageBilling");
  const [choosing, setChoosing] = useState(false);
  const [paying, setPaying] = useState<InvoiceResponse | null>(null);

  const columns: DataTableColumn<PaymentResponse>[] = [
    { key: "date", header: "Date", cell: (payment) => day(payment.processedAt), width: 120 },
    {
      key: "amount",
      header: "Amount",
      align: "end",
      cell: (payment) => <Money amount={payment.amount} currency={payment.currency} />,
      width: 110,
    },
    {
      key: "method",
      header: "Method",
      cell: (payment) => <span className={styles.nameCell}>{payment.methodLabel}</span>,
    },
    {
      key: "status",
      header: "Status",
      cell: (payment) => (
        <span className={styles.nameCell}>
          <StatusBadge
            status={payment.status === "succeeded" ? "success" : "danger"}
            label={payment.status === "succeeded" ? "Succeeded" : "Failed"}
          />
          {payment.failureMessage ? <span className={styles.failure}>{payment.failureMessage}</span> : null}
        </span>
      ),
    },
    {
      key: "invoice",
      header: "Invoice",
      cell: (payment) =>
        payment.invoiceId ? (
          <UiLink href={`/invoices/${payment.invoiceId}`} as={Link}>
            {payment.invoiceNumber ?? "Draft"}
          </UiLink>
        ) : (
          "—"
        ),
      width: 120,
    },
  ];

  let body: React.ReactNode;
  if (payments.isError) {
    body = (
      <PageState
        status="error"
        title={invoiceMessages.loadPaymentsFailed}
        message={payments.error.message}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  } else if (!payments.isPending && payments.data.items.length === 0) {
    body = (
      <EmptyState
        title="No payments"
        headingLevel={2}
        description={`No payment from ${customer.displayName} yet.`}
      />
    );
  } else {
    body = (
      <Stack gap="md" aria-busy={payments.isFetching || undefined}>
        <DataTable
          aria-label="Customer payments"
          columns={columns}
          rows={payments.data?.items ?? []}
          getRowId={(payment) => payment.id}
          loading={payments.isPending}
          loadingLabel="Loading payments"
          height={560}
          minWidth={560}
        />
        <Pagination page={page} pageCount={payments.data?.totalPages ?? 0} onPageChange={setPage} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Inline justify="end">
        <Button
          onClick={() => setChoosing(true)}
          disabled={!can.allowed}
          title={can.reason ?? undefined}
          {...preloadOn(RecordPayment, RecordPaymentDialog)}
        >
          Record Payment
        </Button>
      </Inline>
      {body}
      <CustomerRefunds customer={customer} />
      <ChooseInvoiceDialog
        customer={customer}
        open={choosing}
        onClose={() => setChoosing(false)}
        onChoose={(invoice) => {
          setChoosing(false);
          setPaying(invoice);
        }}
      />
      <RecordPayment invoice={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}

/** The first step of Record Payment from a customer's page: which of its invoices awaiting money. */
function ChooseInvoiceDialog({
  customer,
  open,
  onClose,
  onChoose,
}: {
  customer: CustomerResponse;
  open: boolean;
  onClose: () => void;
  onChoose: (invoice: InvoiceResponse) => void;
}) {
  // The customer's invoices, the most that one page holds; those still owing money are offered.
  const invoices = useInvoices({ customerId: customer.id, pageSize: 100 }, { enabled: open });
  const payable = (invoices.data?.items ?? []).filter((invoice) => invoiceCan.recordPayment(invoice.status));
  const [chosen, setChosen] = useState("");
  const invoice = payable.find((item) => item.id === chosen) ?? payable[0];
  let body: React.ReactNode;
  if (invoices.isPending) body = <PageState status="loading" label="Loading invoices" skeletonLines={2} />;
  else if (invoices.isError) {
    body = (
      <PageState
        status="error"
        title={invoiceMessages.loadInvoicesFailed}
        message={invoices.error.message}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  } else if (payable.length === 0) {
    body = <p className={styles.text}>{customer.displayName} has no open invoice to pay.</p>;
  } else {
    body = (
      <Select
        label="Invoice"
        options={payable.map((item) => ({
          value: item.id,
          label: `${invoiceName(item)} · ${formatMoney(item.amountDue, item.currency)} due`,
        }))}
        value={invoice?.id ?? ""}
        onValueChange={setChosen}
      />
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Record Payment"
      description="Choose the invoice the money is for."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!invoice} onClick={() => invoice && onChoose(invoice)}>
            Continue
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
