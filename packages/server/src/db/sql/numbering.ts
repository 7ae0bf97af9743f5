import { type SQL, sql } from "drizzle-orm";
import { enqueueMailFrom } from "../../mail/outbox.ts";
import type { MailMessage } from "../../mail/templates.ts";
import { arrayLiteral } from "../array.ts";
import { type Executor, rowsOf } from "../client.ts";
import { customerCredits, invoiceNumbering } from "../schema/index.ts";
import { oneStatement } from "../together.ts";

// Invoice numbers (set-based SQL, the third data tier): taken from the account's counter of a sequence and
// written on the invoices in the statement that ends the transaction's writes of the account, with the texts
// that name them (credits' reasons, mails).

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
 * Takes the account's next numbers for the invoices `ids` (in that order) and writes them on the invoices, in
 * one statement with `writes` (the transaction's other writes to the account's shared rows): the counter row
 * is held from this statement to the commit. Answers the first number taken (null when `ids` is empty). A
 * rollback gives the numbers back.
 */
/** What names an invoice's number before it is taken: a credit's reason, a mail (`PendingNumbers`). */
export interface NumberedTexts {
  credits: readonly { customerId: string; invoiceId: string; mark: string }[];
  mails: readonly { invoiceId: string; mark: string; message: MailMessage }[];
}

/**
 * Takes `ids.length` numbers and writes them on those invoices in their order, in one statement with the
 * `writes` (data-modifying WITH queries of the account's shared rows): the marks in the credits' reasons are
 * replaced by the numbers and the mails written with them. The first number given (null: no invoice).
 */
export async function numberInvoices(
  ex: Executor,
  accountId: string,
  prefix: string,
  ids: readonly string[],
  writes: readonly SQL[],
  texts: NumberedTexts = { credits: [], mails: [] },
  scope: NumberScope = LIVE_NUMBERS,
): Promise<number | null> {
  const shared = writes.map((write, index) => [`shared${index}`, write] as const);
  const run = <T>(statement: SQL) => ex.execute(statement).then(rowsOf<T>);
  if (ids.length === 0) {
    if (shared.length > 0) await run(oneStatement(shared));
    return null;
  }
  const count = ids.length;
  const taken = takeNumbers(ex, accountId, count, scope).getSQL();
  // Each invoice found by its key; its number as `invoiceNumber` writes it: the prefix, a hyphen, at least
  // six digits.
  const list = sql`${arrayLiteral(ids)}::uuid[]`;
  const n = sql`(t.last_number - ${count}::int + array_position(${list}, i.id))`;
  const numbered = sql`update invoices i
    set number = ${prefix}::text || '-' || lpad(${n}::text, greatest(6, length(${n}::text)), '0')
    from taken t
    where i.round_account_id = ${accountId} and i.id = any(${list})
    returning i.id, i.number`;
  const credits = texts.credits.map(
    (credit, index) =>
      [
        `credit${index}`,
        sql`update ${customerCredits} c set reason = replace(c.reason, ${credit.mark}, n.number)
          from numbered n
          where c.round_account_id = ${accountId} and c.customer_id = ${credit.customerId}
            and n.id = ${credit.invoiceId}::uuid and strpos(c.reason, ${credit.mark}) > 0`,
      ] as const,
  );
  const mails = texts.mails.map(
    ({ invoiceId, mark, message }, index) =>
      [
        `mail${index}`,
        enqueueMailFrom(
          message,
          (text) => sql`replace(${text}::text, ${mark}, n.number)`,
          sql`numbered n where n.id = ${invoiceId}::uuid`,
        ),
      ] as const,
  );
  const rows = await run<{ last_number: number }>(
    oneStatement(
      [...shared, ["taken", taken], ["numbered", numbered], ...credits, ...mails],
      sql`select last_number from taken`,
    ),
  );
  return Number(rows[0]!.last_number) - count + 1;
}
