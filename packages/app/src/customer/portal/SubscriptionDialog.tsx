/** The change, cancel and add-on dialogs of a portal subscription: each previews before it confirms. */
import { PortalAddonDialog, PortalCancelDialog, PortalPlanDialog } from "@round/forms";
import type { PortalSubscription } from "@round/forms/schemas";
import type { PortalApi } from "../api";
import { day } from "../format";
import { addonsAfter } from "./subscriptionChanges";

export type SubscriptionTask =
  | { kind: "plan"; subscription: PortalSubscription }
  | { kind: "cancel"; subscription: PortalSubscription; atTermEnd: boolean }
  | {
      kind: "addon";
      subscription: PortalSubscription;
      addon: PortalSubscription["addonOptions"][number];
      action: "add" | "remove";
    };

export interface SubscriptionDialogProps {
  task: SubscriptionTask;
  api: PortalApi;
  onClose: () => void;
  /** The change went through: the subscription as the server answers it, and what to tell the customer. */
  onDone: (subscription: PortalSubscription, notice: string) => void;
}

export default function SubscriptionDialog({ task, api, onClose, onDone }: SubscriptionDialogProps) {
  const { subscription } = task;
  const common = { open: true, onOpenChange: (open: boolean) => (open ? undefined : onClose()) };
  if (task.kind === "plan") {
    return (
      <PortalPlanDialog
        {...common}
        planName={subscription.planName}
        options={subscription.changeOptions}
        preview={(change) => api.previewChange(subscription.id, change)}
        onSubmit={async (change) => {
          const changed = await api.change(subscription.id, change);
          onDone(changed, `Your plan is now ${changed.planName}.`);
        }}
      />
    );
  }
  if (task.kind === "cancel") {
    return (
      <PortalCancelDialog
        {...common}
        planName={subscription.planName}
        atTermEnd={task.atTermEnd}
        currentTermEnd={subscription.currentTermEnd}
        preview={({ atTermEnd }) => api.previewCancel(subscription.id, atTermEnd)}
        onSubmit={async ({ atTermEnd }) => {
          const cancelled = await api.cancel(subscription.id, atTermEnd);
          onDone(
            cancelled,
            atTermEnd && cancelled.cancelAt
              ? `Your ${cancelled.planName} subscription ends on ${day(cancelled.cancelAt)}.`
              : `Your ${cancelled.planName} subscription is cancelled.`,
          );
        }}
      />
    );
  }
  const addons = addonsAfter(subscription.addons, task.addon.pricePointId, task.action);
  return (
    <PortalAddonDialog
      {...common}
      name={task.addon.name}
      action={task.action}
      addons={addons}
      preview={(change) => api.previewChange(subscription.id, change)}
      onSubmit={async (change) => {
        const changed = await api.change(subscription.id, change);
        onDone(changed, task.action === "add" ? `${task.addon.name} added.` : `${task.addon.name} removed.`);
      }}
    />
  );
}
