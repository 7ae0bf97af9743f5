import type { CreateProductFamilyDialogProps } from "@round/forms";
import { onDemandDialog } from "../../../shared/onDemand";

export const CreateProductFamilyDialog = onDemandDialog<CreateProductFamilyDialogProps>(
  () => import("../chunks/ProductFamilyDialog"),
  (props) => props.open === true,
);
