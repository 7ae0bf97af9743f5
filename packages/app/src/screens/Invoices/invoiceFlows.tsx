/**
 * The invoice flows shared by the invoices list, an invoice's page and a customer's page: Create Invoice,
 * Record Payment, the Void confirmation and the bulk results, each wired to the API. Screens import them
 * through `dialogs.ts`, which loads this module when one is first opened.
 */
import type { InvoiceCustomerOption } from "@round/forms";
import type { InvoiceBulkResponse, InvoiceResponse } from "@round/forms/schemas";
import { Banner, Button, Modal, Spinner, Stack, StatusBadge, useToast } from "@round/ui";
import { useQueries } from "@tanstack/react-query";
import { type ReactNode, useCallback, useState } from "react";
import { chargesApi } from "../../api/charges";
import { customersApi } from "../../api/customers";
import { invoiceMessages } from "../../api/invoices";
import { customerKeys } from "../../hooks/customers";
import { useCreateInvoice, useInvoiceAction, useRecordPayment } from "../../hooks/invoices";
import { useTestClock } from "../../hooks/testClocks";
import { useAccountCurrency } from "../../hooks/useAccount";
import { InvoiceDialog, RecordPaymentDialog } from "./dialogs";

/** The invoice dialog's code, for a screen that loads this module on demand to open it. */
export const InvoiceDialogPreload: { preload: () => void } = InvoiceDialog;

import * as styles from "./Invoices.css";
import {
  type FinalizeOutcome,
  finalizeOutcome,
  finalizeText,
  INVOICE_STATUS_BADGE,
  invoiceName,
  paymentMethodLabel,
} from "./invoiceFormat";

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
  const accountCurrency = useAccountCurrency();
  // A customer living on a test clock pays on the clock's day, not the real one.
  const clock = useTestClock(shown?.testClockId);
  const payDay = clock.data ? clock.data.frozenTime.slice(0, 10) : today();
  const loadPaymentMethods = useCallback(
    async () =>
      (await customersApi.paymentMethods(customerId)).map((method) => ({
        value: method.id,
        label: paymentMethodLabel(method),
        card: method.type === "card",
      })),
    [customerId],
  );
  return (
    <RecordPaymentDialog
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      currency={shown?.currency ?? accountCurrency}
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

export interface FinalizeConfirmProps {
  /** The invoices to finalize: one from its page, or those selected in the list; null: closed. */
  invoices: readonly InvoiceResponse[] | null;
  onClose: () => void;
  /** Finalizes them; the dialog closes when it resolves and shows the failure when it throws. */
  onConfirm: () => Promise<void>;
}

/**
 * The confirmation before finalizing drafts, saying what each will do: an auto-collected customer's card is
 * charged at once (its brand, last digits and the amount), otherwise the invoice is numbered and sent. The
 * customers are read first (their card, credit balance and email preferences decide it).
 */
export function FinalizeConfirmDialog({ invoices, onClose, onConfirm }: FinalizeConfirmProps) {
  // The invoices shown stay while the dialog closes; another set opens it afresh.
  const [shown, setShown] = useState(invoices);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idsOf = (list: readonly InvoiceResponse[] | null) => list?.map((invoice) => invoice.id).join() ?? "";
  const open = invoices !== null;
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailure(null);
  }
  if (invoices && idsOf(invoices) !== idsOf(shown)) setShown(invoices);
  const drafts = (shown ?? []).filter((invoice) => invoice.status === "draft");
  const others = (shown?.length ?? 0) - drafts.length;
  const customerIds = [...new Set(drafts.map((invoice) => invoice.customerId))];
  const customers = useQueries({
    queries: customerIds.map((id) => ({
      queryKey: customerKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => customersApi.get(id, signal),
      enabled: invoices !== null,
    })),
  });
  const byId = new Map(customers.flatMap((query) => (query.data ? [[query.data.id, query.data]] : [])));
  const loading = customers.some((query) => query.isPending);
  const failed = customers.filter((query) => query.isError);
  const outcomes: [InvoiceResponse, FinalizeOutcome][] = drafts.flatMap((invoice) => {
    const customer = byId.get(invoice.customerId);
    return customer ? [[invoice, finalizeOutcome(invoice, customer)]] : [];
  });
  const charges = outcomes.some(([, outcome]) => outcome.kind === "charge");
  const ready = !loading && failed.length === 0 && drafts.length > 0;
  const single = shown?.length === 1;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : invoiceMessages.finalizeFailed);
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (drafts.length === 0) {
    body = <p className={styles.text}>None of these invoices is a draft: there is nothing to finalize.</p>;
  } else if (loading) {
    body = (
      <div role="status" className={styles.checking}>
        <Spinner size={16} label={null} /> Checking how each invoice will be collected...
      </div>
    );
  } else if (failed.length > 0) {
    body = (
      <Banner
        tone="error"
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => failed.forEach((query) => void query.refetch())}
          >
            Retry
          </Button>
        }
      >
        {failed[0]?.error?.message ?? invoiceMessages.finalizeFailed}
      </Banner>
    );
  } else if (single && outcomes[0]) {
    const [invoice, outcome] = outcomes[0];
    body = (
      <p className={styles.text}>
        Finalize <strong>{invoiceName(invoice)}</strong>? {finalizeText(invoice, outcome)} It can no longer be
        edited or deleted, only voided.
      </p>
    );
  } else {
    body = (
      <Stack gap="sm">
        <p className={styles.text}>
          Each draft gets its invoice number and can no longer be edited or deleted, only voided:
        </p>
        <ul className={styles.results} aria-label="What finalizing does">
          {outcomes.map(([invoice, outcome]) => (
            <li
              key={invoice.id}
              className={styles.result}
              data-charge={outcome.kind === "charge" || undefined}
            >
              <span>
                <span className={styles.resultName}>{invoiceName(invoice)}:</span>{" "}
                {finalizeText(invoice, outcome)}
              </span>
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <p className={styles.muted}>
            {others === 1 ? "1 other selected invoice is" : `${others} other selected invoices are`} not a
            draft and stays as it is.
          </p>
        ) : null}
      </Stack>
    );
  }
  const count = drafts.length;
  return (
    <Modal
      open={invoices !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={count > 1 ? `Finalize ${count} invoices` : "Finalize invoice"}
      size={single ? "sm" : "md"}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={!ready}
            loading={busy}
            loadingLabel="Finalizing..."
          >
            {charges ? "Finalize and charge" : "Finalize"}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        {body}
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
