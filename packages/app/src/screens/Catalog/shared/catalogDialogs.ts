import type {
  CreateAddonDialogProps,
  CreateChargeDialogProps,
  CreateCouponDialogProps,
  CreatePlanDialogProps,
  CreateProductFamilyDialogProps,
} from "@round/forms";
import type { DeleteDialogProps } from "./DeleteDialog";
import { onDemandDialog } from "./onDemand";

// The catalog's dialogs, each its own chunk loaded when first opened (or when a pointer or the focus reaches
// its button: `preloadOn`): the lists and record pages open without the forms, the wizard and the Modal.
// Same names and props as @round/forms' dialogs.
const isOpen = (props: { open?: boolean }) => props.open === true;

export const CreateProductFamilyDialog = onDemandDialog<CreateProductFamilyDialogProps>(
  () => import("./chunks/ProductFamilyDialog"),
  isOpen,
);
export const CreatePlanDialog = onDemandDialog<CreatePlanDialogProps>(
  () => import("./chunks/PlanDialog"),
  isOpen,
);
export const CreateAddonDialog = onDemandDialog<CreateAddonDialogProps>(
  () => import("./chunks/AddonDialog"),
  isOpen,
);
export const CreateChargeDialog = onDemandDialog<CreateChargeDialogProps>(
  () => import("./chunks/ChargeDialog"),
  isOpen,
);
export const CreateCouponDialog = onDemandDialog<CreateCouponDialogProps>(
  () => import("./chunks/CouponDialog"),
  isOpen,
);
export const DeleteDialog = onDemandDialog<DeleteDialogProps>(
  () => import("./DeleteDialog").then((module) => ({ default: module.DeleteDialog })),
  (props) => props.item !== null,
);
