/**
 * The Issue credit note dialog's rules, without React: the invoice as `@round/billing` weighs a credit note on
 * it (as the server does), the split offered before anyone edits it, and the form's values turned into the
 * body of `POST /api/credit-notes`, checked with `splitCreditNote` so the dialog says what the server would.
 */
import {
  addAmounts,
  type CreditableInvoice,
  type CreditNoteOutcome,
  compareAmounts,
  creditableInvoice as creditableOf,
  type EarlierCreditNote,
  splitCreditNote,
  subtractAmounts,
} from "@round/billing";
import * as v from "valibot";
import {
  CREDIT_NOTE_LIMITS,
  CREDIT_NOTE_REASONS,
  type CreditNoteInput,
  type CreditNoteReason,
  creditNoteMessages,
} from "../../../schemas/creditNotes.ts";
import type { InvoiceDetailResponse } from "../../../schemas/responses/billing.ts";
import type { CreditNoteResponse } from "../../../schemas/responses/creditNotes.ts";

/** What the dialog reads of the invoice. */
export type CreditNoteInvoice = Pick<
  InvoiceDetailResponse,
  | "id"
  | "number"
  | "currency"
  | "status"
  | "total"
  | "tax"
  | "taxLines"
  | "amountPaid"
  | "amountDue"
  | "refundedAmount"
  | "creditedAmount"
> & {
  lines: readonly Pick<
    InvoiceDetailResponse["lines"][number],
    "id" | "kind" | "description" | "amount" | "taxAmount" | "taxRateId"
  >[];
};

/** What the dialog reads of the credit notes already on the invoice. */
export type EarlierCreditNoteOf = Pick<CreditNoteResponse, "status" | "total" | "tax" | "refundAmount"> & {
  lines: readonly Pick<CreditNoteResponse["lines"][number], "invoiceLineId" | "amount">[];
};

export type CreditNoteMode = "lines" | "amount";
export const SPLIT_PARTS = ["refundAmount", "creditAmount", "outOfBandAmount"] as const;
export type SplitPart = (typeof SPLIT_PARTS)[number];

export interface CreditNoteLineValues {
  invoiceLineId: string;
  selected: boolean;
  amount: number | null;
}

export interface CreditNoteFormValues extends Record<string, unknown> {
  mode: CreditNoteMode;
  reason: CreditNoteReason | "";
  memo: string;
  amount: number | null;
  lines: CreditNoteLineValues[];
  /** Whether the person changed the split: until then it follows the total. */
  splitEdited: boolean;
  refundAmount: number | null;
  creditAmount: number | null;
  outOfBandAmount: number | null;
}

export const CREDIT_NOTE_FORM_MESSAGES = {
  reason: "Please choose a reason",
  amountRequired: "Please enter the amount to credit",
  lineAmountRequired: "Please enter the amount to credit of this line",
  linesRequired: "Please choose at least one line to credit",
  partRequired: "Please enter an amount, 0 for none",
} as const;

/** The invoice as the server weighs a credit note on it (`@round/billing`'s reading, shared with it). */
export function creditableInvoice(invoice: CreditNoteInvoice): CreditableInvoice {
  return creditableOf(invoice);
}

export function earlierNotes(notes: readonly EarlierCreditNoteOf[]): EarlierCreditNote[] {
  return notes.map((note) => ({
    status: note.status,
    total: note.total,
    tax: note.tax,
    refundAmount: note.refundAmount,
    lines: note.lines.map((line) => ({ invoiceLineId: line.invoiceLineId, amount: line.amount })),
  }));
}

const max0 = (amount: string) => (compareAmounts(amount, "0") < 0 ? "0" : amount);
const least = (a: string, b: string) => (compareAmounts(a, b) < 0 ? a : b);

/** What is left to credit of each invoice line (its gross total less what issued credit notes took of it). */
export function linesLeft(
  invoice: CreditableInvoice,
  earlier: readonly EarlierCreditNote[],
): Map<string, string> {
  const left = new Map<string, string>();
  for (const line of invoice.lines ?? []) {
    const taken = earlier
      .filter((note) => note.status === "issued")
      .flatMap((note) => note.lines ?? [])
      .filter((one) => one.invoiceLineId === line.id)
      .map((one) => one.amount);
    left.set(line.id, max0(subtractAmounts(line.total, addAmounts(...taken))));
  }
  return left;
}

/** What can still be refunded: what was paid less earlier refunds. */
export function refundableOf(invoice: Pick<CreditNoteInvoice, "amountPaid" | "refundedAmount">): string {
  return max0(subtractAmounts(invoice.amountPaid, invoice.refundedAmount));
}

/** The credit note's total as the values stand: the amount, or the sum of the chosen lines. */
export function totalOf(values: CreditNoteFormValues): string | null {
  try {
    if (values.mode === "amount") return values.amount === null ? null : addAmounts(values.amount);
    const chosen = values.lines.filter((line) => line.selected && line.amount !== null);
    return addAmounts(...chosen.map((line) => line.amount as number));
  } catch {
    return null;
  }
}

/**
 * The split offered until it is edited: what passes the amount due is refunded, up to what can be, and the
 * rest credited to the customer's balance; nothing settled outside Round.
 */
export function suggestedSplit(invoice: CreditNoteInvoice, total: string | null): Record<SplitPart, number> {
  const afterDue = total === null ? "0" : max0(subtractAmounts(total, max0(String(invoice.amountDue))));
  const refund = least(afterDue, refundableOf(invoice));
  return {
    refundAmount: Number(refund),
    creditAmount: Number(subtractAmounts(afterDue, refund)),
    outOfBandAmount: 0,
  };
}

/** The split as the form shows it: the suggestion until edited, then the person's own. */
export function splitOf(
  invoice: CreditNoteInvoice,
  values: CreditNoteFormValues,
): Record<SplitPart, number | null> {
  if (!values.splitEdited) return suggestedSplit(invoice, totalOf(values));
  return {
    refundAmount: values.refundAmount,
    creditAmount: values.creditAmount,
    outOfBandAmount: values.outOfBandAmount,
  };
}

/** Whether the dialog offers the split: something was paid and not yet refunded. */
export function offersSplit(invoice: CreditNoteInvoice): boolean {
  return compareAmounts(refundableOf(invoice), "0") > 0;
}

/** The request's amounts, from the values; lines keep the index of the form's line for its errors. */
export function requestOf(
  invoice: CreditNoteInvoice,
  values: CreditNoteFormValues,
): { body: Omit<CreditNoteInput, "invoiceId" | "reason">; lineIndex: number[] } {
  const lineIndex: number[] = [];
  const lines: { invoiceLineId: string; amount: number }[] = [];
  values.lines.forEach((line, index) => {
    if (!line.selected || line.amount === null) return;
    lineIndex.push(index);
    lines.push({ invoiceLineId: line.invoiceLineId, amount: line.amount });
  });
  const split = offersSplit(invoice) ? splitOf(invoice, values) : null;
  const parts: Partial<Record<SplitPart, number>> = {};
  for (const part of SPLIT_PARTS) {
    const value = split?.[part];
    if (value !== null && value !== undefined) parts[part] = value;
  }
  return {
    body: {
      ...(values.mode === "lines" ? { lines } : values.amount !== null ? { amount: values.amount } : {}),
      ...parts,
    },
    lineIndex,
  };
}

/** A request field ("lines.0.amount") as the form names it ("lines.3.amount"). */
export function formFieldOf(field: string, lineIndex: readonly number[]): string {
  const match = /^lines\.(\d+)\.(amount|invoiceLineId)$/.exec(field);
  if (!match) return field;
  const at = lineIndex[Number(match[1])];
  return at === undefined ? "lines" : `lines.${at}.amount`;
}

/** The live check: what `splitCreditNote` says of the values, as the server will. */
export function outcomeOf(
  invoice: CreditNoteInvoice,
  earlier: readonly EarlierCreditNoteOf[],
  values: CreditNoteFormValues,
): CreditNoteOutcome {
  const { body } = requestOf(invoice, values);
  return splitCreditNote({
    invoice: creditableInvoice(invoice),
    earlier: earlierNotes(earlier),
    request: body,
  });
}

type Issue = Parameters<Parameters<typeof v.rawTransform>[0]>[0]["addIssue"];

function issueAt(addIssue: Issue, input: CreditNoteFormValues, field: string, message: string) {
  // The error lands under the form's own field name, a dotted path for a line.
  const path = field.split(".").map((key) => ({
    type: "object" as const,
    origin: "value" as const,
    input,
    key,
    value: undefined,
  }));
  addIssue({ message, path: path as never });
}

/**
 * The dialog's rules: a reason, a memo of at most 500 characters, an amount or at least one line (each with
 * its amount), each part of the split filled in, then `splitCreditNote`'s own rules on the whole. Its output
 * is the request's body.
 */
export function creditNoteFormSchema(invoice: CreditNoteInvoice, earlier: readonly EarlierCreditNoteOf[]) {
  const m = CREDIT_NOTE_FORM_MESSAGES;
  const amount = v.nullable(v.number());
  return v.pipe(
    v.object({
      mode: v.picklist(["lines", "amount"]),
      // Checked with the amounts below, so that every missing field is said at once.
      reason: v.string(),
      memo: v.pipe(v.string(), v.maxLength(CREDIT_NOTE_LIMITS.memo, creditNoteMessages.memoTooLong)),
      amount,
      lines: v.array(v.object({ invoiceLineId: v.string(), selected: v.boolean(), amount })),
      splitEdited: v.boolean(),
      refundAmount: amount,
      creditAmount: amount,
      outOfBandAmount: amount,
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }): CreditNoteInput => {
      const values = dataset.value as CreditNoteFormValues;
      let blank = false;
      const missing = (field: string, message: string) => {
        blank = true;
        issueAt(addIssue, values, field, message);
      };
      // A missing reason does not hide what is wrong with the amounts.
      const noReason = !(CREDIT_NOTE_REASONS as readonly string[]).includes(values.reason);
      if (noReason) issueAt(addIssue, values, "reason", m.reason);
      if (values.mode === "amount" && values.amount === null) missing("amount", m.amountRequired);
      if (values.mode === "lines") {
        if (!values.lines.some((line) => line.selected)) missing("lines", m.linesRequired);
        values.lines.forEach((line, index) => {
          if (line.selected && line.amount === null) missing(`lines.${index}.amount`, m.lineAmountRequired);
        });
      }
      if (offersSplit(invoice)) {
        const split = splitOf(invoice, values);
        for (const part of SPLIT_PARTS) if (split[part] === null) missing(part, m.partRequired);
      }
      if (blank) return NEVER;
      const { body, lineIndex } = requestOf(invoice, values);
      const outcome = outcomeOf(invoice, earlier, values);
      if (!outcome.ok) {
        for (const error of outcome.errors) {
          const field = formFieldOf(error.field, lineIndex);
          issueAt(addIssue, values, field === "invoiceId" ? "" : field, error.message);
        }
        return NEVER;
      }
      if (noReason) return NEVER;
      const memo = values.memo.trim();
      return {
        invoiceId: invoice.id,
        reason: values.reason as CreditNoteReason,
        ...(memo ? { memo } : {}),
        ...body,
      };
    }),
  );
}

/** The values a fresh dialog starts from: by amount, every line unchosen at what is left of it. */
export function initialCreditNoteValues(
  invoice: CreditNoteInvoice,
  earlier: readonly EarlierCreditNoteOf[],
): CreditNoteFormValues {
  const left = linesLeft(creditableInvoice(invoice), earlierNotes(earlier));
  return {
    mode: "amount",
    reason: "",
    memo: "",
    amount: null,
    lines: invoice.lines
      .filter((line) => line.kind !== "discount")
      .map((line) => ({ invoiceLineId: line.id, selected: false, amount: Number(left.get(line.id) ?? "0") })),
    splitEdited: false,
    refundAmount: null,
    creditAmount: null,
    outOfBandAmount: null,
  };
}
