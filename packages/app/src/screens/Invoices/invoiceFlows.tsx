/**
 * The invoice flows shared by the invoices list, an invoice's page and a customer's page: Create Invoice,
 * Record Payment, the Void confirmation and the bulk results, each wired to the API. Screens import them
 * through `dialogs.ts`, which loads this module when one is first opened.
 */
import type { InvoiceCustomerOption } from "@round/forms";
import type { InvoiceBulkResponse, InvoiceResponse } from "@round/forms/schemas";
import { Banner, Button, Modal, Stack, StatusBadge, useToast } from "@round/ui";
import { useCallback, useState } from "react";
import { chargesApi } from "../../api/charges";
import { customersApi } from "../../api/customers";
import { invoiceMessages } from "../../api/invoices";
import { useCreateInvoice, useInvoiceAction, useRecordPayment } from "../../hooks/invoices";
import { useTestClock } from "../../hooks/testClocks";
import { InvoiceDialog, RecordPaymentDialog } from "./dialogs";
import * as styles from "./Invoices.css";
import { INVOICE_STATUS_BADGE, invoiceName, paymentMethodLabel } from "./invoiceFormat";

const today = () => new Date().toISOString().slice(0, 10);

/** Finds customers for the Create Invoice picker (`GET /api/customers?search=`), by name first. */
export async function loadInvoiceCustomers(search: string): Promise<InvoiceCustomerOption[]> {
  const page = await customersApi.list({
    ...(search.trim() ? { search: search.trim() } : {}),
    orderBy: "displayName",
    isAscending: true,
    pageSize: 20,
  });
  return page.items.map((customer) => ({
    value: customer.id,
    label: `${customer.displayName} · ${customer.email}`,
    currency: customer.currency,
  }));
}

/** Finds the active charges for Create Invoice's charge picker (`GET /api/catalog/charges?search=`), by name. */
export async function loadInvoiceCharges(search: string) {
  const page = await chargesApi.list({
    ...(search.trim() ? { search: search.trim() } : {}),
    status: "active",
    orderBy: "name",
    isAscending: true,
    pageSize: 50,
  });
  return page.items;
}

export interface CreateInvoiceProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer, when the dialog opens from its page. */
  customer?: { id: string; name: string; currency: string };
  /** After the invoice is saved (a draft, or finalized). */
  onCreated?: (invoice: InvoiceResponse) => void;
}

/** Create Invoice, with one Idempotency-Key per opening: a retried submission creates one invoice. */
export function CreateInvoice({ open, onOpenChange, customer, onCreated }: CreateInvoiceProps) {
  const create = useCreateInvoice();
  const { toast } = useToast();
  const [key, setKey] = useState(() => crypto.randomUUID());
  return (
    <InvoiceDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setKey(crypto.randomUUID());
        onOpenChange(next);
      }}
      customer={customer}
      loadCustomers={loadInvoiceCustomers}
      loadCharges={loadInvoiceCharges}
      today={today()}
      onSubmit={async (values) => {
        const invoice = await create.mutateAsync({ ...values, idempotencyKey: key });
        toast({
          kind: "success",
          title: invoice.number ? `Invoice ${invoice.number} created` : "Draft invoice saved",
        });
        onCreated?.(invoice);
      }}
    />
  );
}

export interface InvoiceFlowProps {
  /** The invoice the dialog is about; null: closed. */
  invoice: InvoiceResponse | null;
  onClose: () => void;
}

/** Record Payment on an invoice (null: closed), offering Offline and the customer's saved methods. */
export function RecordPayment({ invoice, onClose }: InvoiceFlowProps) {
  const record = useRecordPayment();
  const { toast } = useToast();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) {
    setShown(invoice);
    setKey(crypto.randomUUID());
  }
  const customerId = shown?.customerId ?? "";
  // A customer living on a test clock pays on the clock's day, not the real one.
  const clock = useTestClock(shown?.testClockId);
  const payDay = clock.data ? clock.data.frozenTime.slice(0, 10) : today();
  const loadPaymentMethods = useCallback(
    async () =>
      (await customersApi.paymentMethods(customerId)).map((method) => ({
        value: method.id,
        label: paymentMethodLabel(method),
      })),
    [customerId],
  );
  return (
    <RecordPaymentDialog
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      currency={shown?.currency ?? "USD"}
      amountDue={shown?.amountDue ?? 0}
      invoiceNumber={shown ? invoiceName(shown) : undefined}
      loadPaymentMethods={loadPaymentMethods}
      today={payDay}
      onSubmit={async (values) => {
        if (!shown) return;
        const updated = await record.mutateAsync({ ...values, id: shown.id, idempotencyKey: key });
        toast({
          kind: "success",
          title:
            updated.status === "paid"
              ? `${invoiceName(updated)} is paid`
              : `Payment recorded: ${invoiceName(updated)} is ${INVOICE_STATUS_BADGE[updated.status].label.toLowerCase()}`,
        });
      }}
    />
  );
}

/** The confirmation before voiding an open invoice; a refusal explains itself in the dialog. */
export function VoidInvoiceDialog({ invoice, onClose }: InvoiceFlowProps) {
  const action = useInvoiceAction();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice.id !== shown?.id) {
    setShown(invoice);
    setFailure(null);
  }
  const run = async () => {
    if (!invoice) return;
    setFailure(null);
    try {
      await action.mutateAsync({ id: invoice.id, action: "void" });
      toast({ kind: "success", title: `${invoiceName(invoice)} voided` });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : invoiceMessages.voidFailed);
    }
  };
  return (
    <Modal
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open && !action.isPending) onClose();
      }}
      title="Void Invoice"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={action.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => void run()}
            loading={action.isPending}
            loadingLabel="Voiding..."
          >
            Void Invoice
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <p className={styles.text}>
          Void <strong>{shown ? invoiceName(shown) : ""}</strong>? The customer will no longer owe it. This
          cannot be undone.
        </p>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
      </Stack>
    </Modal>
  );
}

const ACTION_TITLES = { finalize: "Finalize", void: "Void", collect: "Collect" } as const;

export interface BulkResultsProps {
  result: InvoiceBulkResponse | null;
  /** The name of each invoice sent, by id. */
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}

/** What a bulk action did to each invoice: 'INV-000012: Voided', or the reason it was refused. */
export function BulkResultsDialog({ result, names, onClose }: BulkResultsProps) {
  const done = result?.results.filter((item) => item.ok).length ?? 0;
  return (
    <Modal
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={result ? `${ACTION_TITLES[result.action]} results` : "Results"}
      description={result ? `${done} of ${result.results.length} invoices changed.` : undefined}
      size="md"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <ul className={styles.results} aria-label="Results">
        {result?.results.map((item) => (
          <li key={item.id} className={styles.result} data-ok={item.ok}>
            <span className={styles.resultName}>{names.get(item.id) ?? item.id}:</span>{" "}
            {item.ok && item.status ? (
              <StatusBadge {...INVOICE_STATUS_BADGE[item.status]} />
            ) : (
              <span className={styles.failure}>{item.message ?? "The invoice could not be changed."}</span>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
