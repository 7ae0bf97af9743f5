import type { SQL } from "drizzle-orm";
import type { Executor } from "../db/client.ts";
import { LIVE_NUMBERS, type NumberScope, numberInvoices, numberScopeOf } from "../db/sql/numbering.ts";
import type { MailMessage } from "../mail/templates.ts";

export const invoiceNumber = (prefix: string, value: number) => `${prefix}-${String(value).padStart(6, "0")}`;

/** The prefix of a sequence's numbers: the account's, with TEST for a test clock's rehearsals (INV-TEST-000001). */
export const prefixOf = (prefix: string, scope: NumberScope) =>
  scope === LIVE_NUMBERS ? prefix : `${prefix}-TEST`;

/** What stands for an invoice's number in a text written before the number is known. */
const markOf = (invoiceId: string) => `{number:${invoiceId}}`;
const MARKS = /\{number:([0-9a-f-]{36})\}/g;

/**
 * The invoice numbers a transaction gives, taken in its last statements. Every invoice of an account takes
 * the account's next number from one counter row, and a transaction that has taken one holds that row until
 * it commits: every other write of the account that finalizes an invoice waits for it that long. So the
 * invoices a run finalizes are written without their number, in the order they were finalized, and `write`
 * numbers them all at the end (no gap, no repeat: a rollback gives the numbers back). What names a number
 * before then (a credit's reason, a step's text, a mail) carries a mark that `write` replaces.
 */
export class PendingNumbers {
  #invoices: { id: string; scope: NumberScope }[] = [];
  #credits: { customerId: string; invoiceId: string }[] = [];
  #mails: { invoiceId: string; message: MailMessage }[] = [];
  /** The numbers `write` gave, by invoice. */
  readonly given = new Map<string, string>();

  /** Where the list stands, to `restore` it when a savepoint's work is rolled back. */
  mark(): [number, number, number] {
    return [this.#invoices.length, this.#credits.length, this.#mails.length];
  }

  restore([invoices, credits, mails]: [number, number, number]): void {
    this.#invoices.length = invoices;
    this.#credits.length = credits;
    this.#mails.length = mails;
  }

  /**
   * An invoice finalized without its number: it gets the next one of its sequence (the live one, or its test
   * clock's) when the transaction ends.
   */
  add(invoiceId: string, testClockId: string | null): string {
    this.#invoices.push({ id: invoiceId, scope: numberScopeOf(testClockId) });
    return markOf(invoiceId);
  }

  waits(invoiceId: string): boolean {
    return this.#invoices.some((invoice) => invoice.id === invoiceId);
  }

  /** A credit of `customerId` whose reason carries `invoiceId`'s mark. */
  addCredit(customerId: string, invoiceId: string): void {
    this.#credits.push({ customerId, invoiceId });
  }

  /** A mail that names `invoiceId`'s number: composed with `compose(mark)`, written with the number. */
  mail(invoiceId: string, compose: (number: string) => MailMessage): void {
    this.#mails.push({ invoiceId, message: compose(markOf(invoiceId)) });
  }

  /** The number of an invoice given by `write` (else its own). */
  numbered<T extends { id: string; number: string | null }>(invoice: T): T {
    const number = this.given.get(invoice.id);
    return number === undefined ? invoice : { ...invoice, number };
  }

  /** A text with the marks of the numbers given replaced by them. */
  text(text: string): string {
    return text.replace(MARKS, (mark, id: string) => this.given.get(id) ?? mark);
  }

  /**
   * Takes the numbers and writes them on the invoices, in one statement with `writes` (the transaction's other
   * writes to the account's shared rows), the credits' reasons and the mails that name them: the counter row
   * is held from here to the commit.
   */
  async write(ex: Executor, accountId: string, prefix: string, writes: readonly SQL[] = []): Promise<void> {
    const [invoices, credits, mails] = [this.#invoices, this.#credits, this.#mails];
    this.#invoices = [];
    this.#credits = [];
    this.#mails = [];
    // A statement per sequence, the live one (with the shared writes) last.
    const scopes = [
      ...new Set(invoices.map((invoice) => invoice.scope).filter((scope) => scope !== LIVE_NUMBERS)),
    ];
    scopes.push(LIVE_NUMBERS);
    for (const scope of scopes) {
      const ids = invoices.filter((invoice) => invoice.scope === scope).map((invoice) => invoice.id);
      if (ids.length === 0 && scope !== LIVE_NUMBERS) continue;
      const of = new Set(ids);
      const live = scope === LIVE_NUMBERS;
      const first = await numberInvoices(
        ex,
        accountId,
        prefixOf(prefix, scope),
        ids,
        live ? writes : [],
        {
          credits: credits
            .filter((credit) => of.has(credit.invoiceId))
            .map((credit) => ({ ...credit, mark: markOf(credit.invoiceId) })),
          mails: mails
            .filter((mail) => of.has(mail.invoiceId))
            .map((mail) => ({ ...mail, mark: markOf(mail.invoiceId) })),
        },
        scope,
      );
      if (first !== null) {
        for (const [index, id] of ids.entries()) {
          this.given.set(id, invoiceNumber(prefixOf(prefix, scope), first + index));
        }
      }
    }
  }
}
