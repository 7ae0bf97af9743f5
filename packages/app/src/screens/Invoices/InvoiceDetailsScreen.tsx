import type {
  CreditNoteResponse,
  InvoiceDetailResponse,
  InvoiceLineResponse,
  PaymentResponse,
} from "@round/forms/schemas";
import {
  Button,
  Card,
  CopyButton,
  type DataTableColumn,
  DescriptionList,
  EmptyState,
  Inline,
  Money,
  PageHeader,
  Stack,
  StatusBadge,
  Link as UiLink,
  useToast,
} from "@round/ui";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useCreditNotes } from "../../hooks/creditNotes";
import { useDeleteInvoice, useInvoice, useInvoiceAction } from "../../hooks/invoices";
import { NotAllowed, useCan } from "../../hooks/useCan";
import * as layout from "../../layouts/layout.css";
import { useCrumbLabel } from "../../layouts/recordCrumbs";
import { DeleteDialog } from "../shared/deleteDialog";
import { preloadOn } from "../shared/onDemand";
import { RecordState } from "../shared/RecordState";
import { DataTable } from "../shared/tables";
import {
  FinalizeConfirmDialog,
  IssueCreditNote,
  RecordPayment,
  RecordPaymentDialog,
  VoidInvoiceDialog,
} from "./dialogs";
import { canCredit, InvoiceCreditNotes } from "./InvoiceCreditNotes";
import * as styles from "./Invoices.css";
import { day, INVOICE_STATUS_BADGE, invoiceCan, invoiceName, invoiceSubtitle, period } from "./invoiceFormat";
import { usePdfDownload } from "./invoicePdf";

const NO_NOTES: CreditNoteResponse[] = [];

const WORDS = { noun: "Invoice", lower: "invoice", listHref: "/invoices", listLabel: "Invoices" };

/** `/invoices/{id}`: an invoice's lines, totals and payments, and what can be done with it in its status. */
export default function InvoiceDetailsScreen() {
  const { id = "" } = useParams();
  const invoice = useInvoice(id);
  if (!invoice.data) {
    return (
      <div className={layout.page}>
        <RecordState query={invoice} kind={WORDS} />
      </div>
    );
  }
  return <InvoicePage invoice={invoice.data} />;
}

function InvoicePage({ invoice }: { invoice: InvoiceDetailResponse }) {
  const name = invoiceName(invoice);
  useCrumbLabel(`/invoices/${invoice.id}`, invoice.number ?? "Draft");
  const can = useCan("manageBilling");
  const { toast } = useToast();
  const navigate = useNavigate();
  const action = useInvoiceAction();
  const remove = useDeleteInvoice();
  const pdf = usePdfDownload();
  const [dialog, setDialog] = useState<"void" | "delete" | "payment" | "finalize" | "credit" | null>(null);
  const creditable = canCredit(invoice.status);
  const creditNotes = useCreditNotes(
    { invoiceId: invoice.id, pageSize: 100 },
    { enabled: creditable || invoice.creditedAmount !== 0 },
  );
  const status = invoice.status;
  const write = { disabled: !can.allowed, title: can.reason ?? undefined };

  const collect = async () => {
    try {
      const updated = await action.mutateAsync({ id: invoice.id, action: "collect" });
      toast({
        kind: "success",
        title:
          updated.status === "paid"
            ? `${invoiceName(updated)} is paid`
            : `Payment collected: ${invoiceName(updated)} is ${INVOICE_STATUS_BADGE[updated.status].label.toLowerCase()}`,
      });
    } catch (error) {
      toast({ kind: "error", title: error instanceof Error ? error.message : String(error) });
    }
  };
  /** Finalizes once confirmed (a refusal is shown in the confirmation). */
  const finalize = async () => {
    const updated = await action.mutateAsync({ id: invoice.id, action: "finalize" });
    toast({
      kind: "success",
      title:
        updated.status === "paid"
          ? `Invoice ${updated.number ?? ""} finalized and paid`
          : `Invoice ${updated.number ?? ""} finalized`,
    });
  };
  const busy = (kind: "finalize" | "collect") => action.isPending && action.variables?.action === kind;

  return (
    <div className={layout.page}>
      <PageHeader
        title={invoice.number ?? "Draft invoice"}
        subtitle={
          <Inline gap="sm">
            <StatusBadge {...INVOICE_STATUS_BADGE[status]} />
            <span>{invoiceSubtitle(invoice)}</span>
          </Inline>
        }
        back={{ href: "/invoices", label: "Back to Invoices" }}
        linkAs={Link}
        actions={
          <Inline gap="sm">
            <Button
              variant="secondary"
              onClick={() => void pdf.download(invoice)}
              loading={pdf.busy === invoice.id}
              loadingLabel="Downloading..."
            >
              Download PDF
            </Button>
            {invoice.hostedInvoiceUrl ? (
              <CopyButton value={invoice.hostedInvoiceUrl} label="Copy pay link" size="md" />
            ) : null}
            {invoiceCan.remove(status) ? (
              <Button variant="danger" onClick={() => setDialog("delete")} {...write}>
                Delete
              </Button>
            ) : null}
            {invoiceCan.void(status) ? (
              <Button variant="secondary" onClick={() => setDialog("void")} {...write}>
                Void
              </Button>
            ) : null}
            {invoiceCan.collect(status) ? (
              <Button
                variant="secondary"
                onClick={() => void collect()}
                loading={busy("collect")}
                loadingLabel="Collecting..."
                {...write}
              >
                Collect now
              </Button>
            ) : null}
            {invoiceCan.recordPayment(status) ? (
              <Button
                onClick={() => setDialog("payment")}
                {...write}
                {...preloadOn(RecordPayment, RecordPaymentDialog)}
              >
                Record Payment
              </Button>
            ) : null}
            {creditable ? (
              <Button
                variant="secondary"
                onClick={() => setDialog("credit")}
                {...write}
                {...preloadOn(IssueCreditNote)}
              >
                Issue credit note
              </Button>
            ) : null}
            {invoiceCan.finalize(status) ? (
              <Button
                onClick={() => setDialog("finalize")}
                loading={busy("finalize")}
                loadingLabel="Finalizing..."
                {...write}
                {...preloadOn(FinalizeConfirmDialog)}
              >
                Finalize
              </Button>
            ) : null}
          </Inline>
        }
      />
      <NotAllowed action="manageBilling" />
      <div className={styles.columns}>
        <Card title="Details" headingLevel={2}>
          <DescriptionList
            columns={2}
            items={[
              {
                term: "Customer",
                detail: (
                  <UiLink href={`/customers/${invoice.customerId}`} as={Link}>
                    {invoice.customerName}
                  </UiLink>
                ),
              },
              { term: "Status", detail: <StatusBadge {...INVOICE_STATUS_BADGE[status]} /> },
              { term: "Issue date", detail: day(invoice.issueDate) },
              { term: "Due date", detail: day(invoice.dueDate) },
              { term: "Billing period", detail: period(invoice.periodStart, invoice.periodEnd) },
              { term: "Currency", detail: invoice.currency },
              ...(invoice.paidAt ? [{ term: "Paid on", detail: day(invoice.paidAt) }] : []),
              ...(invoice.voidedAt ? [{ term: "Voided on", detail: day(invoice.voidedAt) }] : []),
              ...(invoice.nextRetryOn ? [{ term: "Next retry", detail: day(invoice.nextRetryOn) }] : []),
              ...(invoice.memo ? [{ term: "Memo", detail: invoice.memo }] : []),
              // The customer's pay page, while the invoice is open.
              ...(invoice.hostedInvoiceUrl
                ? [
                    {
                      term: "Pay link",
                      detail: <span className={styles.text}>{invoice.hostedInvoiceUrl}</span>,
                    },
                  ]
                : []),
            ]}
          />
        </Card>
        <aside aria-label="Invoice totals">
          <Card title="Totals" headingLevel={2}>
            <DescriptionList
              items={[
                { term: "Subtotal", detail: <Money amount={invoice.subtotal} currency={invoice.currency} /> },
                {
                  term: "Discount",
                  detail: (
                    <Money
                      amount={invoice.discount === 0 ? 0 : -invoice.discount}
                      currency={invoice.currency}
                    />
                  ),
                },
                ...invoice.taxLines.map((line) => ({
                  term: `${line.name} ${line.percentage}%${line.inclusive ? " (incl.)" : ""}`,
                  detail: <Money amount={line.amount} currency={invoice.currency} />,
                })),
                ...(invoice.reverseCharge ? [{ term: "Reverse charge", detail: "No tax charged" }] : []),
                {
                  term: "Total",
                  detail: (
                    <Money className={styles.strong} amount={invoice.total} currency={invoice.currency} />
                  ),
                },
                {
                  term: "Credit applied",
                  detail: (
                    <Money
                      amount={invoice.creditApplied === 0 ? 0 : -invoice.creditApplied}
                      currency={invoice.currency}
                    />
                  ),
                },
                {
                  term: "Amount paid",
                  detail: <Money amount={invoice.amountPaid} currency={invoice.currency} />,
                },
                ...(invoice.creditedAmount !== 0
                  ? [
                      {
                        term: "Credited",
                        detail: <Money amount={invoice.creditedAmount} currency={invoice.currency} />,
                      },
                    ]
                  : []),
                ...(invoice.refundedAmount !== 0
                  ? [
                      {
                        term: "Refunded",
                        detail: <Money amount={invoice.refundedAmount} currency={invoice.currency} />,
                      },
                    ]
                  : []),
                {
                  term: "Amount due",
                  detail: (
                    <Money className={styles.strong} amount={invoice.amountDue} currency={invoice.currency} />
                  ),
                },
              ]}
            />
          </Card>
        </aside>
      </div>
      <section aria-labelledby="lines-heading">
        <h2 id="lines-heading" className={styles.heading}>
          Lines
        </h2>
        <Lines invoice={invoice} />
      </section>
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading" className={styles.heading}>
          Payments
        </h2>
        <Payments payments={invoice.payments} />
      </section>
      {creditable || (creditNotes.data?.items.length ?? 0) > 0 ? (
        <InvoiceCreditNotes query={creditNotes} write={write} />
      ) : null}
      <IssueCreditNote
        invoice={dialog === "credit" ? invoice : null}
        creditNotes={creditNotes.data?.items ?? NO_NOTES}
        onClose={() => setDialog(null)}
      />
      <RecordPayment invoice={dialog === "payment" ? invoice : null} onClose={() => setDialog(null)} />
      <VoidInvoiceDialog invoice={dialog === "void" ? invoice : null} onClose={() => setDialog(null)} />
      <FinalizeConfirmDialog
        invoices={dialog === "finalize" ? [invoice] : null}
        onClose={() => setDialog(null)}
        onConfirm={finalize}
      />
      <DeleteDialog
        item={dialog === "delete" ? { id: invoice.id, name } : null}
        title="Delete Invoice"
        onClose={() => setDialog(null)}
        onDelete={async (id) => {
          await remove.mutateAsync(id);
          toast({ kind: "success", title: "Draft invoice deleted" });
          navigate("/invoices", { replace: true });
        }}
      />
    </div>
  );
}

function Lines({ invoice }: { invoice: InvoiceDetailResponse }) {
  const columns: DataTableColumn<InvoiceLineResponse>[] = [
    {
      key: "description",
      header: "Description",
      cell: (line) => <span className={styles.nameCell}>{line.description}</span>,
    },
    { key: "period", header: "Period", cell: (line) => period(line.periodStart, line.periodEnd), width: 240 },
    { key: "quantity", header: "Quantity", align: "end", cell: (line) => line.quantity, width: 100 },
    {
      key: "amount",
      header: "Amount",
      align: "end",
      cell: (line) => <Money amount={line.amount} currency={invoice.currency} />,
      width: 130,
    },
  ];
  if (invoice.lines.length === 0) return <EmptyState title="No lines" headingLevel={3} />;
  return (
    <DataTable
      aria-label="Invoice lines"
      columns={columns}
      rows={invoice.lines}
      getRowId={(line) => line.id}
      height={400}
      minWidth={560}
    />
  );
}

function Payments({ payments }: { payments: PaymentResponse[] }) {
  if (payments.length === 0) return <p className={styles.muted}>No payments yet</p>;
  return (
    <ul className={styles.payments} aria-label="Payments">
      {payments.map((payment) => (
        <li key={payment.id} className={styles.payment}>
          <Stack gap="xs">
            <Inline gap="sm">
              <strong>
                <Money amount={payment.amount} currency={payment.currency} />
              </strong>
              <StatusBadge
                status={payment.status === "succeeded" ? "success" : "danger"}
                label={payment.status === "succeeded" ? "Succeeded" : "Failed"}
              />
            </Inline>
            <span className={styles.muted}>
              {day(payment.processedAt)} · {payment.methodLabel}
              {payment.reference ? ` · ${payment.reference}` : ""}
            </span>
            {payment.failureMessage ? <span className={styles.failure}>{payment.failureMessage}</span> : null}
          </Stack>
        </li>
      ))}
    </ul>
  );
}
