// One on-demand chunk (see ../subscriptionDialogs).
export { CancelDialog as default } from "@round/forms";
