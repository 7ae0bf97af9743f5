// The billing dialog bodies: explicit named exports only.

export {
  CREDIT_NOTE_FAILURE,
  CREDIT_NOTE_TEXTS,
  CreditNoteDialog,
  type CreditNoteDialogProps,
} from "./CreditNoteDialog/CreditNoteDialog.tsx";
export {
  type CreditNoteInvoice,
  creditableInvoice,
  type EarlierCreditNoteOf,
  earlierNotes,
} from "./CreditNoteDialog/creditNoteValues.ts";
export {
  chargeChoices,
  chargeLinePrice,
  INVOICE_FAILURE,
  INVOICE_TEXTS,
  type InvoiceChargeChoice,
  type InvoiceChargeLineValues,
  type InvoiceCustomerOption,
  InvoiceDialog,
  type InvoiceDialogProps,
  InvoiceForm,
  type InvoiceFormProps,
  type InvoiceFormValues,
  type InvoiceItemValues,
  type InvoiceLineValues,
  type InvoiceValues,
  invoiceInput,
  isChargeLine,
  linesTotal,
} from "./InvoiceForm/InvoiceForm.tsx";
export {
  amountOverDueText,
  OFFLINE_PAYMENT,
  type PaymentMethodOption,
  RECORD_PAYMENT_FAILURE,
  RECORD_PAYMENT_HINTS,
  RECORD_PAYMENT_TEXTS,
  RecordPaymentDialog,
  type RecordPaymentDialogProps,
  RecordPaymentForm,
  type RecordPaymentFormProps,
  type RecordPaymentValues,
} from "./RecordPaymentForm/RecordPaymentForm.tsx";
