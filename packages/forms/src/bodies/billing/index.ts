// The billing dialog bodies: explicit named exports only.

export {
  INVOICE_FAILURE,
  INVOICE_TEXTS,
  type InvoiceCustomerOption,
  InvoiceDialog,
  type InvoiceDialogProps,
  InvoiceForm,
  type InvoiceFormProps,
  type InvoiceFormValues,
  type InvoiceLineValues,
  type InvoiceValues,
  invoiceInput,
  linesTotal,
} from "./InvoiceForm/InvoiceForm.tsx";
export {
  amountOverDueText,
  OFFLINE_PAYMENT,
  RECORD_PAYMENT_FAILURE,
  RECORD_PAYMENT_TEXTS,
  RecordPaymentDialog,
  type RecordPaymentDialogProps,
  RecordPaymentForm,
  type RecordPaymentFormProps,
  type RecordPaymentValues,
} from "./RecordPaymentForm/RecordPaymentForm.tsx";
