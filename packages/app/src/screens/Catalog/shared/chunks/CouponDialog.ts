// One on-demand chunk (see ../catalogDialogs.ts).
export { CreateCouponDialog as default } from "@round/forms";
