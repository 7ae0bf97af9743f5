import {
  addAmounts,
  type CustomerDay,
  classifyMovement,
  compareAmounts,
  customerDays,
  dayOf,
  daysBetween,
  type MovementKind,
  subtractAmounts,
  toAmount,
} from "@round/billing";
import type { SQL } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { LIVE_SCOPE, type mrrMovements } from "../../db/schema/billing.ts";
import {
  accountsWithoutKeptDays,
  accountsWithoutKeptFigures,
  addToDays,
  addToMonths,
  clearScope,
  type DayBeforeRow,
  type DayDeltas,
  daysBefore,
  insertMovements,
  rebuildDays,
  rebuildMonths,
  type Scope,
  saveMovements,
  scopesOf,
  subscriptionChanges,
} from "./queries.ts";

/**
 * The kept revenue figures (COMMERCE.md, "Metrics"), moved in the transaction of the subscription event that
 * changes them: the customer's day (netted, classified), the month's sums and the day's (`metrics_days`). What
 * they hold is always what `customerDays` of @round/billing works out from the subscription events (the API
 * tests check it). The day's figures also count card payment attempts and paid invoices as they happen.
 */
export interface MrrChangeInput {
  accountId: string;
  customerId: string;
  subscriptionId: string;
  currency: string;
  /** The test clock the customer lives on, or null for the live figures. */
  testClockId: string | null;
  day: string;
  /** The subscription's MRR before and after. */
  before: string;
  after: string;
}

/** What a customer's day stood at before a change: its kept movement, else the day's start read from records. */
export interface DayBefore {
  existing: {
    startMrr: string;
    endMrr: string;
    paidBefore: boolean;
    kind: MovementKind | null;
    amount: string;
  } | null;
  /** The MRR of the customer's other subscriptions in the currency (read only when there is no movement). */
  others: string;
  paid: boolean;
}

/** The kept figures a change moves: the month's sums, the day's figures and the customer's movement. */
export interface FigureWrites {
  months: {
    key: Scope & { currency: string; month: string };
    kind: MovementKind;
    amount: string;
    count: 1 | -1;
  }[];
  day: { key: Scope & { currency: string; day: string }; deltas: DayDeltas };
  movement: typeof mrrMovements.$inferInsert;
}

/** The figures an MRR change moves, from where the customer's day stood (pure; null when MRR did not move). */
export function mrrChangeWrites(change: MrrChangeInput, before: DayBefore): FigureWrites | null {
  const delta = subtractAmounts(change.after, change.before);
  if (compareAmounts(delta, "0") === 0) return null;
  const { existing } = before;
  // The first change of the customer's day: the day starts from the other subscriptions and this one's before.
  const start = existing ? toAmount(existing.startMrr) : addAmounts(before.others, change.before);
  const paid = existing ? existing.paidBefore : before.paid;
  const end = addAmounts(existing ? existing.endMrr : start, delta);
  const kind = classifyMovement(start, end, paid);
  const amount = subtractAmounts(end, start);
  const scope: Scope = { accountId: change.accountId, scope: change.testClockId ?? LIVE_SCOPE };
  const month = { ...scope, currency: change.currency, month: change.day.slice(0, 7) };
  const months: FigureWrites["months"] = [];
  if (existing?.kind) {
    months.push({
      key: month,
      kind: existing.kind,
      amount: subtractAmounts("0", existing.amount),
      count: -1,
    });
  }
  if (kind) months.push({ key: month, kind, amount, count: 1 });
  const paying = (value: string) => (compareAmounts(value, "0") > 0 ? 1 : 0);
  const joins = (of: MovementKind | null | undefined) => (of === "new" || of === "reactivation" ? 1 : 0);
  const churns = (of: MovementKind | null | undefined) => (of === "churned" ? 1 : 0);
  return {
    months,
    day: {
      key: { ...scope, currency: change.currency, day: change.day },
      deltas: {
        mrrChange: delta,
        joined: joins(kind) - joins(existing?.kind),
        churned: churns(kind) - churns(existing?.kind),
        activeChange: paying(change.after) - paying(change.before),
      },
    },
    movement: {
      roundAccountId: change.accountId,
      customerId: change.customerId,
      currency: change.currency,
      day: change.day,
      scope: scope.scope,
      startMrr: start,
      endMrr: end,
      paidBefore: paid,
      kind,
      amount,
    },
  };
}

/** `DayBefore` from the row `daysBefore` answers. */
export function dayBeforeOf(row: DayBeforeRow): DayBefore {
  return row.startMrr !== null
    ? {
        existing: {
          startMrr: row.startMrr,
          endMrr: row.endMrr!,
          paidBefore: row.paidBefore!,
          kind: row.kind,
          amount: row.amount!,
        },
        others: "0",
        paid: false,
      }
    : { existing: null, others: row.others ?? "0", paid: row.paid };
}

/**
 * The account's sums a transaction moves (the months' and the days' rows of `mrr_months` and `metrics_days`):
 * every writer of the account updates the same few rows, and holds each locked from its first update to its
 * commit, so they are added up here and written once just before the transaction commits (`write`), not
 * where each change happens.
 */
export class PendingSums {
  months: FigureWrites["months"] = [];
  days: FigureWrites["day"][] = [];

  /** Where the sums stand, to `restore` them when a savepoint's work is rolled back. */
  mark(): [number, number] {
    return [this.months.length, this.days.length];
  }

  restore([months, days]: [number, number]): void {
    this.months.length = months;
    this.days.length = days;
  }

  /**
   * The statements that write the sums (none when nothing moved), the sums emptied: the caller sends them with
   * the transaction's other writes to the account's shared rows, last (`writeShared` of the billing engine).
   */
  take(ex: Executor): SQL[] {
    const [months, days] = [this.months, this.days];
    this.months = [];
    this.days = [];
    return [addToMonths(ex, months), addToDays(ex, days)].filter((write) => write !== null);
  }
}

export async function keepMrrChange(ex: Executor, change: MrrChangeInput, sums: PendingSums): Promise<void> {
  if (compareAmounts(change.after, change.before) === 0) return;
  // Where the customer's day stood (one statement, as the billing run reads many).
  const [row] = (await daysBefore(ex, change.accountId, [change])).values();
  const writes = mrrChangeWrites(change, dayBeforeOf(row!));
  if (writes) await saveFigureWrites(ex, [writes], sums);
}

/** Writes the customers' movements of many changes now, and adds their months' and days' sums to `sums`. */
export async function saveFigureWrites(
  ex: Executor,
  all: readonly FigureWrites[],
  sums: PendingSums,
): Promise<void> {
  await saveMovements(
    ex,
    all.map((writes) => writes.movement),
  );
  for (const writes of all) {
    sums.months.push(...writes.months);
    sums.days.push(writes.day);
  }
}

/** A card payment attempt, counted on its day (UTC) in its scope: the payment success rate reads these. */
export function keepPaymentAttempt(
  sums: PendingSums,
  payment: {
    roundAccountId: string;
    testClockId?: string | null;
    currency: string;
    method: string;
    status: string;
    createdAt?: Date | null;
  },
): void {
  if (payment.method !== "card" || !payment.createdAt) return;
  sums.days.push({
    key: {
      accountId: payment.roundAccountId,
      scope: payment.testClockId ?? LIVE_SCOPE,
      currency: payment.currency,
      day: dayOf(payment.createdAt),
    },
    deltas: { cardAttempts: 1, cardSucceeded: payment.status === "succeeded" ? 1 : 0 },
  });
}

/**
 * An invoice that has just become paid, counted on the day it was paid (UTC) with its days from issue to
 * paid: the average collection time reads these. `before` is its status until now (paid: nothing to count).
 */
export function keepCollection(
  sums: PendingSums,
  before: string,
  invoice: {
    roundAccountId: string;
    testClockId: string | null;
    currency: string;
    status: string;
    issueDate: string | null;
    paidAt: Date | null;
  },
): void {
  if (before === "paid" || invoice.status !== "paid" || !invoice.paidAt || !invoice.issueDate) return;
  const day = dayOf(invoice.paidAt);
  sums.days.push({
    key: {
      accountId: invoice.roundAccountId,
      scope: invoice.testClockId ?? LIVE_SCOPE,
      currency: invoice.currency,
      day,
    },
    deltas: { paidInvoices: 1, paidDays: Math.max(0, daysBetween(invoice.issueDate, day)) },
  });
}

/** The customers' days of a scope worked out from its raw subscription events, per currency. */
export async function recomputedDays(ex: Executor, scope: Scope): Promise<Map<string, CustomerDay[]>> {
  const changes = await subscriptionChanges(ex, scope);
  const byCurrency = new Map<string, typeof changes>();
  for (const change of changes) {
    const list = byCurrency.get(change.currency) ?? [];
    list.push(change);
    byCurrency.set(change.currency, list);
  }
  return new Map([...byCurrency].map(([currency, list]) => [currency, customerDays(list)]));
}

/** Builds a scope's kept figures again from its subscription events (data written before they were kept). */
export async function rebuildScope(ex: Executor, scope: Scope): Promise<void> {
  await clearScope(ex, scope);
  for (const [currency, days] of await recomputedDays(ex, scope)) {
    // A day whose changes net to nothing moves no figure (keepMrrChange keeps none for a renewal either).
    await insertMovements(
      ex,
      days
        .filter((day) => compareAmounts(day.amount, "0") !== 0)
        .map((day) => ({
          roundAccountId: scope.accountId,
          customerId: day.customerId,
          currency,
          day: day.on,
          scope: scope.scope,
          startMrr: day.startMrr,
          endMrr: day.endMrr,
          paidBefore: day.paidBefore,
          kind: day.kind,
          amount: day.amount,
        })),
    );
  }
  await rebuildMonths(ex, scope);
  await rebuildDays(ex, scope.accountId, scope.scope);
}

/** At start: the figures of accounts billed before they were kept are built once. */
export async function keepFiguresOfOlderData(db: Db): Promise<number> {
  const accounts = await accountsWithoutKeptFigures(db);
  for (const accountId of accounts) {
    await db.transaction(async (tx) => {
      for (const scope of await scopesOf(tx, accountId)) await rebuildScope(tx, { accountId, scope });
    });
  }
  const withoutDays = await accountsWithoutKeptDays(db);
  for (const accountId of withoutDays) await db.transaction((tx) => rebuildDays(tx, accountId));
  return accounts.length + withoutDays.length;
}
