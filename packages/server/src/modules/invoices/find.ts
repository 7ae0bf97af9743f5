import type { Executor } from "../../db/client.ts";
import { anyLineTaxedAt, invoiceRow } from "../../engine/index.ts";
import { notFound } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";

export const INVOICE_NOT_FOUND = "Invoice not found.";

/** The account's invoice with an id (locked when `lock`); 404 when there is none. */
export async function findInvoice(ex: Executor, accountId: string, id: string, lock = false) {
  if (!isUuid(id)) throw notFound(INVOICE_NOT_FOUND);
  const row = await invoiceRow(ex, accountId, id.toLowerCase(), lock);
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

/** Whether any invoice is taxed at a rate (a rate in use is deactivated, not deleted). */
export const rateOnInvoices = (ex: Executor, accountId: string, rateId: string) =>
  anyLineTaxedAt(ex, accountId, rateId);
