// The customer dialog bodies: explicit named exports only.

export {
  CREDIT_FAILURE,
  CREDIT_TEXTS,
  CreditDialog,
  type CreditDialogProps,
  CreditForm,
  type CreditFormProps,
  type CreditValues,
  creditBalanceText,
} from "./CreditForm/CreditForm.tsx";
export {
  CUSTOMER_FAILURE,
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_TEXTS,
  CUSTOMER_UPDATE_FAILURE,
  CustomerDialog,
  type CustomerDialogProps,
  CustomerForm,
  type CustomerFormProps,
} from "./CustomerForm/CustomerForm.tsx";
export {
  type CustomerAddressValues,
  type CustomerFormValues,
  type CustomerRecord,
  type CustomFieldRow,
  customerInput,
  customerValuesFromResponse,
  customFieldErrors,
  customFieldRows,
  customFieldsRecord,
  shippingAddressFor,
  type TaxIdRow,
} from "./CustomerForm/customerValues.ts";
export {
  CustomerImportDialog,
  type CustomerImportDialogProps,
  CustomerImportForm,
  type CustomerImportFormProps,
} from "./CustomerImportDialog/CustomerImportDialog.tsx";
export {
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_IMPORT_MAX_BYTES,
  CUSTOMER_IMPORT_TEXTS,
  customerImportTemplateUrl,
  type ImportProblem,
  type ImportRefusal,
  importRefusal,
} from "./CustomerImportDialog/customerImport.ts";
export {
  NOTE_FAILURE,
  NOTE_TEXTS,
  NoteDialog,
  type NoteDialogProps,
  NoteForm,
  type NoteFormProps,
  type NoteValues,
} from "./NoteForm/NoteForm.tsx";
export {
  PAYMENT_METHOD_FAILURE,
  PAYMENT_METHOD_TEXTS,
  PaymentMethodDialog,
  type PaymentMethodDialogProps,
  PaymentMethodForm,
  type PaymentMethodFormProps,
  TEST_GATEWAY_HINT,
} from "./PaymentMethodForm/PaymentMethodForm.tsx";
export {
  type PaymentMethodFormValues,
  type PaymentMethodType,
  paymentMethodInput,
} from "./PaymentMethodForm/paymentMethodValues.ts";
export {
  SEND_EMAIL_FAILURE,
  SEND_EMAIL_TEXTS,
  SendEmailDialog,
  type SendEmailDialogProps,
  SendEmailForm,
  type SendEmailFormProps,
  type SendEmailValues,
} from "./SendEmailForm/SendEmailForm.tsx";
