// One on-demand chunk (see ../catalogDialogs.ts).
export { CreateProductFamilyDialog as default } from "@round/forms";
