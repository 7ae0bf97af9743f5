import { compareAmounts, roundMoney, subtractAmounts } from "@round/billing";
import {
  type CustomerResponse,
  INVOICE_REASON_LABELS,
  type InvoiceResponse,
  type InvoiceStatus,
  OFFLINE_PAYMENT_METHOD_LABELS,
  type PaymentMethodResponse,
} from "@round/forms/schemas";
import { formatMoney } from "@round/ui";

/**
 * The badge of an invoice status: paid is good news, overdue bad, money awaited (open, partially paid)
 * informative, and drafts and voided invoices muted.
 */
export const INVOICE_STATUS_BADGE: Record<InvoiceStatus, { status: string; label: string }> = {
  paid: { status: "success", label: "Paid" },
  open: { status: "info", label: "Open" },
  partially_paid: { status: "info", label: "Partially paid" },
  overdue: { status: "danger", label: "Overdue" },
  draft: { status: "neutral", label: "Draft" },
  voided: { status: "archived", label: "Voided" },
};

/**
 * The list's status filter: All, then every status of COMMERCE.md in the order an invoice goes through them,
 * named as the badges name them. (The spec's 'Pending' lumped open and partially paid together; the API keeps
 * `pending` for links made then, and the filter names it 'Open or partially paid' when one arrives.)
 */
export const STATUS_FILTERS: readonly { value: string; label: string }[] = [
  { value: "", label: "All" },
  ...(["draft", "open", "partially_paid", "paid", "overdue", "voided"] as const).map((status) => ({
    value: status,
    label: INVOICE_STATUS_BADGE[status].label,
  })),
];

/** The filter of a link made before the statuses were offered one by one: open and partially paid. */
export const PENDING_FILTER = { value: "pending", label: "Open or partially paid" } as const;

/** An invoice's number, or 'Draft' until it is finalized. */
export const invoiceNumber = (invoice: Pick<InvoiceResponse, "number">) => invoice.number ?? "Draft";

/** How an invoice is named in a sentence or a result: its number, or 'Draft for {customer}'. */
export const invoiceName = (invoice: Pick<InvoiceResponse, "number" | "customerName">) =>
  invoice.number ?? `Draft for ${invoice.customerName}`;

/** What a person may do with an invoice in each status (the server refuses the rest). */
export const invoiceCan = {
  finalize: (status: InvoiceStatus) => status === "draft",
  remove: (status: InvoiceStatus) => status === "draft",
  void: (status: InvoiceStatus) => status === "open" || status === "overdue",
  collect: (status: InvoiceStatus) =>
    status === "open" || status === "overdue" || status === "partially_paid",
  recordPayment: (status: InvoiceStatus) =>
    status === "open" || status === "overdue" || status === "partially_paid",
};

/** '2026-03-02' or '2026-03-02T…' as 'Mar 2, 2026'; an em dash for none. */
export function day(value: string | null | undefined): string {
  if (!value) return "—";
  const at = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(at);
}

/**
 * What an invoice is for, in a line, its dates written as the app writes dates: 'Renewal, Nov 29, 2026 to
 * Dec 29, 2026', 'One-off charges'.
 */
export function invoiceSubtitle(
  invoice: Pick<InvoiceResponse, "reason" | "periodStart" | "periodEnd">,
): string {
  const what = INVOICE_REASON_LABELS[invoice.reason] ?? "Invoice";
  return invoice.periodStart && invoice.periodEnd
    ? `${what}, ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`
    : what;
}

/** A period 'Mar 2, 2026 – Apr 1, 2026', or an em dash. */
export function period(start: string | null, end: string | null): string {
  if (!start && !end) return "—";
  return `${day(start)} – ${day(end)}`;
}

/** A saved payment method as the Record Payment picker names it: 'Visa ending 4242 · 12/2030'. */
export function paymentMethodLabel(method: PaymentMethodResponse): string {
  if (method.type === "card") {
    const label = `${method.cardType ?? "Card"} ending ${method.last4 ?? ""} · ${String(method.expiryMonth).padStart(2, "0")}/${method.expiryYear}`;
    return method.isDefault ? `${label} (default)` : label;
  }
  const kind = method.offlineMethod ? OFFLINE_PAYMENT_METHOD_LABELS[method.offlineMethod] : "Offline";
  return method.reference ? `${kind} · ${method.reference}` : kind;
}

/** What finalizing a draft will do, as the server's finalize does it (COMMERCE.md, "Invoices"). */
export type FinalizeOutcome =
  /** Auto-collected with a default card: the card is charged what the credit balance leaves, at once. */
  | { kind: "charge"; card: string; amount: number; credit: number }
  /** The customer's credit balance pays it all: nothing is charged. */
  | { kind: "credit"; credit: number }
  /** Numbered and sent (emailed unless the customer turned invoice emails off); paid later. */
  | { kind: "send"; email: string | null; amountDue: number; credit: number; waitsForCard: boolean };

/** The customer fields finalizing depends on (the customer's answer satisfies it). */
export type FinalizeCustomer = Pick<
  CustomerResponse,
  "email" | "creditBalance" | "autoCollection" | "paymentMethod" | "emailPreferences"
>;

/**
 * What finalizing `invoice` will do for `customer`: its credit balance is applied first; then, when the
 * invoice is collected automatically and the customer has a default card, the card is charged the rest at
 * once; otherwise it is numbered and sent. Exact amounts (@round/billing).
 */
export function finalizeOutcome(
  invoice: Pick<InvoiceResponse, "total" | "currency" | "autoCollection">,
  customer: FinalizeCustomer,
): FinalizeOutcome {
  const balance = compareAmounts(customer.creditBalance, 0) > 0 ? customer.creditBalance : 0;
  const credit = compareAmounts(balance, invoice.total) > 0 ? invoice.total : balance;
  const due = Number(roundMoney(subtractAmounts(invoice.total, credit), invoice.currency));
  if (due === 0) return { kind: "credit", credit };
  const automatic = invoice.autoCollection ?? customer.autoCollection;
  const method = customer.paymentMethod;
  if (automatic && method?.type === "card") {
    return {
      kind: "charge",
      card: `${method.cardType ?? "Card"} ending ${method.last4 ?? ""}`,
      amount: due,
      credit,
    };
  }
  return {
    kind: "send",
    email: customer.emailPreferences.invoices ? customer.email : null,
    amountDue: due,
    credit,
    waitsForCard: automatic,
  };
}

/** The sentence a person reads before finalizing: what is charged now, or that the invoice is sent. */
export function finalizeText(
  invoice: Pick<InvoiceResponse, "currency" | "dueDate">,
  outcome: FinalizeOutcome,
): string {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const credit = outcome.credit > 0 ? ` after ${money(outcome.credit)} of the customer's credit balance` : "";
  switch (outcome.kind) {
    case "charge":
      return `It gets its invoice number and the ${outcome.card} is charged ${money(outcome.amount)} now${credit}.`;
    case "credit":
      return `It gets its invoice number and the customer's credit balance pays its ${money(outcome.credit)} in full: nothing is charged.`;
    case "send": {
      const sent = outcome.email
        ? `is emailed to ${outcome.email}`
        : "is not emailed (the customer's email preferences leave invoices out)";
      const due = invoice.dueDate ? `by ${day(invoice.dueDate)}` : "within the account's net terms";
      const card = outcome.waitsForCard ? " The customer pays automatically but has no card on file:" : "";
      return `It gets its invoice number and ${sent}.${card} ${money(outcome.amountDue)}${credit} is then due ${due}; nothing is charged now.`;
    }
  }
}
