/**
 * An invoice as a PDF a person sends to a client (the page, fonts and shared pieces are in pdfParts.ts). A4
 * page: the seller (name, address, registration number and tax ID) at the top left, the title, number and
 * status at the right, the dates, "Bill to" with the buyer's tax ids, the lines (flowing onto further pages,
 * the table's header repeated on each), the totals with a tax line per rate, 'Reverse charge' where it
 * applies, and the memo; a footer with the page number on every page.
 */
import { compareAmounts } from "@round/billing";
import {
  BOLD,
  type Buyer,
  clean,
  drawHeader,
  drawMemo,
  drawStatement,
  drawTable,
  drawTotals,
  formatAmount,
  formatDay,
  formatPeriod,
  formatQuantity,
  formatTakenOff,
  renderPdf,
  type Seller,
  type TotalsRow,
  taxLabel,
} from "./pdfParts.ts";

export { formatAmount, formatDay } from "./pdfParts.ts";

export interface InvoiceDocument {
  /**
   * The seller: its name, address lines (the array may be empty) and the identifiers an invoice carries,
   * its company registration number and tax ID (null or absent when it has none).
   */
  account: Seller;
  /** The buyer, with its tax ids. */
  customer: Buyer;
  /** null for a draft: "DRAFT" is shown instead. */
  number: string | null;
  /** draft | open | paid | partially_paid | overdue | voided */
  status: string;
  /** ISO 4217: USD, EUR, JPY… */
  currency: string;
  /** Days as YYYY-MM-DD. */
  issueDate: string | null;
  dueDate: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  /** `amount` is an exact decimal string ("29.00", "-5.80"); "discount" lines are negative. */
  lines: {
    description: string;
    quantity: number;
    amount: string;
    periodStart: string | null;
    periodEnd: string | null;
    kind: string;
  }[];
  /** Decimal strings. `discount`, `creditApplied` and `amountPaid` are positive amounts taken off. */
  subtotal: string;
  discount: string;
  /** The sum of the lines' taxes (an inclusive rate's inside `subtotal`). */
  tax: string;
  /** The tax per rate: `taxableAmount` is what it is on, without tax. */
  taxLines: { name: string; percentage: string; inclusive: boolean; taxableAmount: string; amount: string }[];
  /** No tax was charged because the buyer accounts for it. */
  reverseCharge: boolean;
  total: string;
  creditApplied: string;
  amountPaid: string;
  amountDue: string;
  /** The totals of its credit notes, and what went back to the payer. */
  creditedAmount: string;
  refundedAmount: string;
  memo: string | null;
}

/** The sentence an invoice or credit note carries when the buyer accounts for the tax. */
export const REVERSE_CHARGE_NOTICE = "Reverse charge: VAT to be accounted for by the recipient.";

const nonZero = (amount: string) => compareAmounts(amount, "0") !== 0;

/**
 * Subtotal, discount, a line per tax rate, total, credit, payments and the amount due; then what its credit
 * notes credited and what was refunded, aside (neither is part of the sum to the amount due).
 */
function totalsRows(invoice: InvoiceDocument): TotalsRow[] {
  const { currency } = invoice;
  const rows: TotalsRow[] = [{ label: "Subtotal", value: formatAmount(invoice.subtotal, currency) }];
  if (nonZero(invoice.discount))
    rows.push({ label: "Discount", value: formatTakenOff(invoice.discount, currency) });
  for (const line of invoice.taxLines) {
    rows.push({
      label: taxLabel(line, formatAmount(line.taxableAmount, currency)),
      value: formatAmount(line.amount, currency),
    });
  }
  if (invoice.taxLines.length > 1 || (invoice.taxLines.length === 0 && nonZero(invoice.tax)))
    rows.push({
      label: invoice.taxLines.length > 1 ? "Total tax" : "Tax",
      value: formatAmount(invoice.tax, currency),
    });
  if (invoice.reverseCharge && invoice.taxLines.length === 0)
    rows.push({ label: "VAT (reverse charge)", value: formatAmount("0", currency) });
  rows.push({ label: "Total", value: formatAmount(invoice.total, currency), emphasis: "total" });
  if (nonZero(invoice.creditApplied))
    rows.push({ label: "Credit applied", value: formatTakenOff(invoice.creditApplied, currency) });
  if (nonZero(invoice.amountPaid))
    rows.push({ label: "Amount paid", value: formatTakenOff(invoice.amountPaid, currency) });
  rows.push({ label: "Amount due", value: formatAmount(invoice.amountDue, currency), emphasis: "due" });
  if (nonZero(invoice.creditedAmount))
    rows.push({
      label: "Credited",
      value: formatAmount(invoice.creditedAmount, currency),
      emphasis: "aside",
    });
  if (nonZero(invoice.refundedAmount))
    rows.push({
      label: "Refunded",
      value: formatAmount(invoice.refundedAmount, currency),
      emphasis: "aside",
    });
  return rows;
}

/** The invoice as a PDF file. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const number = invoice.number === null ? "DRAFT" : clean(invoice.number);
  const name = invoice.number === null ? "Draft invoice" : `Invoice ${number}`;
  return renderPdf(
    {
      title: `Invoice ${number}`,
      author: invoice.account.name,
      subject: `Invoice for ${invoice.customer.name}`,
      footer: `${invoice.account.name} · ${name}`,
    },
    (pdf) => {
      const tableTop = drawHeader(pdf, {
        account: invoice.account,
        customer: invoice.customer,
        title: "INVOICE",
        number,
        status: invoice.status,
        dates: [
          ["Issue date", invoice.issueDate && formatDay(invoice.issueDate)],
          ["Due date", invoice.dueDate && formatDay(invoice.dueDate)],
          ["Billing period", formatPeriod(invoice.periodStart, invoice.periodEnd)],
        ],
      });
      const rows = invoice.lines.map((line) => ({
        description: line.description,
        period: formatPeriod(line.periodStart, line.periodEnd),
        quantity: formatQuantity(line.quantity),
        amount: formatAmount(line.amount, invoice.currency),
      }));
      const linesEnd = drawTable(pdf, rows, tableTop, { withQuantity: true, amountLabel: "AMOUNT" });
      let end = drawTotals(pdf, totalsRows(invoice), linesEnd + 4);
      if (invoice.reverseCharge)
        end = drawStatement(pdf, REVERSE_CHARGE_NOTICE, end + 14, { font: BOLD, size: 10 });
      if (invoice.memo?.trim()) drawMemo(pdf, invoice.memo, end);
    },
  );
}
