import type { CreateChargeDialogProps } from "@round/forms";
import { onDemandDialog } from "../../../shared/onDemand";

export const CreateChargeDialog = onDemandDialog<CreateChargeDialogProps>(
  () => import("../chunks/ChargeDialog"),
  (props) => props.open === true,
);
