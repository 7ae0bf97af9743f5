/**
 * A credit note as a PDF, with the invoice's look (pdfParts.ts): the seller and the buyer with their
 * identifiers, the invoice it credits, its reason, its lines (gross, tax included), its share of the
 * invoice's tax per rate, its total, and how the total was settled (the amount due, a refund, the customer's
 * balance, other means). A void one says so in its status and across every page.
 */
import { compareAmounts, subtractAmounts } from "@round/billing";
import { type InvoiceDocument, REVERSE_CHARGE_NOTICE } from "./pdf.ts";
import {
  BOLD,
  clean,
  drawHeader,
  drawMemo,
  drawStatement,
  drawTable,
  drawTotals,
  formatAmount,
  formatDay,
  MUTED,
  renderPdf,
  type TotalsRow,
  taxLabel,
} from "./pdfParts.ts";

export interface CreditNoteDocument {
  account: InvoiceDocument["account"];
  customer: InvoiceDocument["customer"];
  /** "CN-000001". */
  number: string;
  status: "issued" | "voided";
  /** ISO 4217. */
  currency: string;
  /** Days as YYYY-MM-DD. */
  issueDate: string;
  /** The invoice it credits. */
  invoiceNumber: string;
  invoiceIssueDate: string | null;
  /** As a person reads it: "Duplicate", "Order change". */
  reason: string;
  memo: string | null;
  /** Gross amounts (tax included), exact decimal strings; one line "Credit" for a credit of an amount. */
  lines: { description: string; amount: string }[];
  /** Its share of the invoice's tax, per rate. */
  taxLines: { name: string; percentage: string; amount: string }[];
  reverseCharge: boolean;
  total: string;
  tax: string;
  /** How the total was settled; the parts add up to it. */
  dueAmount: string;
  refundAmount: string;
  creditAmount: string;
  outOfBandAmount: string;
}

const nonZero = (amount: string) => compareAmounts(amount, "0") !== 0;

/** The total without tax, the tax per rate, the total, then the non-zero parts of its settlement. */
function totalsRows(note: CreditNoteDocument): TotalsRow[] {
  const { currency } = note;
  const rows: TotalsRow[] = [];
  const taxed = note.taxLines.length > 0 || nonZero(note.tax);
  if (taxed || note.reverseCharge)
    rows.push({
      label: "Total excluding tax",
      value: formatAmount(subtractAmounts(note.total, note.tax), currency),
    });
  for (const line of note.taxLines)
    rows.push({ label: taxLabel(line), value: formatAmount(line.amount, currency) });
  if (note.taxLines.length > 1 || (note.taxLines.length === 0 && nonZero(note.tax)))
    rows.push({
      label: note.taxLines.length > 1 ? "Total tax" : "Tax",
      value: formatAmount(note.tax, currency),
    });
  if (note.reverseCharge && note.taxLines.length === 0)
    rows.push({ label: "VAT (reverse charge)", value: formatAmount("0", currency) });
  rows.push({ label: "Total", value: formatAmount(note.total, currency), emphasis: "due" });
  const parts: [string, string][] = [
    ["Applied to the invoice's amount due", note.dueAmount],
    ["Refunded to the original payment method", note.refundAmount],
    ["Credited to the customer's balance", note.creditAmount],
    ["Settled by other means", note.outOfBandAmount],
  ];
  for (const [label, amount] of parts.filter(([, amount]) => nonZero(amount)))
    rows.push({ label, value: formatAmount(amount, currency) });
  return rows;
}

/** The credit note as a PDF file. */
export function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const number = clean(note.number);
  const voided = note.status === "voided";
  return renderPdf(
    {
      title: `Credit note ${number}`,
      author: note.account.name,
      subject: `Credit note for invoice ${note.invoiceNumber}`,
      footer: `${note.account.name} · Credit note ${number}`,
      watermark: voided ? "VOID" : null,
    },
    (pdf) => {
      const top = drawHeader(pdf, {
        account: note.account,
        customer: note.customer,
        title: "CREDIT NOTE",
        number,
        status: note.status,
        dates: [
          ["Issue date", formatDay(note.issueDate)],
          ["Invoice", note.invoiceNumber],
          ["Invoice date", note.invoiceIssueDate && formatDay(note.invoiceIssueDate)],
        ],
      });
      const of = note.invoiceIssueDate ? ` of ${formatDay(note.invoiceIssueDate)}` : "";
      let y = drawStatement(pdf, `Credit note for invoice ${note.invoiceNumber}${of}`, top - 10, {
        font: BOLD,
        size: 11,
      });
      if (voided)
        y = drawStatement(pdf, "This credit note is void.", y + 3, {
          font: BOLD,
          size: 10,
          color: "#c2410c",
        });
      y = drawStatement(pdf, `Reason: ${note.reason}`, y + 3, { size: 9.5, color: MUTED });
      const rows = note.lines.map((line) => ({
        description: line.description,
        period: null,
        amount: formatAmount(line.amount, note.currency),
      }));
      const taxed = note.taxLines.length > 0 || nonZero(note.tax);
      const linesEnd = drawTable(pdf, rows, y + 18, {
        withQuantity: false,
        amountLabel: taxed ? "AMOUNT INCL. TAX" : "AMOUNT",
      });
      let end = drawTotals(pdf, totalsRows(note), linesEnd + 4);
      if (note.reverseCharge)
        end = drawStatement(pdf, REVERSE_CHARGE_NOTICE, end + 14, { font: BOLD, size: 10 });
      if (note.memo?.trim()) drawMemo(pdf, note.memo, end);
    },
  );
}
