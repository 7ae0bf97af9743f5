import {
  type InvoiceResponse,
  type InvoiceStatus,
  OFFLINE_PAYMENT_METHOD_LABELS,
  type PaymentMethodResponse,
} from "@round/forms/schemas";

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

/** The list's status filter (the spec's All, Paid, Pending, Overdue, Draft); Pending is open and partially paid. */
export const STATUS_FILTERS = [
  { value: "", label: "All" },
  { value: "paid", label: "Paid" },
  { value: "pending", label: "Pending" },
  { value: "overdue", label: "Overdue" },
  { value: "draft", label: "Draft" },
] as const;

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
