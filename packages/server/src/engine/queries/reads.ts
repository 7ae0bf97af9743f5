import type { Executor } from "../../db/client.ts";
import type {
  invoiceLines,
  invoices,
  payments,
  subscriptionAddons,
  subscriptions,
  testClocks,
} from "../../db/schema/index.ts";
import { addonsByIds, chargesByIds, plansByIds, pointsByIds } from "../../modules/catalog/index.ts";

// The rows the engine passes around, and what it reads of other modules through their doors.

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionAddonRow = typeof subscriptionAddons.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type TestClockRow = typeof testClocks.$inferSelect;

/** The account's rows of `table` with the given ids, by id (none asked: no query). */
function byId<T extends { id: string }>(
  read: (ex: Executor, accountId: string, ids: readonly string[]) => Promise<T[]>,
) {
  return async (ex: Executor, accountId: string, ids: readonly string[]) =>
    new Map((await read(ex, accountId, ids)).map((row) => [row.id, row]));
}

export const pointsById = byId(pointsByIds);
export const plansById = byId(plansByIds);
export const addonsById = byId(addonsByIds);
/** Customers by id, locked (in id order) for the caller's transaction, as the API's writes lock them. */
export const chargesById = byId(chargesByIds);
