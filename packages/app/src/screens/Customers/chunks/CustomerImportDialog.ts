// One on-demand chunk (see ../dialogs).
export { CustomerImportDialog as default } from "@round/forms";
