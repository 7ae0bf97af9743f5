import { dayOf, fixedAmount } from "@round/billing";
import { CREDIT_NOTE_REASON_LABELS, type CreditNoteReason } from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { invoiceNumbers, invoiceRow } from "../../engine/index.ts";
import { csvStream } from "../../http/csv.ts";
import { notFound } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";
import { customerNames, customerRow } from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";
import { buyerOf, renderCreditNotePdf } from "../invoices/index.ts";
import { accountDisplayName, sellerOf } from "../organizations/index.ts";
import { creditNoteBatches, creditNoteRow } from "./queries.ts";
import type { CreditNoteExportQuery } from "./schemas.ts";

// A credit note as a PDF (the seller and buyer as on its invoice, naming the invoice), and the credit notes
// as CSV.

const CREDIT_NOTE_NOT_FOUND = "Credit note not found.";
const EXPORT_BATCH = 1000;

export async function creditNotePdf(
  deps: Deps,
  claims: AccessClaims,
  roundAccountId: string | undefined,
  id: string,
) {
  const { db } = deps;
  const { accountId } = await loadTenant(db, claims, roundAccountId, "read");
  const note = isUuid(id) ? await creditNoteRow(db, accountId, id.toLowerCase()) : undefined;
  if (!note) throw notFound(CREDIT_NOTE_NOT_FOUND);
  const [invoice, customer, seller] = await Promise.all([
    invoiceRow(db, accountId, note.invoiceId),
    customerRow(db, accountId, note.customerId),
    sellerOf(db, accountId),
  ]);
  const pdf = await renderCreditNotePdf({
    account: seller ?? { name: await accountDisplayName(db, accountId), address: [] },
    customer: buyerOf(customer, invoice?.customerName ?? ""),
    number: note.number,
    status: note.status,
    currency: note.currency,
    issueDate: dayOf(note.createdAt),
    invoiceNumber: invoice?.number ?? "",
    invoiceIssueDate: invoice?.issueDate ?? null,
    reason: CREDIT_NOTE_REASON_LABELS[note.reason as CreditNoteReason] ?? note.reason,
    memo: note.memo,
    lines:
      note.lines.length > 0
        ? note.lines.map((line) => ({ description: line.description, amount: line.amount }))
        : [{ description: `Credit of invoice ${invoice?.number ?? ""}`.trim(), amount: note.total }],
    taxLines: note.taxLines.map((line) => ({
      name: line.name,
      percentage: line.percentage,
      amount: line.amount,
    })),
    reverseCharge: invoice?.reverseCharge ?? false,
    total: note.total,
    tax: note.tax,
    dueAmount: note.dueAmount,
    refundAmount: note.refundAmount,
    creditAmount: note.creditAmount,
    outOfBandAmount: note.outOfBandAmount,
  });
  return { pdf, filename: `${note.number}.pdf` };
}

/** The credit notes matching the list's search and filters, as CSV, streamed in batches. */
export async function creditNotesCsv(
  deps: Deps,
  claims: AccessClaims,
  query: CreditNoteExportQuery,
): Promise<ReadableStream<Uint8Array>> {
  const { db } = deps;
  const { accountId } = await loadTenant(db, claims, query.roundAccountId, "read");
  const money = (value: string, currency: string) => fixedAmount(value, currency);
  return csvStream({
    header: [
      "Number",
      "Invoice",
      "Customer",
      "Status",
      "Reason",
      "Currency",
      "Total",
      "Tax",
      "Amount due lowered",
      "Refunded",
      "Credited to balance",
      "Settled elsewhere",
      "Date",
      "Id",
    ],
    batch: EXPORT_BATCH,
    nextBatch: creditNoteBatches(db, accountId, query),
    records: async (rows) => {
      const [names, numbers] = await Promise.all([
        customerNames(db, accountId, [...new Set(rows.map((row) => row.customerId))]),
        invoiceNumbers(db, accountId, [...new Set(rows.map((row) => row.invoiceId))]),
      ]);
      return rows.map((row) => [
        row.number,
        numbers.get(row.invoiceId) ?? "",
        names.get(row.customerId) ?? "",
        row.status,
        CREDIT_NOTE_REASON_LABELS[row.reason as CreditNoteReason] ?? row.reason,
        row.currency,
        money(row.total, row.currency),
        money(row.tax, row.currency),
        money(row.dueAmount, row.currency),
        money(row.refundAmount, row.currency),
        money(row.creditAmount, row.currency),
        money(row.outOfBandAmount, row.currency),
        dayOf(row.createdAt),
        row.id,
      ]);
    },
  });
}
