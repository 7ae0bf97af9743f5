import { formatMoney, minorUnits, subtractAmounts } from "@round/billing";
import {
  Banner,
  Button,
  Checkbox,
  DescriptionList,
  Modal,
  NumberField,
  RadioCards,
  Select,
  TextArea,
} from "@round/ui";
import { useEffect, useMemo, useRef } from "react";
import { serverErrorBody, serverErrorText } from "../../../form/serverErrors.ts";
import { useForm } from "../../../form/useForm.ts";
import {
  CREDIT_NOTE_LIMITS,
  CREDIT_NOTE_REASON_LABELS,
  CREDIT_NOTE_REASONS,
  type CreditNoteInput,
} from "../../../schemas/creditNotes.ts";
import * as layout from "../SubscriptionDialog.css.ts";
import * as styles from "./CreditNoteDialog.css.ts";
import {
  type CreditNoteFormValues,
  type CreditNoteInvoice,
  creditableInvoice,
  creditNoteFormSchema,
  type EarlierCreditNoteOf,
  earlierNotes,
  formFieldOf,
  initialCreditNoteValues,
  linesLeft,
  offersSplit,
  outcomeOf,
  refundableOf,
  requestOf,
  SPLIT_PARTS,
  type SplitPart,
  splitOf,
} from "./creditNoteValues.ts";

export const CREDIT_NOTE_FAILURE = "Failed to issue the credit note. Please try again.";

/** The texts of Issue credit note that a story or a screen may look for. */
export const CREDIT_NOTE_TEXTS = {
  title: "Issue credit note",
  submit: "Issue credit note",
  submitting: "Issuing...",
  parts: {
    refundAmount: "Refund to card/payment",
    creditAmount: "Credit to customer's balance",
    outOfBandAmount: "Settled outside Round",
  } satisfies Record<SplitPart, string>,
} as const;

export interface CreditNoteDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The invoice to credit; the dialog shows nothing of its own without one. */
  invoice: CreditNoteInvoice | null;
  /** The credit notes already on the invoice (voided ones count for nothing). */
  creditNotes?: readonly EarlierCreditNoteOf[];
  /** Sends the body; a throw is read as the server's refusal and shown on its field or above the form. */
  onSubmit: (body: CreditNoteInput) => Promise<unknown>;
  onSuccess?: () => void;
}

const NONE: readonly EarlierCreditNoteOf[] = [];

/** A refusal whose fields name the request's lines ("lines.0.amount"), renamed after the form's own lines. */
function onFormFields(error: unknown, lineIndex: readonly number[]): unknown {
  const body = serverErrorBody(error);
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return error;
  return {
    message: serverErrorText(error, CREDIT_NOTE_FAILURE),
    errors: errors.map((item: { field?: unknown }) =>
      typeof item?.field === "string" ? { ...item, field: formFieldOf(item.field, lineIndex) } : item,
    ),
  };
}

/**
 * Issue credit note (COMMERCE.md, "Correcting and taxing invoices"): lines of the invoice (each up to what is
 * left to credit of it) or an amount, a reason and a memo; on a paid invoice, how what passes the amount due
 * goes back: a refund (up to what is refundable), a credit to the customer's balance, an amount settled outside
 * Round. The preview and the messages come from `splitCreditNote`, the rule the server applies.
 */
export function CreditNoteDialog({
  open,
  onOpenChange,
  invoice,
  creditNotes = NONE,
  onSubmit,
  onSuccess,
}: CreditNoteDialogProps) {
  // The invoice stays while the dialog closes.
  const shown = useRef(invoice);
  if (invoice) shown.current = invoice;
  const current = shown.current;
  if (!current) return null;
  return (
    <CreditNoteModal
      open={open}
      onOpenChange={onOpenChange}
      invoice={current}
      creditNotes={creditNotes}
      onSubmit={onSubmit}
      onSuccess={onSuccess}
    />
  );
}

function CreditNoteModal({
  open,
  onOpenChange,
  invoice,
  creditNotes,
  onSubmit,
  onSuccess,
}: Omit<CreditNoteDialogProps, "invoice" | "creditNotes"> & {
  invoice: CreditNoteInvoice;
  creditNotes: readonly EarlierCreditNoteOf[];
}) {
  const { currency } = invoice;
  const schema = useMemo(() => creditNoteFormSchema(invoice, creditNotes), [invoice, creditNotes]);
  const form = useForm<CreditNoteFormValues, typeof schema>({
    schema,
    initialValues: initialCreditNoteValues(invoice, creditNotes),
    fallbackError: CREDIT_NOTE_FAILURE,
    nestedServerFields: true,
    requiredFields: ["reason"],
    onSubmit: async (body, values) => {
      try {
        await onSubmit(body);
      } catch (error) {
        throw onFormFields(error, requestOf(invoice, values).lineIndex);
      }
      onOpenChange?.(false);
      onSuccess?.();
    },
  });
  const { reset } = form;
  // A fresh form at each opening; the invoice read again while open keeps what was entered.
  const latest = useRef({ invoice, creditNotes });
  latest.current = { invoice, creditNotes };
  useEffect(() => {
    if (open) reset(initialCreditNoteValues(latest.current.invoice, latest.current.creditNotes));
  }, [open, reset]);

  const values = form.values;
  const money = (amount: string | number) => formatMoney(amount, currency);
  const creditable = useMemo(() => creditableInvoice(invoice), [invoice]);
  const left = useMemo(() => linesLeft(creditable, earlierNotes(creditNotes)), [creditable, creditNotes]);
  const leftToCredit = subtractAmounts(invoice.total, invoice.creditedAmount);
  const split = offersSplit(invoice);
  const parts = splitOf(invoice, values);
  const outcome = outcomeOf(invoice, creditNotes, values);
  const digits = minorUnits(currency);
  const step = digits > 0 ? 10 ** -digits : 1;
  const formId = "credit-note-form";
  const general = form.generalError ?? form.errors[""] ?? null;

  const setPart = (part: SplitPart, amount: number | null) => {
    // The first edit keeps the other parts as suggested; from then on the split is the person's own.
    form.setValues({ ...parts, [part]: amount, splitEdited: true });
  };
  const setLine = (index: number, change: Partial<CreditNoteFormValues["lines"][number]>) => {
    const lines = values.lines.map((line, at) => (at === index ? { ...line, ...change } : line));
    form.setValues({ lines });
    form.setFieldError(`lines.${index}.amount`, undefined);
    form.setFieldError("lines", undefined);
  };

  const preview = outcome.ok ? outcome.creditNote : null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!form.submitting || next) onOpenChange?.(next);
      }}
      title={CREDIT_NOTE_TEXTS.title}
      description={`${invoice.number ?? "Invoice"}: ${money(invoice.total)} total, ${money(invoice.amountDue)} due, ${money(leftToCredit)} left to credit.`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange?.(false)} disabled={form.submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.submitting}
            loadingLabel={CREDIT_NOTE_TEXTS.submitting}
          >
            {CREDIT_NOTE_TEXTS.submit}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        aria-label="Credit note"
        className={layout.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        {general ? <Banner tone="error">{general}</Banner> : null}
        <RadioCards
          label="Credit"
          value={values.mode}
          onValueChange={(mode) => form.setValues({ mode: mode as CreditNoteFormValues["mode"] })}
          options={[
            { value: "amount", title: "Amount", description: "Part or all of the invoice's total" },
            { value: "lines", title: "Lines", description: "Chosen lines of the invoice" },
          ]}
        />
        {values.mode === "amount" ? (
          <NumberField
            label="Amount"
            required
            min={0}
            step={step}
            suffix={currency.toUpperCase()}
            hint={`Tax included; at most ${money(leftToCredit)} is left to credit`}
            name="amount"
            value={values.amount}
            onValueChange={(amount) => form.setValue("amount", amount)}
            onBlur={() => form.validateField("amount")}
            error={form.errors.amount}
          />
        ) : (
          <fieldset
            className={layout.fieldset}
            aria-describedby={form.errors.lines ? "credit-lines-error" : undefined}
          >
            <legend className={layout.legend}>Lines to credit</legend>
            <div className={layout.group}>
              {form.errors.lines ? (
                <p id="credit-lines-error" className={styles.groupError}>
                  {form.errors.lines}
                </p>
              ) : null}
              {values.lines.map((line, index) => {
                const of = invoice.lines.find((one) => one.id === line.invoiceLineId);
                const gross = creditable.lines?.find((one) => one.id === line.invoiceLineId)?.total ?? "0";
                const rest = left.get(line.invoiceLineId) ?? "0";
                const none = rest === "0";
                return (
                  <div key={line.invoiceLineId} className={styles.line}>
                    <Checkbox
                      label={of?.description ?? "Line"}
                      description={
                        none ? "Credited in full" : `${money(rest)} left to credit of ${money(gross)}`
                      }
                      checked={line.selected}
                      disabled={none}
                      onCheckedChange={(selected) => setLine(index, { selected })}
                    />
                    {line.selected ? (
                      <NumberField
                        label={`Credit of ${of?.description ?? "the line"}`}
                        required
                        min={0}
                        step={step}
                        name={`lines.${index}.amount`}
                        value={line.amount}
                        onValueChange={(amount) => setLine(index, { amount })}
                        error={form.errors[`lines.${index}.amount`]}
                      />
                    ) : null}
                  </div>
                );
              })}
            </div>
          </fieldset>
        )}
        <div className={layout.columns}>
          <Select
            label="Reason"
            placeholder="Choose a reason"
            options={CREDIT_NOTE_REASONS.map((reason) => ({
              value: reason,
              label: CREDIT_NOTE_REASON_LABELS[reason],
            }))}
            {...form.fieldProps("reason")}
          />
          <TextArea
            label="Memo"
            rows={2}
            maxLength={CREDIT_NOTE_LIMITS.memo}
            hint="Printed on the credit note"
            {...form.fieldProps("memo")}
          />
        </div>
        {split ? (
          <fieldset className={layout.fieldset}>
            <legend className={layout.legend}>Refundable: {money(refundableOf(invoice))}</legend>
            <div className={layout.group}>
              <p className={layout.muted}>
                What passes the amount due goes back in these three parts, which add up to it.
              </p>
              <div className={styles.parts}>
                {SPLIT_PARTS.map((part) => (
                  <NumberField
                    key={part}
                    label={CREDIT_NOTE_TEXTS.parts[part]}
                    required
                    min={0}
                    step={step}
                    name={part}
                    value={parts[part]}
                    onValueChange={(amount) => setPart(part, amount)}
                    onBlur={() => form.validateField(part)}
                    error={form.errors[part]}
                  />
                ))}
              </div>
            </div>
          </fieldset>
        ) : null}
        <section aria-label="Preview" className={layout.preview}>
          <h3 className={layout.previewTitle}>Preview</h3>
          {preview ? (
            <DescriptionList
              columns={2}
              items={[
                { term: "Credit note total", detail: money(preview.total) },
                { term: "Tax included", detail: money(preview.tax) },
                { term: "Lowers the amount due", detail: money(preview.prePaymentAmount) },
                { term: "Refund", detail: money(preview.refundAmount) },
                { term: "Credit to balance", detail: money(preview.creditAmount) },
                { term: "Settled outside Round", detail: money(preview.outOfBandAmount) },
                { term: "Amount due after", detail: money(preview.invoice.amountDue) },
              ]}
            />
          ) : (
            <p className={layout.muted}>
              {values.mode === "amount" && values.amount === null
                ? "Enter the amount to credit to see what it changes."
                : values.mode === "lines" && !values.lines.some((line) => line.selected)
                  ? "Choose the lines to credit to see what it changes."
                  : (!outcome.ok && outcome.errors[0]?.message) || ""}
            </p>
          )}
        </section>
      </form>
    </Modal>
  );
}
