// One on-demand chunk (see ../dialogs).
export { RecordPaymentDialog as default } from "@round/forms";
