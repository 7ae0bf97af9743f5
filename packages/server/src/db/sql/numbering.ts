import { type SQL, sql } from "drizzle-orm";
import { arrayLiteral } from "../builder/array.ts";
import { type Executor, rowsOf } from "../client.ts";
import { invoiceNumbering } from "../schema/index.ts";
import { oneStatement } from "./together.ts";

// Invoice numbers (set-based SQL, the third data tier): taken from the account's counter of a sequence and
// written on the invoices in the statement that ends the transaction's writes of the account.

export async function takeInvoiceNumbers(
  ex: Executor,
  accountId: string,
  count: number,
  scope: NumberScope = LIVE_NUMBERS,
): Promise<number> {
  const [row] = await takeNumbers(ex, accountId, count, scope);
  return row!.lastNumber - count + 1;
}

/** A sequence of invoice numbers: the live one (''), or a test clock's own (its id). */
export type NumberScope = string;
export const LIVE_NUMBERS: NumberScope = "";
export const numberScopeOf = (testClockId: string | null): NumberScope => testClockId ?? LIVE_NUMBERS;

const takeNumbers = (ex: Executor, accountId: string, count: number, scope: NumberScope) =>
  ex
    .insert(invoiceNumbering)
    .values({ roundAccountId: accountId, scope, lastNumber: count })
    .onConflictDoUpdate({
      target: [invoiceNumbering.roundAccountId, invoiceNumbering.scope],
      set: { lastNumber: sql`${invoiceNumbering.lastNumber} + ${count}::int` },
    })
    .returning({ lastNumber: invoiceNumbering.lastNumber });

/**
 * Takes `ids.length` numbers of the sequence `scope` and writes them on those invoices in their order, in one
 * statement with the `writes` (data-modifying WITH queries of the account's shared rows): the counter row is
 * held from this statement to the commit. The first number given (null: no invoice). A rollback gives the
 * numbers back.
 */
export async function numberInvoices(
  ex: Executor,
  accountId: string,
  ids: readonly string[],
  writes: readonly SQL[],
  sequence: { prefix: string; scope: NumberScope },
): Promise<number | null> {
  const shared = writes.map((write, index) => [`shared${index}`, write] as const);
  const run = <T>(statement: SQL) => ex.execute(statement).then(rowsOf<T>);
  if (ids.length === 0) {
    if (shared.length > 0) await run(oneStatement(shared));
    return null;
  }
  const count = ids.length;
  const taken = takeNumbers(ex, accountId, count, sequence.scope).getSQL();
  // Each invoice found by its key; its number as `invoiceNumber` writes it: the prefix, a hyphen, at least
  // six digits.
  const list = sql`${arrayLiteral(ids)}::uuid[]`;
  const n = sql`(t.last_number - ${count}::int + array_position(${list}, i.id))`;
  const numbered = sql`update invoices i
    set number = ${sequence.prefix}::text || '-' || lpad(${n}::text, greatest(6, length(${n}::text)), '0')
    from taken t
    where i.round_account_id = ${accountId} and i.id = any(${list})
    returning i.id, i.number`;
  const rows = await run<{ last_number: number }>(
    oneStatement([...shared, ["taken", taken], ["numbered", numbered]], sql`select last_number from taken`),
  );
  return Number(rows[0]!.last_number) - count + 1;
}
