import type { DeleteDialogProps } from "../../../shared/DeleteDialog";
import { onDemandDialog } from "../onDemand";

export const DeleteDialog = onDemandDialog<DeleteDialogProps>(
  () => import("../../../shared/DeleteDialog").then((module) => ({ default: module.DeleteDialog })),
  (props) => props.item !== null,
);
