import type {
  CancelDialogProps,
  PauseDialogProps,
  SubscriptionConfirmDialogProps,
  SubscriptionDialogProps,
} from "@round/forms";
import { onDemandDialog } from "../shared/onDemand";

// The subscription dialogs, each an on-demand chunk, as the customer dialogs (./dialogs).
const isOpen = (props: { open?: boolean }) => props.open === true;

export const SubscriptionDialog = onDemandDialog<SubscriptionDialogProps>(
  () => import("./chunks/SubscriptionDialog"),
  isOpen,
);
export const PauseDialog = onDemandDialog<PauseDialogProps>(() => import("./chunks/PauseDialog"), isOpen);
export const CancelDialog = onDemandDialog<CancelDialogProps>(() => import("./chunks/CancelDialog"), isOpen);
export const SubscriptionConfirmDialog = onDemandDialog<SubscriptionConfirmDialogProps>(
  () => import("./chunks/SubscriptionConfirmDialog"),
  isOpen,
);
