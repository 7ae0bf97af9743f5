import { webhookReplaySchema } from "@round/forms/schemas";
import { Banner, Button, formatUtcTime, Modal, TextField } from "@round/ui";
import { useEffect, useId, useState } from "react";
import * as v from "valibot";
import { serverErrorText } from "../../form/serverErrors.ts";
import { useForm } from "../../form/useForm.ts";
import * as styles from "./developers.css.ts";
import { SigningSecretStep } from "./WebhookEndpointDialog.tsx";

const ROTATE_FAILURE = "Failed to rotate the signing secret. Please try again.";
const REPLAY_FAILURE = "Failed to replay the deliveries. Please try again.";

export interface RotateSecretDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The endpoint's URL, as the dialog names it. */
  url: string;
  /** Rotates; answers the new secret and until when the old one also signs. */
  onSubmit: () => Promise<{ secret: string; previousSecretExpiresAt: string | null }>;
}

/**
 * 'Rotate secret': asked first; then the new signing secret, shown once, and until when the old one keeps
 * signing beside it (24 hours), so the receiver can switch over without losing a delivery.
 */
export function RotateSecretDialog({ open, onOpenChange, url, onSubmit }: RotateSecretDialogProps) {
  const [made, setMade] = useState<{ secret: string; previousSecretExpiresAt: string | null } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setMade(null);
      setFailure(null);
    }
  }, [open]);
  const close = () => onOpenChange?.(false);
  const rotate = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      setMade(await onSubmit());
    } catch (error) {
      setFailure(serverErrorText(error, ROTATE_FAILURE));
    } finally {
      setSubmitting(false);
    }
  };
  const until = made?.previousSecretExpiresAt ? formatUtcTime(made.previousSecretExpiresAt) : null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!submitting || next) onOpenChange?.(next);
      }}
      title={made ? "New signing secret" : "Rotate the signing secret?"}
      description={
        made
          ? undefined
          : "A new secret signs every delivery from now on. The old one keeps signing beside it for 24 hours, so your receiver can switch over."
      }
      footer={
        made ? null : (
          <>
            <Button variant="secondary" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button onClick={() => void rotate()} loading={submitting} loadingLabel="Rotating...">
              Rotate secret
            </Button>
          </>
        )
      }
    >
      {made ? (
        <SigningSecretStep
          intro={
            <>
              Deliveries to <strong className={styles.url}>{url}</strong> carry two signatures for 24 hours:
              the old secret keeps signing {until ? `until ${until}` : "for 24 hours"}, then only this one
              does.
            </>
          }
          secret={made.secret}
          onDone={close}
        />
      ) : (
        <div className={styles.form}>
          <p className={styles.muted}>
            Endpoint: <strong className={styles.url}>{url}</strong>
          </p>
          {failure ? <Banner tone="error">{failure}</Banner> : null}
        </div>
      )}
    </Modal>
  );
}

/** 'YYYY-MM-DDTHH:MM[:SS]' of a date-time field, read in UTC, as an instant; '' stays ''. */
export function utcInstantOf(local: string): string {
  if (local === "") return "";
  return `${local.length === 16 ? `${local}:00` : local}Z`;
}

/** The replay form: a UTC date and time from a `datetime-local` field, checked with the API's own rule. */
const replayFormSchema = v.pipe(
  v.object({ since: v.string() }),
  v.transform(({ since }) => ({ since: utcInstantOf(since), status: "failed" as const })),
  webhookReplaySchema,
);

interface ReplayValues extends Record<string, unknown> {
  since: string;
}

export interface ReplayFailedDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the field starts: 'YYYY-MM-DDTHH:MM', in UTC. */
  defaultSince: string;
  /** Replays every failed delivery of an event created since then; answers how many were queued. */
  onSubmit: (body: { since: string; status: "failed" }) => Promise<{ count: number }>;
}

/** 'Replay failed deliveries': since when (UTC), then how many deliveries were queued again. */
export function ReplayFailedDialog({ open, onOpenChange, defaultSince, onSubmit }: ReplayFailedDialogProps) {
  const [count, setCount] = useState<number | null>(null);
  const form = useForm<ReplayValues, typeof replayFormSchema>({
    schema: replayFormSchema,
    initialValues: { since: defaultSince },
    requiredFields: ["since"],
    fallbackError: REPLAY_FAILURE,
    onSubmit: async (body) => setCount((await onSubmit(body)).count),
  });
  const formId = useId();
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only.
  useEffect(() => {
    if (open) {
      reset({ since: defaultSince });
      setCount(null);
    }
  }, [open]);
  const close = () => onOpenChange?.(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!form.submitting || next) onOpenChange?.(next);
      }}
      title="Replay failed deliveries"
      description={
        count === null
          ? "Every failed delivery of an event created since then is tried again now, once."
          : undefined
      }
      footer={
        count === null ? (
          <>
            <Button variant="secondary" onClick={close} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={form.submitting} loadingLabel="Replaying...">
              Replay
            </Button>
          </>
        ) : (
          <Button onClick={close}>Done</Button>
        )
      }
    >
      {count === null ? (
        <form
          id={formId}
          className={styles.form}
          onSubmit={form.handleSubmit}
          noValidate
          aria-label="Replay failed deliveries"
        >
          {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
          <TextField
            label="Failed since (UTC)"
            type="datetime-local"
            hint="Events created at or after this time."
            {...form.fieldProps("since")}
            required
          />
        </form>
      ) : (
        <Banner tone={count === 0 ? "info" : "success"}>
          {count === 0
            ? "No failed delivery since then: nothing was replayed."
            : `${count} failed ${count === 1 ? "delivery was" : "deliveries were"} queued again.`}
        </Banner>
      )}
    </Modal>
  );
}
