import type {
  CreditDialogProps,
  CustomerDialogProps,
  CustomerImportDialogProps,
  NoteDialogProps,
  PaymentMethodDialogProps,
  SendEmailDialogProps,
} from "@round/forms";
import { onDemandDialog } from "../shared/onDemand";

// The customer screens' dialogs, each an on-demand chunk: nothing of a dialog's code (its fields, rules and
// pickers) loads before it is first opened, or before a pointer or the focus reaches the button opening it.
const isOpen = (props: { open?: boolean }) => props.open === true;

export const CustomerDialog = onDemandDialog<CustomerDialogProps>(
  () => import("./chunks/CustomerDialog"),
  isOpen,
);
export const CustomerImportDialog = onDemandDialog<CustomerImportDialogProps>(
  () => import("./chunks/CustomerImportDialog"),
  isOpen,
);
export const CreditDialog = onDemandDialog<CreditDialogProps>(() => import("./chunks/CreditDialog"), isOpen);
export const NoteDialog = onDemandDialog<NoteDialogProps>(() => import("./chunks/NoteDialog"), isOpen);
export const PaymentMethodDialog = onDemandDialog<PaymentMethodDialogProps>(
  () => import("./chunks/PaymentMethodDialog"),
  isOpen,
);
export const SendEmailDialog = onDemandDialog<SendEmailDialogProps>(
  () => import("./chunks/SendEmailDialog"),
  isOpen,
);

/** The account's test clocks for the customer dialog's picker, loaded with it (not with the page). */
export const loadTestClockOptions = () =>
  import("../../hooks/testClocks").then((module) => module.loadTestClockOptions());
