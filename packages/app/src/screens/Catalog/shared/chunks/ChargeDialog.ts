// One on-demand chunk (see ../catalogDialogs.ts).
export { CreateChargeDialog as default } from "@round/forms";
