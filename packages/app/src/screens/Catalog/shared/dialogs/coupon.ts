import type { CreateCouponDialogProps } from "@round/forms";
import { onDemandDialog } from "../../../shared/onDemand";

export const CreateCouponDialog = onDemandDialog<CreateCouponDialogProps>(
  () => import("../chunks/CouponDialog"),
  (props) => props.open === true,
);
