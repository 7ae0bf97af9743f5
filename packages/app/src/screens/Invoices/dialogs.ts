import type { InvoiceDialogProps, RecordPaymentDialogProps } from "@round/forms";
import { onDemandDialog } from "../shared/onDemand";

// The invoice screens' dialogs, each an on-demand chunk: nothing of a dialog's code loads before it is first
// opened, or before a pointer or the focus reaches the button opening it.
const isOpen = (props: { open?: boolean }) => props.open === true;

export const InvoiceDialog = onDemandDialog<InvoiceDialogProps>(
  () => import("./chunks/InvoiceDialog"),
  isOpen,
);
export const RecordPaymentDialog = onDemandDialog<RecordPaymentDialogProps>(
  () => import("./chunks/RecordPaymentDialog"),
  isOpen,
);
