// One on-demand chunk (see ../dialogs).
export { CreditDialog as default } from "@round/forms";
