// One on-demand chunk (see ../dialogs).
export { InvoiceDialog as default } from "@round/forms";
