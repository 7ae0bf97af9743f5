// One on-demand chunk (see ../dialogs).
export { CreateCouponDialog as default } from "@round/forms";
