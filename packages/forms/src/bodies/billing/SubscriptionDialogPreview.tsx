import type { BillingPreviewResponse } from "@round/forms/schemas";
import { Banner, Button, formatMoney, Modal, type ModalSize, Spinner } from "@round/ui";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { serverErrorText, splitServerErrors } from "../../form/serverErrors.ts";
import { chargedNow, taxRow } from "./previewAmounts.ts";
import * as styles from "./SubscriptionDialog.css.ts";

/** 'Mar 2, 2026' for a day (YYYY-MM-DD) or a timestamp, read in UTC as the API writes them. */
export function billingDay(value: string | null | undefined): string {
  if (!value) return "";
  const at = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return value;
  return at.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** What a preview holds while the person fills the dialog in. */
export type PreviewState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "error"; message: string; fields: Readonly<Record<string, string>> };

export const PREVIEW_FAILED = "Failed to preview the change. Please try again.";

/**
 * The preview of what an action would do for `input`, asked again (after `delayMs` of quiet) whenever the
 * input changes; null input asks nothing. `ready` is true only when the answer shown is the current input's,
 * so a confirm button never commits values the person has not seen previewed. A 400's field messages come
 * back by field (`fieldNames`), so a body shows them under its fields.
 */
export function usePreview<I, T>(
  input: I | null,
  load: (input: I) => Promise<T>,
  { delayMs = 300, fieldNames = [] }: { delayMs?: number; fieldNames?: readonly string[] } = {},
) {
  const key = input === null ? null : JSON.stringify(input);
  const [state, setState] = useState<PreviewState<T> & { key?: string | null }>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const inputRef = useRef(input);
  inputRef.current = input;
  const fieldsRef = useRef(fieldNames);
  fieldsRef.current = fieldNames;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the input; attempt re-asks.
  useEffect(() => {
    if (key === null) {
      setState({ status: "idle" });
      return;
    }
    let live = true;
    setState({ status: "loading", key });
    const timer = setTimeout(() => {
      loadRef
        .current(inputRef.current as I)
        .then((data) => {
          if (live) setState({ status: "ready", data, key });
        })
        .catch((error: unknown) => {
          if (!live) return;
          const split = splitServerErrors(error, fieldsRef.current, {
            nested: true,
            fallback: PREVIEW_FAILED,
          });
          setState({
            status: "error",
            key,
            message: split.general ?? serverErrorText(error, PREVIEW_FAILED),
            fields: split.fields,
          });
        });
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, attempt, delayMs]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = state.status === "idle" || state.key === key ? state : ({ status: "loading" } as const);
  return {
    state: current as PreviewState<T>,
    ready: current.status === "ready",
    fields: current.status === "error" ? current.fields : {},
    retry,
  };
}

function Amount({ value, currency }: { value: number; currency: string }) {
  return <>{formatMoney(value, currency)}</>;
}

/**
 * A preview line's text: the server's description (which names the quantity, 'Pro × 5'), with the quantity
 * added only when the description does not already say it.
 */
function previewLineText(line: { description: string; quantity: number }): string {
  if (line.quantity <= 1 || line.description.includes(`× ${line.quantity}`)) return line.description;
  return `${line.description} × ${line.quantity}`;
}

/**
 * A preview that is not there yet: what to fill in first, a spinner while the server computes it, or its
 * failure with Retry (the staff's dialogs and the customer's portal alike).
 */
export function previewPending<T>(
  state: Exclude<PreviewState<T>, { status: "ready" }>,
  options: { idleText: string; loadingText: string; mutedClassName: string; onRetry: () => void },
): ReactNode {
  if (state.status === "idle") return <p className={options.mutedClassName}>{options.idleText}</p>;
  if (state.status === "loading") {
    return (
      <div role="status" className={options.mutedClassName}>
        <Spinner size={16} label={null} /> {options.loadingText}
      </div>
    );
  }
  return (
    <Banner
      tone="error"
      action={
        <Button variant="secondary" size="sm" onClick={options.onRetry}>
          Retry
        </Button>
      }
    >
      {state.message}
    </Banner>
  );
}

/**
 * What an action would write, shown before the person confirms (COMMERCE.md, "Preview before commit"): the
 * invoice lines with their periods, the subtotal, discount, tax, total, credit applied and amount due, and the
 * credit the customer would get. `idle` says what to fill in first.
 */
export function BillingPreview({
  state,
  onRetry,
  idleText = "Choose a plan to see the first invoice.",
  noInvoiceText = "No invoice is raised now.",
  title = "Preview",
}: {
  state: PreviewState<BillingPreviewResponse>;
  onRetry: () => void;
  idleText?: string;
  noInvoiceText?: string;
  title?: string;
}) {
  let body: ReactNode;
  if (state.status === "error" && Object.keys(state.fields).length > 0) {
    // The field's own message says what is wrong, under the field.
    body = <p className={styles.muted}>Correct the highlighted fields to see the preview.</p>;
  } else if (state.status !== "ready") {
    body = previewPending(state, {
      idleText,
      loadingText: "Calculating preview...",
      mutedClassName: styles.muted,
      onRetry,
    });
  } else {
    const { invoice, credit, subscription } = state.data;
    const currency = invoice?.currency ?? subscription.currency;
    body = (
      <>
        {invoice ? (
          <table className={styles.table} aria-label="Invoice preview">
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Description
                </th>
                <th scope="col" className={`${styles.cell} ${styles.amount}`}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, index) => (
                <tr key={index}>
                  <td className={styles.cell}>
                    {previewLineText(line)}
                    {line.periodStart && line.periodEnd ? (
                      <span className={styles.muted}>
                        {" "}
                        ({billingDay(line.periodStart)} – {billingDay(line.periodEnd)})
                      </span>
                    ) : null}
                  </td>
                  <td className={`${styles.cell} ${styles.amount}`}>
                    <Amount value={line.amount} currency={currency} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <PreviewSum label="Subtotal" value={invoice.subtotal} currency={currency} />
              {invoice.discount !== 0 ? (
                <PreviewSum label="Discount" value={-invoice.discount} currency={currency} />
              ) : null}
              {taxRow(invoice.tax).map((row) => (
                <PreviewSum key={row.label} label={row.label} value={row.amount} currency={currency} />
              ))}
              <PreviewSum label="Total" value={invoice.total} currency={currency} strong />
              {invoice.creditApplied !== 0 ? (
                <PreviewSum label="Credit applied" value={-invoice.creditApplied} currency={currency} />
              ) : null}
              {chargedNow(invoice) > 0 ? (
                // Collected automatically: the default card pays it as it is raised.
                <PreviewSum
                  label="Charged to the card now"
                  value={-chargedNow(invoice)}
                  currency={currency}
                />
              ) : null}
              <PreviewSum label="Amount due" value={invoice.amountDue} currency={currency} strong />
            </tfoot>
          </table>
        ) : (
          <p className={styles.muted}>{noInvoiceText}</p>
        )}
        {credit !== 0 ? (
          <p className={styles.total}>{`Credit to the customer: ${formatMoney(credit, currency)}`}</p>
        ) : null}
      </>
    );
  }
  return (
    <section
      className={styles.preview}
      aria-label={title}
      aria-live="polite"
      aria-busy={state.status === "loading"}
    >
      <h3 className={styles.previewTitle}>{title}</h3>
      {body}
    </section>
  );
}

function PreviewSum({
  label,
  value,
  currency,
  strong = false,
}: {
  label: string;
  value: number;
  currency: string;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? styles.total : undefined}>
      <th scope="row" className={styles.cell}>
        {label}
      </th>
      <td className={`${styles.cell} ${styles.amount}`}>
        <Amount value={value} currency={currency} />
      </td>
    </tr>
  );
}

/** What every billing action dialog accepts besides its body's own props. */
export interface BillingDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called after a successful confirm, once the dialog has closed. */
  onSuccess?: () => void;
}

/**
 * A billing action in a Modal: the body, then the preview, then 'Keep …' (or Cancel) and the confirm button,
 * which is offered only once the preview of the values on screen is shown. A failed confirm shows its text
 * (a 409's 'Only an active subscription can be paused.') in a banner, and the dialog stays open.
 */
export function BillingDialogShell({
  open,
  onOpenChange,
  title,
  description,
  size = "md",
  confirmLabel,
  confirmingLabel,
  cancelLabel = "Cancel",
  canConfirm,
  onConfirm,
  onSuccess,
  failureText,
  fieldNames = [],
  onFieldErrors,
  children,
}: BillingDialogProps & {
  title: string;
  description?: ReactNode;
  size?: ModalSize;
  confirmLabel: string;
  confirmingLabel: string;
  cancelLabel?: string;
  canConfirm: boolean;
  onConfirm: () => Promise<void>;
  failureText: string;
  /** Fields of the body: a refusal's field messages go back to it rather than to the banner. */
  fieldNames?: readonly string[];
  onFieldErrors?: (fields: Record<string, string>) => void;
  children: ReactNode;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) {
      setSubmitting(false);
      setFailure(null);
    }
  }, [open]);
  const confirm = async () => {
    if (!canConfirm || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onConfirm();
      onOpenChange?.(false);
      onSuccess?.();
    } catch (error) {
      const split = splitServerErrors(error, fieldNames, { nested: true, fallback: failureText });
      if (Object.keys(split.fields).length > 0) onFieldErrors?.(split.fields);
      if (split.general || Object.keys(split.fields).length === 0) {
        setFailure(split.general ?? serverErrorText(error, failureText));
      }
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!submitting || next) onOpenChange?.(next);
      }}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange?.(false)} disabled={submitting}>
            {cancelLabel}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={!canConfirm}
            loading={submitting}
            loadingLabel={confirmingLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        {children}
      </div>
    </Modal>
  );
}
