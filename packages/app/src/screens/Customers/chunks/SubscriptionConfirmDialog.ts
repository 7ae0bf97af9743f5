// One on-demand chunk (see ../subscriptionDialogs).
export { SubscriptionConfirmDialog as default } from "@round/forms";
