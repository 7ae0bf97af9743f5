import type { BillingPreviewResponse } from "@round/forms/schemas";
import { RadioCards } from "@round/ui";
import { useState } from "react";
import {
  type BillingDialogProps,
  BillingDialogShell,
  BillingPreview,
  billingDay,
  usePreview,
} from "./SubscriptionDialogPreview.tsx";

export const CANCEL_FAILURE = "Failed to cancel the subscription. Please try again.";

export interface CancelValues {
  atTermEnd: boolean;
}

export interface CancelDialogProps extends BillingDialogProps {
  planName: string;
  currentTermEnd?: string | null;
  preview: (values: CancelValues) => Promise<BillingPreviewResponse>;
  onSubmit: (values: CancelValues) => Promise<void>;
}

/**
 * 'Cancel subscription': now (the unused part of the term credited, shown by the preview) or at the end of
 * the term (it stays active until then, and can be reactivated).
 */
export function CancelDialog({ planName, currentTermEnd, preview, onSubmit, ...dialog }: CancelDialogProps) {
  const [when, setWhen] = useState<"now" | "term_end">("term_end");
  const input: CancelValues = { atTermEnd: when === "term_end" };
  const shown = usePreview(input, preview);
  const end = currentTermEnd ? billingDay(currentTermEnd) : null;
  return (
    <BillingDialogShell
      {...dialog}
      title="Cancel subscription"
      description={planName}
      confirmLabel="Cancel subscription"
      confirmingLabel="Cancelling..."
      cancelLabel="Keep subscription"
      canConfirm={shown.ready}
      failureText={CANCEL_FAILURE}
      onConfirm={() => onSubmit(input)}
    >
      <RadioCards
        label="When"
        value={when}
        onValueChange={(value) => setWhen(value as "now" | "term_end")}
        options={[
          {
            value: "term_end",
            title: end ? `At the end of the term (${end})` : "At the end of the term",
            description: "It stays active until then and is not renewed.",
          },
          {
            value: "now",
            title: "Now",
            description: "It ends today; the unused part of the term is credited.",
          },
        ]}
      />
      <BillingPreview
        state={shown.state}
        onRetry={shown.retry}
        title="What the cancellation does"
        noInvoiceText="No invoice is raised."
      />
    </BillingDialogShell>
  );
}
