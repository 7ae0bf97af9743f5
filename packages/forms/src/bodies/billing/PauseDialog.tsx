import { type BillingPreviewResponse, isDay } from "@round/forms/schemas";
import { DateField } from "@round/ui";
import { useState } from "react";
import * as styles from "./SubscriptionDialog.css.ts";
import {
  type BillingDialogProps,
  BillingDialogShell,
  BillingPreview,
  billingDay,
  usePreview,
} from "./SubscriptionDialogPreview.tsx";

export const PAUSE_FAILURE = "Failed to pause the subscription. Please try again.";

export interface PauseValues {
  resumeDate?: string;
}

export interface PauseDialogProps extends BillingDialogProps {
  planName: string;
  /** The end of the current term: nothing is billed while paused. */
  currentTermEnd?: string | null;
  preview: (values: PauseValues) => Promise<BillingPreviewResponse>;
  onSubmit: (values: PauseValues) => Promise<void>;
}

/**
 * 'Pause subscription': from today, until an optional resume date (resumed by hand otherwise). The preview
 * shows the credit the pause gives (the unused part of the paid term), before 'Pause subscription'; resuming
 * starts a new term invoiced at once, so the customer pays for exactly the days it was active.
 */
export function PauseDialog({ planName, currentTermEnd, preview, onSubmit, ...dialog }: PauseDialogProps) {
  const [resumeDate, setResumeDate] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const valid = resumeDate === "" || isDay(resumeDate);
  const input: PauseValues | null = valid ? (resumeDate ? { resumeDate } : {}) : null;
  const shown = usePreview(input, preview, { fieldNames: ["resumeDate"] });
  return (
    <BillingDialogShell
      {...dialog}
      title="Pause subscription"
      description={`${planName}: nothing is billed while it is paused.`}
      confirmLabel="Pause subscription"
      confirmingLabel="Pausing..."
      cancelLabel="Keep it running"
      canConfirm={shown.ready && input !== null}
      failureText={PAUSE_FAILURE}
      fieldNames={["resumeDate"]}
      onFieldErrors={(fields) => setFieldError(fields.resumeDate)}
      onConfirm={() => onSubmit(input ?? {})}
    >
      <DateField
        label="Resume date"
        hint="Optional: resumed by hand when empty. A new term starts on the resume day."
        value={resumeDate}
        onValueChange={(value) => {
          setResumeDate(value);
          setFieldError(undefined);
        }}
        error={fieldError ?? shown.fields.resumeDate ?? (valid ? undefined : "Please enter a valid date")}
      />
      {currentTermEnd ? (
        <p className={styles.muted}>The current term ends on {billingDay(currentTermEnd)}.</p>
      ) : null}
      <BillingPreview
        state={shown.state}
        onRetry={shown.retry}
        title="What the pause does"
        noInvoiceText="No invoice is raised now. Resuming starts a new term, invoiced on the resume day."
      />
    </BillingDialogShell>
  );
}
