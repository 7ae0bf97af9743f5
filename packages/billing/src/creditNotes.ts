import type Big from "big.js";
import { formatMoney } from "./format.ts";
import { type Amount, type AmountInput, fromDecimal, roundDecimal, toDecimal, ZERO } from "./money.ts";
import { spreadAmount } from "./tax.ts";

/**
 * Credit notes (COMMERCE.md, "Correcting and taxing invoices"): what a new credit note on an invoice may be,
 * and how its total is split. Its amounts are gross (tax included). Before payment it lowers the amount due;
 * what passes the amount due is split, as Stripe's are, into a refund, a credit to the customer's balance and
 * an amount settled outside Round, the parts adding up to the total. An invoice's credit notes never pass its
 * total, and refunds never pass what was paid less earlier refunds. A request that breaks a rule is answered
 * with refusals naming the body's field, never with an exception.
 */

export type CreditNoteReason =
  | "duplicate"
  | "fraudulent"
  | "order_change"
  | "product_unsatisfactory"
  | "other";

export type InvoiceStatus = "draft" | "open" | "paid" | "partially_paid" | "overdue" | "voided";

/** The invoice to credit, as it stands now (after the credit notes already issued on it). */
export interface CreditableInvoice {
  currency: string;
  status: InvoiceStatus;
  /** What is owed in all, tax included. */
  total: AmountInput;
  /** The invoice's tax (the sum of its lines' taxes); 0 when left out. */
  tax?: AmountInput;
  /** Paid by card or offline; balance credit applied to the invoice is not part of it. */
  amountPaid: AmountInput;
  /** Still due now. */
  amountDue: AmountInput;
  /** Each line's total after its discount, tax included: what a credit note of lines may take of it. */
  lines?: readonly { id: string; total: AmountInput }[];
  /** The invoice's tax per rate, to share a credit note's tax among the rates. */
  taxLines?: readonly { taxRateId: string; amount: AmountInput }[];
}

/** A credit note already written on the invoice. Voided ones count for nothing. */
export interface EarlierCreditNote {
  status: "issued" | "voided";
  total: AmountInput;
  /** Its tax; left out, its pro rata share of the invoice's tax. */
  tax?: AmountInput;
  /** What of it was refunded, succeeded or pending (a failed refund moved nothing). */
  refundAmount?: AmountInput;
  lines?: readonly { invoiceLineId: string; amount: AmountInput }[];
}

/** The body of `POST /api/credit-notes`, its amounts as the client sent them. */
export interface CreditNoteRequest {
  lines?: readonly { invoiceLineId: string; amount: AmountInput }[];
  amount?: AmountInput;
  refundAmount?: AmountInput;
  creditAmount?: AmountInput;
  outOfBandAmount?: AmountInput;
}

/**
 * Why a request is refused. `not_finalized`, `exceeds_total` (when a racing credit note got there first) are
 * the conflicts COMMERCE.md answers 409; the others are bad requests.
 */
export type CreditNoteRefusalCode =
  | "not_finalized"
  | "invoice_voided"
  | "required"
  | "lines_or_amount"
  | "invalid_amount"
  | "unknown_line"
  | "duplicate_line"
  | "exceeds_line"
  | "exceeds_total"
  | "exceeds_refundable"
  | "parts_mismatch";

export interface CreditNoteRefusal {
  /** The request's field, dot-separated as the API's errors name them ("lines.0.amount"). */
  field: string;
  message: string;
  code: CreditNoteRefusalCode;
}

export interface CreditNoteSplit {
  currency: string;
  /** Gross, tax included. */
  total: Amount;
  /** Its pro rata share of the invoice's tax. */
  tax: Amount;
  /** Its tax per rate of the invoice, when the invoice gave its tax lines. */
  taxLines: { taxRateId: string; amount: Amount }[];
  /** The lines credited; empty for a credit note of an amount. */
  lines: { invoiceLineId: string; amount: Amount }[];
  /** What lowers the amount due (Stripe's `pre_payment_amount`). */
  prePaymentAmount: Amount;
  refundAmount: Amount;
  /** Credited to the customer's balance. */
  creditAmount: Amount;
  /** Settled outside Round. */
  outOfBandAmount: Amount;
  /** refund + credit + out of band (Stripe's `post_payment_amount`). */
  postPaymentAmount: Amount;
  /** The invoice once the credit note is issued. */
  invoice: {
    amountDue: Amount;
    creditedAmount: Amount;
    refundedAmount: Amount;
    /** Nothing is due any more: an open invoice credited to zero due becomes paid, `amountPaid` unchanged. */
    paid: boolean;
  };
}

export type CreditNoteOutcome =
  | { ok: true; creditNote: CreditNoteSplit }
  | { ok: false; errors: CreditNoteRefusal[] };

const PARTS = ["refundAmount", "creditAmount", "outOfBandAmount"] as const;
type Part = (typeof PARTS)[number];

const sum = (values: readonly Big[]): Big => values.reduce((acc, value) => acc.plus(value), ZERO);
const atLeastZero = (value: Big): Big => (value.lt(ZERO) ? ZERO : value);
const min = (a: Big, b: Big): Big => (a.lt(b) ? a : b);

/** A client's amount: a number or decimal string in the currency's minor units, `positive` or 0 and more. */
function clientAmount(
  value: AmountInput,
  field: string,
  currency: string,
  positive: boolean,
  errors: CreditNoteRefusal[],
): Big | null {
  let amount: Big;
  try {
    amount = toDecimal(value);
  } catch {
    errors.push({ field, code: "invalid_amount", message: "Enter an amount as a number" });
    return null;
  }
  if (positive ? amount.lte(ZERO) : amount.lt(ZERO)) {
    const message = positive ? "The amount must be more than 0" : "The amount must not be negative";
    errors.push({ field, code: "invalid_amount", message });
    return null;
  }
  if (!roundDecimal(amount, currency).eq(amount)) {
    const message = `The amount must be in whole ${currency} minor units (${formatMoney("0", currency)})`;
    errors.push({ field, code: "invalid_amount", message });
    return null;
  }
  return amount;
}

/** The credit note's own tax: pro rata, rounded once; the one that completes the invoice takes what is left. */
function taxShare(invoice: CreditableInvoice, issued: readonly EarlierCreditNote[], total: Big): Big {
  const invoiceTotal = toDecimal(invoice.total);
  const invoiceTax = toDecimal(invoice.tax ?? 0);
  if (invoiceTotal.lte(ZERO) || invoiceTax.eq(ZERO)) return ZERO;
  const proRata = (amount: Big) => roundDecimal(invoiceTax.times(amount).div(invoiceTotal), invoice.currency);
  const earlierTax = sum(
    issued.map((note) => (note.tax === undefined ? proRata(toDecimal(note.total)) : toDecimal(note.tax))),
  );
  const taxLeft = atLeastZero(invoiceTax.minus(earlierTax));
  const credited = sum(issued.map((note) => toDecimal(note.total))).plus(total);
  // Rounding each note's share alone could leave a cent over or under once the whole invoice is credited.
  if (credited.gte(invoiceTotal)) return taxLeft;
  return min(proRata(total), taxLeft);
}

/** The lines asked for, checked against what is left of each invoice line. */
function creditedLines(
  request: CreditNoteRequest,
  invoice: CreditableInvoice,
  issued: readonly EarlierCreditNote[],
  errors: CreditNoteRefusal[],
): { invoiceLineId: string; amount: Big }[] {
  const { currency } = invoice;
  const taken = new Map<string, Big>();
  for (const note of issued) {
    for (const line of note.lines ?? []) {
      taken.set(line.invoiceLineId, (taken.get(line.invoiceLineId) ?? ZERO).plus(toDecimal(line.amount)));
    }
  }
  const seen = new Set<string>();
  const lines: { invoiceLineId: string; amount: Big }[] = [];
  (request.lines ?? []).forEach((line, index) => {
    const invoiceLine = invoice.lines?.find((one) => one.id === line.invoiceLineId);
    if (!invoiceLine) {
      errors.push({
        field: `lines.${index}.invoiceLineId`,
        code: "unknown_line",
        message: "This line is not on the invoice",
      });
      return;
    }
    if (seen.has(line.invoiceLineId)) {
      errors.push({
        field: `lines.${index}.invoiceLineId`,
        code: "duplicate_line",
        message: "Each invoice line can be credited once per credit note",
      });
      return;
    }
    seen.add(line.invoiceLineId);
    const amount = clientAmount(line.amount, `lines.${index}.amount`, currency, true, errors);
    if (!amount) return;
    const left = atLeastZero(toDecimal(invoiceLine.total).minus(taken.get(line.invoiceLineId) ?? ZERO));
    if (amount.gt(left)) {
      errors.push({
        field: `lines.${index}.amount`,
        code: "exceeds_line",
        message: `At most ${formatMoney(fromDecimal(left), currency)} of this line is left to credit`,
      });
      return;
    }
    lines.push({ invoiceLineId: line.invoiceLineId, amount });
  });
  return lines;
}

/**
 * Checks a new credit note on `invoice` and splits it. Its total is the amount, or the sum of the lines
 * (each at most what is left of its invoice line). It first lowers the amount due; what passes it goes to the
 * parts asked for. With none asked for, it all goes to the customer's balance (COMMERCE.md: "with only
 * `amount` on a paid invoice the whole amount is credited to the customer's balance"); when some are asked for,
 * they must add up to it exactly, as Stripe has required since its 2019-12-03 API (nothing is filled in).
 */
export function splitCreditNote(input: {
  invoice: CreditableInvoice;
  earlier?: readonly EarlierCreditNote[];
  request: CreditNoteRequest;
}): CreditNoteOutcome {
  const { invoice, request } = input;
  const { currency } = invoice;
  const money = (value: Big) => formatMoney(fromDecimal(value), currency);
  if (invoice.status === "draft") {
    return refused("invoiceId", "not_finalized", "Only finalized invoices can be credited");
  }
  // Stripe refuses credit notes on void invoices too: nothing is owed or paid on them.
  if (invoice.status === "voided") {
    return refused("invoiceId", "invoice_voided", "A voided invoice cannot be credited");
  }
  const hasLines = request.lines !== undefined && request.lines.length > 0;
  const hasAmount = request.amount !== undefined && request.amount !== null;
  if (hasLines && hasAmount) {
    return refused("amount", "lines_or_amount", "Give either lines or an amount, not both");
  }
  if (!hasLines && !hasAmount) {
    return refused("amount", "required", "Give the lines to credit or an amount");
  }

  const errors: CreditNoteRefusal[] = [];
  const issued = (input.earlier ?? []).filter((note) => note.status === "issued");
  const lines = hasLines ? creditedLines(request, invoice, issued, errors) : [];
  const amount = hasAmount ? clientAmount(request.amount!, "amount", currency, true, errors) : null;
  const asked: Partial<Record<Part, Big>> = {};
  for (const part of PARTS) {
    const value = request[part];
    if (value === undefined || value === null) continue;
    const checked = clientAmount(value, part, currency, false, errors);
    if (checked) asked[part] = checked;
  }
  if (errors.length > 0) return { ok: false, errors };

  const total = amount ?? sum(lines.map((line) => line.amount));
  const totalField = hasLines ? "lines" : "amount";
  const credited = sum(issued.map((note) => toDecimal(note.total)));
  const leftToCredit = atLeastZero(toDecimal(invoice.total).minus(credited));
  if (total.gt(leftToCredit)) {
    const message = `The credit notes of an invoice cannot pass its total: at most ${money(leftToCredit)} is left to credit`;
    return refused(totalField, "exceeds_total", message);
  }

  const due = atLeastZero(toDecimal(invoice.amountDue));
  const prePayment = min(total, due);
  const afterDue = total.minus(prePayment);
  const named = PARTS.filter((part) => asked[part] !== undefined);
  const parts: Record<Part, Big> = {
    refundAmount: asked.refundAmount ?? ZERO,
    outOfBandAmount: asked.outOfBandAmount ?? ZERO,
    creditAmount: asked.creditAmount ?? (named.length === 0 ? afterDue : ZERO),
  };
  const refunded = sum(issued.map((note) => toDecimal(note.refundAmount ?? 0)));
  const refundable = atLeastZero(toDecimal(invoice.amountPaid).minus(refunded));
  if (parts.refundAmount.gt(refundable)) {
    const message = `At most ${money(refundable)} can be refunded: what was paid less earlier refunds`;
    errors.push({ field: "refundAmount", code: "exceeds_refundable", message });
  }
  if (!sum(PARTS.map((part) => parts[part])).eq(afterDue)) {
    const message = afterDue.eq(ZERO)
      ? "This credit note only lowers the amount due: nothing of it can be refunded, credited or settled outside Round"
      : `The refund, the balance credit and the amount settled outside Round must add up to ${money(afterDue)}, what is left once the amount due is lowered`;
    errors.push({ field: named[named.length - 1] ?? totalField, code: "parts_mismatch", message });
  }
  if (errors.length > 0) return { ok: false, errors };

  const tax = taxShare(invoice, issued, total);
  const taxWeights = invoice.taxLines ?? [];
  const taxShares =
    taxWeights.length > 0 && taxWeights.some((line) => toDecimal(line.amount).gt(ZERO))
      ? spreadAmount(
          fromDecimal(tax),
          taxWeights.map((line) => line.amount),
          currency,
        )
      : null;
  const amountDue = due.minus(prePayment);
  return {
    ok: true,
    creditNote: {
      currency,
      total: fromDecimal(total),
      tax: fromDecimal(tax),
      taxLines: taxShares
        ? taxWeights.map((line, index) => ({ taxRateId: line.taxRateId, amount: taxShares[index]! }))
        : [],
      lines: lines.map((line) => ({ invoiceLineId: line.invoiceLineId, amount: fromDecimal(line.amount) })),
      prePaymentAmount: fromDecimal(prePayment),
      refundAmount: fromDecimal(parts.refundAmount),
      creditAmount: fromDecimal(parts.creditAmount),
      outOfBandAmount: fromDecimal(parts.outOfBandAmount),
      postPaymentAmount: fromDecimal(afterDue),
      invoice: {
        amountDue: fromDecimal(amountDue),
        creditedAmount: fromDecimal(credited.plus(total)),
        refundedAmount: fromDecimal(refunded.plus(parts.refundAmount)),
        paid: amountDue.eq(ZERO),
      },
    },
  };
}

function refused(field: string, code: CreditNoteRefusalCode, message: string): CreditNoteOutcome {
  return { ok: false, errors: [{ field, code, message }] };
}

export type CreditNoteVoidOutcome =
  | {
      ok: true;
      /** Taken back from the customer's balance. */
      balanceTakenBack: Amount;
      /** Due again on the invoice (what the credit note had lowered it by, as Stripe restores it). */
      amountDueRestored: Amount;
    }
  | { ok: false; errors: CreditNoteVoidRefusal[] };

export interface CreditNoteVoidRefusal {
  field: string;
  message: string;
  code: "already_voided" | "refunded" | "balance_spent";
}

/**
 * Whether a credit note can be voided, and what voiding it moves back: only while nothing of it was refunded
 * (a failed refund does not count), and the balance credit it gave is taken back, so the customer's balance
 * must still hold it. COMMERCE.md answers both refusals 409.
 */
export function voidCreditNote(input: {
  creditNote: {
    status: "issued" | "voided";
    prePaymentAmount: AmountInput;
    creditAmount: AmountInput;
    /** Refunded, succeeded or pending. */
    refundAmount: AmountInput;
  };
  creditBalance: AmountInput;
}): CreditNoteVoidOutcome {
  const { creditNote } = input;
  if (creditNote.status === "voided") {
    return {
      ok: false,
      errors: [{ field: "status", code: "already_voided", message: "This credit note is already voided" }],
    };
  }
  if (toDecimal(creditNote.refundAmount).gt(ZERO)) {
    const message = "A credit note that was refunded cannot be voided";
    return { ok: false, errors: [{ field: "refundAmount", code: "refunded", message }] };
  }
  const credit = toDecimal(creditNote.creditAmount);
  if (credit.gt(toDecimal(input.creditBalance))) {
    const message = "The customer's balance no longer holds the credit this credit note gave";
    return { ok: false, errors: [{ field: "creditAmount", code: "balance_spent", message }] };
  }
  return {
    ok: true,
    balanceTakenBack: fromDecimal(credit),
    amountDueRestored: fromDecimal(toDecimal(creditNote.prePaymentAmount)),
  };
}

/**
 * The tax inside a credited part of an invoice line: the line's tax × credited ÷ the line's gross total,
 * rounded once to the minor unit (a whole line credited gives back its whole tax).
 */
export function creditedLineTax(
  credited: AmountInput,
  line: { total: AmountInput; taxAmount: AmountInput },
  currency: string,
): Amount {
  const total = toDecimal(line.total);
  if (total.eq(ZERO)) return "0";
  return fromDecimal(roundDecimal(toDecimal(line.taxAmount).times(toDecimal(credited)).div(total), currency));
}

/** An invoice as its API or its row holds it: what `creditableInvoice` reads. */
export interface CreditableSource {
  currency: string;
  status: InvoiceStatus;
  total: AmountInput;
  tax: AmountInput;
  amountPaid: AmountInput;
  amountDue: AmountInput;
  lines: readonly {
    id: string;
    kind: string;
    amount: AmountInput;
    taxAmount: AmountInput;
    taxRateId: string | null;
  }[];
  taxLines: readonly { taxRateId: string; inclusive: boolean; amount: AmountInput }[];
}

/**
 * The invoice as a new credit note weighs it: each line but the discounts gross (an exclusive rate's tax
 * added to its amount; an inclusive one's is inside it), and the tax per rate. The server and the dialog
 * that previews a credit note read an invoice the same way.
 */
export function creditableInvoice(invoice: CreditableSource): CreditableInvoice {
  const inclusive = new Map(invoice.taxLines.map((line) => [line.taxRateId, line.inclusive]));
  return {
    currency: invoice.currency,
    status: invoice.status,
    total: invoice.total,
    tax: invoice.tax,
    amountPaid: invoice.amountPaid,
    amountDue: invoice.amountDue,
    lines: invoice.lines
      .filter((line) => line.kind !== "discount")
      .map((line) => ({
        id: line.id,
        total:
          line.taxRateId && inclusive.get(line.taxRateId) === false
            ? fromDecimal(toDecimal(line.amount).plus(toDecimal(line.taxAmount)))
            : fromDecimal(toDecimal(line.amount)),
      })),
    taxLines: invoice.taxLines.map((line) => ({ taxRateId: line.taxRateId, amount: line.amount })),
  };
}
