// The subscription, test clock and billing settings bodies: explicit named exports only.
export {
  AFTER_FINAL_FAILURE_LABELS,
  BILLING_SETTINGS_FAILURE,
  BILLING_SETTINGS_SAVED,
  BillingSettingsForm,
  type BillingSettingsFormProps,
  retryDays,
} from "./BillingSettingsForm.tsx";
export { CANCEL_FAILURE, CancelDialog, type CancelDialogProps, type CancelValues } from "./CancelDialog.tsx";
export { PAUSE_FAILURE, PauseDialog, type PauseDialogProps, type PauseValues } from "./PauseDialog.tsx";
export {
  GATEWAY_FAILURE,
  GATEWAY_LABELS,
  GATEWAY_SAVED,
  PaymentGatewayForm,
  type PaymentGatewayFormProps,
} from "./PaymentGatewayForm.tsx";
export {
  SUBSCRIPTION_CHANGE_FAILURE,
  SUBSCRIPTION_CREATE_FAILURE,
  type SubscriptionChangeValues,
  type SubscriptionCreateValues,
  SubscriptionDialog,
  type SubscriptionDialogProps,
} from "./SubscriptionDialog.tsx";
export {
  REACTIVATE_FAILURE,
  RESUME_FAILURE,
  SubscriptionConfirmDialog,
  type SubscriptionConfirmDialogProps,
} from "./SubscriptionDialogConfirm.tsx";
export {
  type BillingDialogProps,
  BillingPreview,
  billingDay,
  PREVIEW_FAILED,
  type PreviewState,
} from "./SubscriptionDialogPreview.tsx";
export {
  addonChoices,
  type PricePointChoice,
  planChoices,
  pricePointPrice,
} from "./subscriptionChoices.ts";
export { TAX_RATE_FAILURE, TaxRateDialog, type TaxRateDialogProps } from "./TaxRateDialog.tsx";
export {
  clockTime,
  TEST_CLOCK_ADVANCE_FAILURE,
  TEST_CLOCK_FAILURE,
  TestClockAdvanceDialog,
  type TestClockAdvanceDialogProps,
  TestClockDialog,
  type TestClockDialogProps,
  utcInstant,
} from "./TestClockDialog.tsx";
