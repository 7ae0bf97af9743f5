import { addMonths } from "@round/billing";
import {
  isInstant,
  type TestClockAdvanceResponse,
  type TestClockInput,
  type TestClockResponse,
  testClockSchema,
} from "@round/forms/schemas";
import { Banner, Button, formatUtcTime, Modal, Spinner, TextField } from "@round/ui";
import { type ReactNode, useEffect, useState } from "react";
import { serverErrorText, splitServerErrors } from "../../form/serverErrors.ts";
import { useForm } from "../../form/useForm.ts";
import * as styles from "./SubscriptionDialog.css.ts";
import { billingDay, usePreview } from "./SubscriptionDialogPreview.tsx";

export const TEST_CLOCK_FAILURE = "Failed to create the test clock. Please try again.";
export const TEST_CLOCK_ADVANCE_FAILURE = "Failed to advance the test clock. Please try again.";

/** '2027-04-01T09:30' (a date-time field, read as UTC) as '2027-04-01T09:30:00Z'; '' stays ''. */
export function utcInstant(local: string): string {
  if (!local) return "";
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00Z` : local;
}

/** An instant as a date-time field shows it, in UTC: '2027-04-01T09:30'. */
function localField(instant: string): string {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? "" : at.toISOString().slice(0, 16);
}

/** The same time a month later ('2027-04-01T09:30:00.000Z' → '2027-05-01T09:30:00Z'), the day clamped. */
function monthAfter(instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return "";
  const iso = at.toISOString();
  return `${addMonths(iso.slice(0, 10), 1)}T${iso.slice(11, 16)}:00Z`;
}

/** Now, to the minute, as a date-time field reads it in UTC: the default of a new clock. */
function nowToTheMinute(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 16)}:00Z`;
}

/** 'Apr 1, 2027, 09:30 UTC': a test clock's time. */
export const clockTime = formatUtcTime;

export interface TestClockDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onSuccess?: () => void;
  /** Where the clock starts, an instant; now (to the minute) unless given. The person may change it. */
  defaultTime?: string;
  onSubmit: (values: TestClockInput) => Promise<void>;
}

type ClockValues = { name: string; frozenTime: string };

/** 'Create test clock': a name and the time it is frozen at (UTC). */
export function TestClockDialog({
  open,
  onOpenChange,
  onSuccess,
  defaultTime,
  onSubmit,
}: TestClockDialogProps) {
  const start = () => ({ name: "", frozenTime: defaultTime ?? nowToTheMinute() });
  const form = useForm<ClockValues, typeof testClockSchema>({
    schema: testClockSchema,
    initialValues: start(),
    fallbackError: TEST_CLOCK_FAILURE,
    onSubmit: async (output) => {
      await onSubmit(output);
      onOpenChange?.(false);
      onSuccess?.();
    },
  });
  const formId = "test-clock-form";
  // Each opening starts afresh, from the default time of that moment.
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only.
  useEffect(() => {
    if (open) reset(start());
  }, [open]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!form.submitting || next) onOpenChange?.(next);
      }}
      title="Create test clock"
      description="Customers created on a test clock see time only when you advance it."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange?.(false)} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel="Creating...">
            Create test clock
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={form.handleSubmit} noValidate>
        {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
        <TextField label="Name" maxLength={100} {...form.fieldProps("name")} required />
        <TextField
          label="Frozen time (UTC)"
          type="datetime-local"
          required
          name="frozenTime"
          value={localField(form.values.frozenTime)}
          onChange={(event) => form.setValue("frozenTime", utcInstant(event.target.value))}
          onBlur={() => form.validateField("frozenTime")}
          error={form.errors.frozenTime}
        />
      </form>
    </Modal>
  );
}

export interface TestClockAdvanceDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  clock: TestClockResponse;
  preview: (frozenTime: string) => Promise<TestClockAdvanceResponse>;
  onSubmit: (frozenTime: string) => Promise<TestClockAdvanceResponse>;
}

function StepList({ result, empty }: { result: TestClockAdvanceResponse; empty: string }) {
  if (result.steps.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ol className={styles.steps}>
      {result.steps.map((step, index) => (
        <li key={index}>
          <strong>{billingDay(step.on)}</strong> · {step.customerName}: {step.action}
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Advance test clock': pick a later time, see the steps it would run (renewals, invoices, payments, trial
 * ends, resumes) in order, 'Confirm advance', then the steps that ran.
 */
export function TestClockAdvanceDialog({
  open,
  onOpenChange,
  clock,
  preview,
  onSubmit,
}: TestClockAdvanceDialogProps) {
  // A month on from the clock's time unless changed: the next monthly renewal, previewed at once.
  const [time, setTime] = useState(() => monthAfter(clock.frozenTime));
  const [ran, setRan] = useState<TestClockAdvanceResponse | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only.
  useEffect(() => {
    if (open) {
      setTime(monthAfter(clock.frozenTime));
      setRan(null);
      setFailure(null);
    }
  }, [open]);
  const input = time && isInstant(time) ? time : null;
  const shown = usePreview(input, preview, { fieldNames: ["frozenTime"] });
  const confirm = async () => {
    if (!input || !shown.ready) return;
    setSubmitting(true);
    setFailure(null);
    try {
      setRan(await onSubmit(input));
    } catch (error) {
      setFailure(
        splitServerErrors(error, [], { fallback: TEST_CLOCK_ADVANCE_FAILURE }).general ??
          serverErrorText(error),
      );
    } finally {
      setSubmitting(false);
    }
  };
  let previewBody: ReactNode = <p className={styles.muted}>Pick a later time to see what would run.</p>;
  if (shown.state.status === "loading") {
    previewBody = (
      <div role="status" className={styles.muted}>
        <Spinner size={16} label={null} /> Calculating preview...
      </div>
    );
  } else if (shown.state.status === "error") {
    previewBody =
      Object.keys(shown.fields).length > 0 ? null : <Banner tone="error">{shown.state.message}</Banner>;
  } else if (shown.state.status === "ready") {
    previewBody = <StepList result={shown.state.data} empty="Nothing is due before that time." />;
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!submitting || next) onOpenChange?.(next);
      }}
      title={`Advance ${clock.name}`}
      // Once advanced, the clock's new time (the answer's), not the one it had when the dialog opened.
      description={`Frozen at ${clockTime(ran?.clock.frozenTime ?? clock.frozenTime)}.`}
      size="lg"
      footer={
        ran ? (
          <Button onClick={() => onOpenChange?.(false)}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange?.(false)} disabled={submitting}>
              Cancel
            </Button>
            <Button
              onClick={() => void confirm()}
              disabled={!shown.ready}
              loading={submitting}
              loadingLabel="Advancing..."
            >
              Confirm advance
            </Button>
          </>
        )
      }
    >
      <div className={styles.form}>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        {ran ? (
          <section className={styles.preview} aria-label="Steps that ran">
            <h3 className={styles.previewTitle}>
              Advanced to {clockTime(ran.clock.frozenTime)}: {ran.steps.length}{" "}
              {ran.steps.length === 1 ? "step" : "steps"} ran
            </h3>
            <StepList result={ran} empty="Nothing was due." />
            {ran.clock.failures.length > 0 ? (
              <Banner
                tone="error"
                title={`${ran.clock.failures.length} ${ran.clock.failures.length === 1 ? "step" : "steps"} could not run`}
              >
                <ol className={styles.steps} aria-label="Steps that failed">
                  {ran.clock.failures.map((failed) => (
                    <li key={`${failed.on}-${failed.subscriptionId ?? failed.invoiceId}`}>
                      <strong>{billingDay(failed.on)}</strong> · {failed.customerName}: {failed.message}
                    </li>
                  ))}
                </ol>
                The clock's other customers reached its time; these steps are tried again at the next advance.
              </Banner>
            ) : null}
          </section>
        ) : (
          <>
            <TextField
              label="New time (UTC)"
              type="datetime-local"
              required
              min={localField(clock.frozenTime)}
              value={localField(time)}
              onChange={(event) => setTime(utcInstant(event.target.value))}
              error={shown.fields.frozenTime}
            />
            <section className={styles.preview} aria-label="Steps it would run" aria-live="polite">
              <h3 className={styles.previewTitle}>Steps it would run</h3>
              {previewBody}
            </section>
          </>
        )}
      </div>
    </Modal>
  );
}
