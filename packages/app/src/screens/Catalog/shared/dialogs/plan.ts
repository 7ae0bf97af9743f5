import type { CreatePlanDialogProps } from "@round/forms";
import { onDemandDialog } from "../onDemand";

export const CreatePlanDialog = onDemandDialog<CreatePlanDialogProps>(
  () => import("../chunks/PlanDialog"),
  (props) => props.open === true,
);
