// The bodies of a business's customer's pages (billing portal, pay page, checkout): explicit named exports only.

export { chargedNow } from "../billing/previewAmounts.ts";
export { AddressFields } from "./AddressFields.tsx";
export {
  BILLING_DETAILS_FAILURE,
  BILLING_DETAILS_SAVED,
  BillingDetailsForm,
  type BillingDetailsFormProps,
  type BillingDetailsOutput,
  type BillingDetailsRecord,
} from "./BillingDetailsForm.tsx";
export { billingPeriodLabel, pricePeriodText } from "./billingPeriod.ts";
export { CardFields, type CardFieldsForm } from "./CardFields.tsx";
export {
  CHECKOUT_FAILURE,
  type CheckoutCouponResult,
  CheckoutForm,
  type CheckoutFormProps,
  type CheckoutOutput,
  COUPON_CHECK_FAILURE,
} from "./CheckoutForm.tsx";
export {
  PORTAL_CARD_FAILURE,
  PortalCardForm,
  type PortalCardFormProps,
  type PortalCardOutput,
} from "./PortalCardForm.tsx";
export {
  PORTAL_CANCEL_FAILURE,
  PORTAL_CHANGE_FAILURE,
  PortalAddonDialog,
  type PortalAddonDialogProps,
  PortalCancelDialog,
  type PortalCancelDialogProps,
  type PortalPlanChange,
  type PortalPlanChoice,
  PortalPlanDialog,
  type PortalPlanDialogProps,
  PortalPreview,
  previewSentence,
} from "./PortalChangeDialogs.tsx";
export { RENEW_LINK_FAILURE, RenewLinkForm, type RenewLinkFormProps } from "./RenewLinkForm.tsx";
