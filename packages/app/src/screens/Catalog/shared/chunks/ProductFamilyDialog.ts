// One on-demand chunk (see ../dialogs).
export { CreateProductFamilyDialog as default } from "@round/forms";
