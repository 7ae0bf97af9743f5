// One on-demand chunk (see ../subscriptionDialogs).
export { PauseDialog as default } from "@round/forms";
