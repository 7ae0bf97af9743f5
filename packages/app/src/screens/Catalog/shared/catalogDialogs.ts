// The catalog's dialogs, each its own chunk loaded when first opened (or when a pointer or the focus reaches
// its button: `preloadOn`): the lists and record pages open without the forms, the wizard and the Modal.
// Same names and props as @round/forms' dialogs. One module per dialog (./dialogs), so a screen carries the
// preload list of the dialogs it opens only.

export { DeleteDialog } from "../../shared/deleteDialog";
export { CreateAddonDialog } from "./dialogs/addon";
export { CreateChargeDialog } from "./dialogs/charge";
export { CreateCouponDialog } from "./dialogs/coupon";
export { CreateProductFamilyDialog } from "./dialogs/family";
export { CreatePlanDialog } from "./dialogs/plan";
