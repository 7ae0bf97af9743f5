import type { BillingPreviewResponse } from "@round/forms/schemas";
import {
  type BillingDialogProps,
  BillingDialogShell,
  BillingPreview,
  usePreview,
} from "./SubscriptionDialogPreview.tsx";

export const RESUME_FAILURE = "Failed to resume the subscription. Please try again.";
export const REACTIVATE_FAILURE = "Failed to reactivate the subscription. Please try again.";

export interface SubscriptionConfirmDialogProps extends BillingDialogProps {
  action: "resume" | "reactivate";
  planName: string;
  preview: () => Promise<BillingPreviewResponse>;
  onSubmit: () => Promise<void>;
}

const EMPTY = {};

/**
 * 'Resume subscription' (a new term from today, invoiced at once) and 'Reactivate subscription' (undoes a
 * scheduled cancel, or starts a cancelled one again with a new term): the preview, then the confirm.
 */
export function SubscriptionConfirmDialog({
  action,
  planName,
  preview,
  onSubmit,
  ...dialog
}: SubscriptionConfirmDialogProps) {
  const shown = usePreview(EMPTY, () => preview(), { delayMs: 0 });
  const resume = action === "resume";
  return (
    <BillingDialogShell
      {...dialog}
      title={resume ? "Resume subscription" : "Reactivate subscription"}
      description={planName}
      confirmLabel={resume ? "Resume subscription" : "Reactivate subscription"}
      confirmingLabel={resume ? "Resuming..." : "Reactivating..."}
      canConfirm={shown.ready}
      failureText={resume ? RESUME_FAILURE : REACTIVATE_FAILURE}
      onConfirm={onSubmit}
    >
      <BillingPreview
        state={shown.state}
        onRetry={shown.retry}
        title={resume ? "What resuming does" : "What reactivating does"}
        noInvoiceText="No invoice is raised now."
      />
    </BillingDialogShell>
  );
}
