import type { InvoiceDialogProps, RecordPaymentDialogProps } from "@round/forms";
import { onDemandDialog } from "../shared/onDemand";
import type { IssueCreditNoteProps, VoidCreditNoteProps } from "./creditNoteFlows";
import type {
  BulkResultsProps,
  CreateInvoiceProps,
  FinalizeConfirmProps,
  InvoiceFlowProps,
} from "./invoiceFlows";

// The invoice screens' dialogs, each an on-demand chunk: nothing of a dialog's code loads before it is first
// opened, or before a pointer or the focus reaches the button opening it.
const isOpen = (props: { open?: boolean }) => props.open === true;
const hasInvoice = (props: InvoiceFlowProps) => props.invoice !== null;

export const InvoiceDialog = onDemandDialog<InvoiceDialogProps>(
  () => import("./chunks/InvoiceDialog"),
  isOpen,
);
export const RecordPaymentDialog = onDemandDialog<RecordPaymentDialogProps>(
  () => import("./chunks/RecordPaymentDialog"),
  isOpen,
);

// The flows wired to the API (invoiceFlows.tsx), loaded the same way.
const flows = () => import("./invoiceFlows");

/** Create Invoice for a customer or any customer, with its idempotency key. */
export const CreateInvoice = onDemandDialog<CreateInvoiceProps>(
  () => flows().then((module) => ({ default: module.CreateInvoice })),
  isOpen,
);
/** Record Payment on an invoice. */
export const RecordPayment = onDemandDialog<InvoiceFlowProps>(
  () => flows().then((module) => ({ default: module.RecordPayment })),
  hasInvoice,
);
/** The confirmation before voiding an invoice. */
export const VoidInvoiceDialog = onDemandDialog<InvoiceFlowProps>(
  () => flows().then((module) => ({ default: module.VoidInvoiceDialog })),
  hasInvoice,
);
/** The confirmation before finalizing drafts: what is charged now, or that they are sent. */
export const FinalizeConfirmDialog = onDemandDialog<FinalizeConfirmProps>(
  () => flows().then((module) => ({ default: module.FinalizeConfirmDialog })),
  (props) => props.invoices !== null,
);
/** What a bulk action did to each invoice. */
export const BulkResultsDialog = onDemandDialog<BulkResultsProps>(
  () => flows().then((module) => ({ default: module.BulkResultsDialog })),
  (props) => props.result !== null,
);

/** Issue credit note on a finalized invoice. */
export const IssueCreditNote = onDemandDialog<IssueCreditNoteProps>(
  () => import("./creditNoteFlows").then((module) => ({ default: module.IssueCreditNote })),
  (props) => props.invoice !== null,
);

/** Void a credit note, once confirmed. */
export const VoidCreditNote = onDemandDialog<VoidCreditNoteProps>(
  () => import("./creditNoteFlows").then((module) => ({ default: module.VoidCreditNoteDialog })),
  (props) => props.note !== null,
);
