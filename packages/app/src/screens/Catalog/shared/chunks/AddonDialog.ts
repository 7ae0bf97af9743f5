// One on-demand chunk (see ../dialogs).
export { CreateAddonDialog as default } from "@round/forms";
