// One on-demand chunk (see ../dialogs).
export { CreateChargeDialog as default } from "@round/forms";
