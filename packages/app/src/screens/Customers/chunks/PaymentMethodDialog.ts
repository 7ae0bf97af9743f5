// One on-demand chunk (see ../dialogs).
export { PaymentMethodDialog as default } from "@round/forms";
