import type { CreatePlanDialogProps } from "@round/forms";
import { onDemandDialog } from "../../../shared/onDemand";

export const CreatePlanDialog = onDemandDialog<CreatePlanDialogProps>(
  () => import("../chunks/PlanDialog"),
  (props) => props.open === true,
);
