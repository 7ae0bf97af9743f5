import type { SQL } from "drizzle-orm";
import type { Executor } from "../db/client.ts";
import { LIVE_NUMBERS, type NumberScope, numberInvoices, numberScopeOf } from "../db/sql/numbering.ts";

export const invoiceNumber = (prefix: string, value: number) => `${prefix}-${String(value).padStart(6, "0")}`;

/** The prefix of a sequence's numbers: the account's, with TEST for a test clock's rehearsals (INV-TEST-000001). */
export const prefixOf = (prefix: string, scope: NumberScope) =>
  scope === LIVE_NUMBERS ? prefix : `${prefix}-TEST`;

/**
 * The invoice numbers a transaction gives, taken in its last statements. Every invoice of an account takes
 * the account's next number from one counter row, and a transaction that has taken one holds that row until
 * it commits: every other write of the account that finalizes an invoice waits for it that long. So the
 * invoices a run finalizes are written without their number, in the order they were finalized, and `write`
 * numbers them all at the end (no gap, no repeat: a rollback gives the numbers back). What names a number
 * (a credit's reason, a step's text, a mail) is given as a function of the number (`whenNumbered`), called by
 * `write` once the number is known: no text is written before its number exists.
 */
export class PendingNumbers {
  #invoices: { id: string; scope: NumberScope }[] = [];
  #then: { invoiceId: string; use: (number: string) => unknown }[] = [];
  /** The numbers `write` gave, by invoice. */
  readonly given = new Map<string, string>();

  /** Where the list stands, to `restore` it when a savepoint's work is rolled back. */
  mark(): [number, number] {
    return [this.#invoices.length, this.#then.length];
  }

  restore([invoices, then]: [number, number]): void {
    this.#invoices.length = invoices;
    this.#then.length = then;
  }

  /**
   * An invoice finalized without its number: it gets the next one of its sequence (the live one, or its test
   * clock's) when the transaction ends.
   */
  add(invoiceId: string, testClockId: string | null): void {
    this.#invoices.push({ id: invoiceId, scope: numberScopeOf(testClockId) });
  }

  waits(invoiceId: string): boolean {
    return this.#invoices.some((invoice) => invoice.id === invoiceId);
  }

  /**
   * `use` called with the invoice's number: by `write`, in the order asked, once the number is taken (at once
   * when the invoice has one already). What it writes goes in the same transaction.
   */
  whenNumbered(invoiceId: string, use: (number: string) => unknown): void {
    this.#then.push({ invoiceId, use });
  }

  /** The number of an invoice given by `write` (else its own). */
  numbered<T extends { id: string; number: string | null }>(invoice: T): T {
    const number = this.given.get(invoice.id);
    return number === undefined ? invoice : { ...invoice, number };
  }

  /**
   * Takes the numbers and writes them on the invoices, in one statement with `writes` (the transaction's other
   * writes to the account's shared rows): the counter row is held from here to the commit. Then what names
   * the numbers (`whenNumbered`).
   */
  async write(ex: Executor, accountId: string, prefix: string, writes: readonly SQL[] = []): Promise<void> {
    const invoices = this.#invoices;
    const then = this.#then;
    this.#invoices = [];
    this.#then = [];
    // A statement per sequence, the live one (with the shared writes) last.
    const scopes = [
      ...new Set(invoices.map((invoice) => invoice.scope).filter((scope) => scope !== LIVE_NUMBERS)),
    ];
    scopes.push(LIVE_NUMBERS);
    for (const scope of scopes) {
      const ids = invoices.filter((invoice) => invoice.scope === scope).map((invoice) => invoice.id);
      if (ids.length === 0 && scope !== LIVE_NUMBERS) continue;
      const first = await numberInvoices(ex, accountId, ids, scope === LIVE_NUMBERS ? writes : [], {
        prefix: prefixOf(prefix, scope),
        scope,
      });
      if (first !== null) {
        for (const [index, id] of ids.entries()) {
          this.given.set(id, invoiceNumber(prefixOf(prefix, scope), first + index));
        }
      }
    }
    for (const { invoiceId, use } of then) {
      const number = this.given.get(invoiceId);
      if (number === undefined) throw new Error(`Invoice ${invoiceId} was not numbered in this transaction`);
      await use(number);
    }
  }
}
