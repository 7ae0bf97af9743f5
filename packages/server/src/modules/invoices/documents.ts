import { timingSafeEqual } from "node:crypto";
import { fixedAmount } from "@round/billing";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { exportBatches, linesOf, pdfToken } from "../../engine/index.ts";
import { csvStream } from "../../http/csv.ts";
import { notFound, unauthorized } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";
import { type CustomerRow, customerRow } from "../customers/index.ts";
import { loadTenant } from "../identities/index.ts";
import { accountDisplayName, sellerOf } from "../organizations/index.ts";
import { findInvoice, INVOICE_NOT_FOUND } from "./find.ts";
import { renderInvoicePdf } from "./pdf.ts";
import type { InvoiceExportQuery } from "./schemas.ts";

// An invoice as a PDF (for a member, or the holder of an emailed link's token), and the invoices as CSV.

const EXPORT_BATCH = 1000;

/** The buyer's block of a PDF: the customer's name, email, company, billing address and tax ids. */
export function buyerOf(customer: CustomerRow | undefined, name: string) {
  const value = customer?.billingAddress ?? null;
  return {
    name: customer?.displayName ?? name,
    email: customer?.email ?? "",
    company: customer?.company ?? "",
    address: value
      ? [
          value.line1,
          value.line2,
          [value.city, value.state, value.zip].filter(Boolean).join(", "),
          value.country,
        ].filter((part) => part && part.trim() !== "")
      : [],
    taxIds: customer?.taxIds ?? [],
  };
}

/** The invoice as a PDF: for a member of the account, or for the holder of an emailed link's token. */
export async function invoicePdf(
  deps: Deps,
  claims: AccessClaims | undefined,
  query: { roundAccountId?: string; token?: string },
  id: string,
) {
  const { db } = deps;
  let accountId: string;
  if (query.token !== undefined) {
    if (!query.roundAccountId || !isUuid(query.roundAccountId) || !isUuid(id))
      throw notFound(INVOICE_NOT_FOUND);
    const expected = Buffer.from(pdfToken(deps, query.roundAccountId.toLowerCase(), id.toLowerCase()));
    const given = Buffer.from(query.token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw notFound(INVOICE_NOT_FOUND);
    accountId = query.roundAccountId.toLowerCase();
  } else {
    if (!claims) throw unauthorized();
    accountId = (await loadTenant(db, claims, query.roundAccountId, "read")).accountId;
  }
  const invoice = await findInvoice(db, accountId, id);
  const [lines, customer, seller] = await Promise.all([
    linesOf(db, accountId, invoice.id),
    customerRow(db, accountId, invoice.customerId),
    sellerOf(db, accountId),
  ]);
  const pdf = await renderInvoicePdf({
    // The seller's block: the organization's name, address and identifiers, entered at onboarding.
    account: seller ?? { name: await accountDisplayName(db, accountId), address: [] },
    customer: buyerOf(customer, invoice.customerName),
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: line.amount,
      periodStart: line.periodStart,
      periodEnd: line.periodEnd,
      kind: line.kind,
    })),
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    tax: invoice.tax,
    // Each rate as it stood when the invoice was written or finalized.
    taxLines: invoice.taxLines.map((line) => ({
      name: line.name,
      percentage: line.percentage,
      inclusive: line.inclusive,
      taxableAmount: line.taxableAmount,
      amount: line.amount,
    })),
    reverseCharge: invoice.reverseCharge,
    total: invoice.total,
    creditApplied: invoice.creditApplied,
    amountPaid: invoice.amountPaid,
    amountDue: invoice.amountDue,
    creditedAmount: invoice.creditedAmount,
    refundedAmount: invoice.refundedAmount,
    memo: invoice.memo,
  });
  return { pdf, filename: `${invoice.number ?? `draft-${invoice.id.slice(0, 8)}`}.pdf` };
}

export async function invoicesCsv(
  deps: Deps,
  claims: AccessClaims,
  query: InvoiceExportQuery,
): Promise<ReadableStream<Uint8Array>> {
  const { db } = deps;
  const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
  return csvStream({
    header: [
      "Number",
      "Customer",
      "Status",
      "Currency",
      "Total",
      "Tax",
      "Paid",
      "Due",
      "Credited",
      "Refunded",
      "Issued",
      "Due date",
      "Id",
    ],
    batch: EXPORT_BATCH,
    nextBatch: await exportBatches(db, tenant.accountId, query),
    records: (rows) =>
      rows.map((row) => [
        row.number ?? "",
        row.customerName,
        row.status,
        row.currency,
        fixedAmount(row.total, row.currency),
        fixedAmount(row.tax, row.currency),
        fixedAmount(row.amountPaid, row.currency),
        fixedAmount(row.amountDue, row.currency),
        fixedAmount(row.creditedAmount, row.currency),
        fixedAmount(row.refundedAmount, row.currency),
        row.issueDate ?? "",
        row.dueDate ?? "",
        row.id,
      ]),
  });
}
