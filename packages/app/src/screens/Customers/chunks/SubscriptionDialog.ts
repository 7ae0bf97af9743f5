// One on-demand chunk (see ../subscriptionDialogs).
export { SubscriptionDialog as default } from "@round/forms";
