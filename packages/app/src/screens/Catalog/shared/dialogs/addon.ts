import type { CreateAddonDialogProps } from "@round/forms";
import { onDemandDialog } from "../../../shared/onDemand";

export const CreateAddonDialog = onDemandDialog<CreateAddonDialogProps>(
  () => import("../chunks/AddonDialog"),
  (props) => props.open === true,
);
