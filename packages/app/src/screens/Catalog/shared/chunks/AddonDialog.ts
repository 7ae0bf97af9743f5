// One on-demand chunk (see ../catalogDialogs.ts).
export { CreateAddonDialog as default } from "@round/forms";
