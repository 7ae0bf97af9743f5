// The delete confirmation as an on-demand dialog: its code loads when a delete is first asked for.
import type { DeleteDialogProps } from "./DeleteDialog";
import { onDemandDialog } from "./onDemand";

export const DeleteDialog = onDemandDialog<DeleteDialogProps>(
  () => import("./DeleteDialog").then((module) => ({ default: module.DeleteDialog })),
  (props) => props.item !== null,
);
