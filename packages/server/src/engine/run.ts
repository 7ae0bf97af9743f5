import { compareDays, type Day, dayOf } from "@round/billing";
import type { Executor } from "../db/client.ts";
import { analyzeBilledTables } from "../db/sql/billing-run.ts";
import type { Deps } from "../deps.ts";
import { ApiError } from "../http/errors.ts";
import { startTermsTogether } from "./batch.ts";
import { flushFigures, openRun, type Run, type Step, writeShared } from "./context.ts";
import { stepInvoice, stepSubscription } from "./lifecycle.ts";
import { claimDueInvoices } from "./queries/invoices.ts";
import { claimDueSubscriptions } from "./queries/subscriptions.ts";

// The billing run: every due step (renewals, trial ends, resumes, scheduled cancels, expiries, dunning retries,
// overdue marking), on the real calendar every minute and on demand, and on a test clock when it advances.
//
// A plain claim query, not a job queue: the due work already lives in the rows (a subscription's
// `next_action_on`, an invoice's `next_retry_on` and due date), so a queue would hold a second copy of the
// schedule to keep in step. A batch of due rows is claimed with FOR UPDATE SKIP LOCKED in one transaction;
// its plain new terms are billed together as sets (batch.ts) and every other step runs in a savepoint of it:
// instances on one PostgreSQL take different rows, a crash rolls the batch back (nothing half-written), and a
// term invoice is unique on (subscription, term start).

/** Due subscriptions claimed per transaction (the benchmark's bare script writes transactions of this size). */
export const BILLING_BATCH = 200;
/**
 * Steps taken one by one (each in a savepoint) per transaction: PostgreSQL keeps 64 subtransactions of a
 * transaction in shared memory and makes every other session look further when there are more.
 */
const ONE_BY_ONE = 50;
/** Due rows stepped between two ANALYZEs of the tables a run grows. */
const ANALYZE_EVERY = 10_000;

/** A step that failed: kept apart (logged, tried again on the next run) while the rest goes on. */
export interface RunFailure {
  on: Day;
  subscriptionId: string | null;
  invoiceId: string | null;
  customerId: string;
  message: string;
}

export interface RunOptions {
  together?: boolean;
  /** Rows whose step failed, left alone for the rest of the run (shared across the runs of one advance). */
  skipped?: Set<string>;
  /** Where each failure is told (besides the log). */
  failures?: RunFailure[];
  /** Asked before each batch: false stops the run there (a shutdown, a lost lease); what is done stays done. */
  goOn?: () => Promise<boolean>;
}

/** What a person is told of a failed step: the rule it broke, never an internal error's text. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.errors[0]?.description ?? error.message;
  return "An unexpected error stopped this step; it is tried again on the next run.";
}

export interface RunScope {
  /** null: the real calendar (every account); else one account's test clock. */
  testClockId: string | null;
  accountId?: string;
}

/** Runs everything due on or before `today` in `scope`; answers the steps taken, in order. */
export async function runDue(
  deps: Deps,
  scope: RunScope,
  today: Day,
  now: Date,
  preview = false,
  options: RunOptions = {},
): Promise<Step[]> {
  const steps: Step[] = [];
  // A row whose step failed is left for the next run (logged), so one bad record never stops the rest.
  const skipped = options.skipped ?? new Set<string>();
  const failures = options.failures ?? [];
  // Plain new terms are billed together (`startTermsTogether`); a batch where that fails is done again one
  // subscription at a time, where a failing step is kept apart.
  let together = options.together ?? true;
  let sinceAnalyze = 0;
  for (;;) {
    if (options.goOn && !(await options.goOn())) break;
    let done: number;
    try {
      done = await deps.db.transaction((tx) =>
        runBatch(deps, tx, scope, today, now, preview, together, {
          steps,
          skipped,
          failures,
        }),
      );
    } catch (error) {
      if (!together) throw error;
      deps.log.error("billing a batch together failed; it is billed one subscription at a time", { error });
      together = false;
      continue;
    }
    together = options.together ?? true;
    if (done === 0) break;
    // A run that bills a great many writes tables faster than the planner's figures follow (they come from
    // ANALYZE, which autovacuum runs only so often, and plans made when a table was small are kept): as after
    // any bulk load, the tables it grows are analyzed every so many rows.
    sinceAnalyze += done;
    if (sinceAnalyze >= ANALYZE_EVERY) {
      sinceAnalyze = 0;
      await analyzeBilledTables(deps.db);
    }
  }
  steps.sort((a, b) => compareDays(a.on, b.on));
  return steps;
}

/** One claimed batch, in one transaction: its subscriptions' steps, then its invoices'. */
async function runBatch(
  deps: Deps,
  tx: Executor,
  scope: RunScope,
  today: Day,
  now: Date,
  preview: boolean,
  together: boolean,
  into: { steps: Step[]; skipped: Set<string>; failures: RunFailure[] },
): Promise<number> {
  const { skipped, failures } = into;
  const runs = new Map<string, Run>();
  const runOf = async (accountId: string) => {
    let run = runs.get(accountId);
    if (!run) {
      run = await openRun(deps, tx, accountId, now, preview);
      runs.set(accountId, run);
    }
    return run;
  };
  const attempt = async (
    row: { id: string; roundAccountId: string; customerId: string },
    kind: "subscription" | "invoice",
    step: (run: Run) => Promise<unknown>,
  ) => {
    const { id, roundAccountId: accountId } = row;
    const run = await runOf(accountId);
    const before = run.steps.length;
    const sums = run.sums.mark();
    const numbers = run.numbers.mark();
    const events = run.events.mark();
    try {
      await tx.transaction(async (savepoint) => {
        const inSavepoint = { ...run, tx: savepoint };
        await step(inSavepoint);
        await flushFigures(inSavepoint, { shared: false });
      });
    } catch (error) {
      run.steps.length = before;
      run.sums.restore(sums);
      run.numbers.restore(numbers);
      run.events.restore(events);
      run.touched.clear();
      skipped.add(id);
      failures.push({
        on: today,
        subscriptionId: kind === "subscription" ? id : null,
        invoiceId: kind === "invoice" ? id : null,
        customerId: row.customerId,
        message: failureMessage(error),
      });
      deps.log.error("billing step failed; it is tried again on the next run", { error, id });
    }
  };
  const subs = await claimDueSubscriptions(tx, scope, today, BILLING_BATCH, [...skipped]);
  const billed = new Set<string>();
  if (together) {
    const byAccount = new Map<string, typeof subs>();
    for (const sub of subs)
      byAccount.set(sub.roundAccountId, [...(byAccount.get(sub.roundAccountId) ?? []), sub]);
    for (const [accountId, ofAccount] of byAccount) {
      const run = await runOf(accountId);
      for (const id of await startTermsTogether(run, ofAccount, today)) billed.add(id);
      await flushFigures(run, { shared: false });
    }
  }
  // Those left over stay due: the next batch claims them first (they are the earliest).
  const alone = subs.filter((sub) => !billed.has(sub.id)).slice(0, ONE_BY_ONE);
  for (const sub of alone) {
    await attempt(sub, "subscription", (run) => stepSubscription(run, sub, today));
  }
  const invoices = await claimDueInvoices(tx, scope, today, ONE_BY_ONE, [...skipped]);
  for (const invoice of invoices) {
    await attempt(invoice, "invoice", (run) => stepInvoice(run, invoice, today));
  }
  // The account's sums and invoice numbers last: other writers of the account wait for them only until this
  // commits.
  for (const run of runs.values()) {
    await writeShared(run);
    into.steps.push(...run.steps);
  }
  return subs.length + invoices.length;
}

/** The run in progress in this process, per database: a run waits for it rather than racing it. */
const inProgress = new WeakMap<object, Promise<unknown>>();

/**
 * The real calendar's run: what is due today for every account not on a test clock. In one process the
 * runs take turns (the minute's run and one asked for), so a run asked for answers once everything due was
 * done, not when the other run happened to hold the last rows; across instances SKIP LOCKED shares the work.
 */
export function runToday(deps: Deps): Promise<Step[]> {
  const before = inProgress.get(deps.db) ?? Promise.resolve();
  const run = before
    .catch(() => undefined)
    .then(() => {
      const now = deps.clock.date();
      return runDue(deps, { testClockId: null }, dayOf(now), now);
    });
  inProgress.set(
    deps.db,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * Runs the billing every minute until stopped, after `before` (the test clocks' stopped advances); a run never
 * overlaps the previous one. `before` also runs once at start (`first`: a first start's own).
 */
export function startBillingScheduler(
  deps: Deps,
  everyMs = 60_000,
  before?: (first: boolean) => Promise<unknown>,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = (first = false) => {
    if (running || stopped || deps.isShuttingDown()) return;
    const previous = before
      ? before(first).catch((error) => deps.log.error("running stopped clock advances failed", { error }))
      : Promise.resolve();
    running = previous
      .then(() => (first ? undefined : runToday(deps)))
      .catch((error) => deps.log.error("billing run failed", { error }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (before) setImmediate(() => tick(true));
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
