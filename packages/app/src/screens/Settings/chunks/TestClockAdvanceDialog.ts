// One on-demand chunk (see ../sections/BillingSettings).
export { TestClockAdvanceDialog as default } from "@round/forms";
