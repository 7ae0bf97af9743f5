/**
 * Credit notes and refunds (COMMERCE.md, "Correcting and taxing invoices"). `POST /api/credit-notes` names a
 * finalized invoice and either lines (each a gross amount of an invoice line) or an amount, and may split what
 * passes the amount due into a refund, a balance credit and an amount settled outside Round. The amounts'
 * rules (in the currency's minor units, within what is left to credit and to refund) are `@round/billing`'s,
 * which answer on the same fields.
 */
import * as v from "valibot";
import { optionalLimited } from "./fieldRules.ts";

export const CREDIT_NOTE_REASONS = [
  "duplicate",
  "fraudulent",
  "order_change",
  "product_unsatisfactory",
  "other",
] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

export const CREDIT_NOTE_REASON_LABELS: Record<CreditNoteReason, string> = {
  duplicate: "Duplicate",
  fraudulent: "Fraudulent",
  order_change: "Order change",
  product_unsatisfactory: "Product unsatisfactory",
  other: "Other",
};

export const CREDIT_NOTE_STATUSES = ["issued", "voided"] as const;
export const REFUND_STATUSES = ["succeeded", "failed", "pending"] as const;

export const CREDIT_NOTE_LIMITS = { memo: 500, lines: 100 } as const;

export const creditNoteMessages = {
  invoiceRequired: "Please choose the invoice to credit",
  reason: `Reason must be one of: ${CREDIT_NOTE_REASONS.join(", ")}`,
  memoTooLong: `Memo must be at most ${CREDIT_NOTE_LIMITS.memo} characters`,
  amount: "Enter an amount as a number",
  lines: "Lines must be a list of { invoiceLineId, amount }",
  tooManyLines: `A credit note can credit at most ${CREDIT_NOTE_LIMITS.lines} lines`,
  lineRequired: "Please choose the invoice line",
} as const;

/** An amount as a JSON number or a decimal string; its minor units are checked against the currency later. */
const amountInput = v.union(
  [
    v.pipe(v.number(creditNoteMessages.amount), v.finite(creditNoteMessages.amount)),
    v.pipe(
      v.string(creditNoteMessages.amount),
      v.trim(),
      v.regex(/^-?\d+(\.\d+)?$/, creditNoteMessages.amount),
    ),
  ],
  creditNoteMessages.amount,
);

export const creditNoteCreateSchema = v.object({
  invoiceId: v.pipe(
    v.string(creditNoteMessages.invoiceRequired),
    v.trim(),
    v.minLength(1, creditNoteMessages.invoiceRequired),
    v.maxLength(100, creditNoteMessages.invoiceRequired),
  ),
  reason: v.picklist(CREDIT_NOTE_REASONS, creditNoteMessages.reason),
  memo: optionalLimited(CREDIT_NOTE_LIMITS.memo, creditNoteMessages.memoTooLong),
  lines: v.optional(
    v.pipe(
      v.array(
        v.object(
          {
            invoiceLineId: v.pipe(
              v.string(creditNoteMessages.lineRequired),
              v.trim(),
              v.minLength(1, creditNoteMessages.lineRequired),
              v.maxLength(100, creditNoteMessages.lineRequired),
            ),
            amount: amountInput,
          },
          creditNoteMessages.lines,
        ),
        creditNoteMessages.lines,
      ),
      v.maxLength(CREDIT_NOTE_LIMITS.lines, creditNoteMessages.tooManyLines),
    ),
  ),
  amount: v.optional(amountInput),
  refundAmount: v.optional(amountInput),
  creditAmount: v.optional(amountInput),
  outOfBandAmount: v.optional(amountInput),
});
export type CreditNoteInput = v.InferInput<typeof creditNoteCreateSchema>;
export type CreditNoteBody = v.InferOutput<typeof creditNoteCreateSchema>;
