// One on-demand chunk (see ../sections/BillingSettings).
export { TestClockDialog as default } from "@round/forms";
