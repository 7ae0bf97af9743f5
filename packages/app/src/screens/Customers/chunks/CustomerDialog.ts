// One on-demand chunk (see ../dialogs).
export { CustomerDialog as default } from "@round/forms";
