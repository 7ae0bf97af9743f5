// The portal's forms, one chunk loaded when a form is first opened.
export { BillingDetailsForm, PortalCardForm } from "@round/forms";
