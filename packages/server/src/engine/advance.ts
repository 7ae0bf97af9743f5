import { randomUUID } from "node:crypto";
import { compareDays, dayOf } from "@round/billing";
import type { TestClockAdvanceResponse } from "@round/forms/schemas";
import type { ClockFailure } from "../db/schema/index.ts";
import type { Deps } from "../deps.ts";
import { runAsSystem } from "../http/context.ts";
import { ApiError, conflict } from "../http/errors.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { customerNames } from "../modules/customers/index.ts";
import { refuse } from "./context.ts";
import { lockClock, renewLease, setClock, stoppedAdvances } from "./queries/clock-admin.ts";
import { clockRow, nextDueOnClock } from "./queries/clocks.ts";
import type { TestClockRow } from "./queries/reads.ts";
import { type RunFailure, runDue } from "./run.ts";

// A test clock's advance (Stripe's test clocks): every step due for the clock's customers, day by due day, up
// to the target time. A step that fails is kept apart (its row is left alone for the rest of the advance and
// told in the clock's `failures`, status `internal_failure`) and everything else goes on, as the minute's run
// does. The advance holds a lease on the clock, renewed between batches: a process that dies loses it, and a
// stopped advance (a crash, a shutdown) is run again to its target by the next advance asked for or by any
// instance's billing scheduler. Each day's work commits batch by batch, and a term is invoiced once whatever
// runs twice, so running an advance again finishes it without billing anything twice.

/** An advance moves at most this far at once (Stripe's limit is two intervals; two years covers a yearly plan). */
export const MAX_ADVANCE_DAYS = 731;

export const CLOCK_STOPPING =
  "The server is stopping: the advance stopped after its last batch and goes on when a server runs again.";

export interface Advanced {
  row: TestClockRow;
  steps: TestClockAdvanceResponse["steps"];
}

/** Runs the clock's due days in order up to `target` (in a transaction of its own when previewing). */
async function advanceDays(
  deps: Deps,
  accountId: string,
  clockId: string,
  target: Date,
  options: {
    preview: boolean;
    failures: RunFailure[];
    /** Asked before each day and each batch; false stops the advance where it is. */
    goOn?: () => Promise<boolean>;
    /** Moves the clock to the day about to run (not in a preview). */
    moveTo?: (at: Date) => Promise<void>;
  },
) {
  const targetDay = dayOf(target);
  const steps: TestClockAdvanceResponse["steps"] = [];
  const skipped = new Set<string>();
  for (let guard = 0; guard < 5000; guard += 1) {
    const due = await nextDueOnClock(deps.db, accountId, clockId, [...skipped]);
    if (due === null || compareDays(due, targetDay) > 0) break;
    if (options.goOn && !(await options.goOn())) break;
    const day = new Date(`${due}T00:00:00Z`);
    const at = day > target ? target : day;
    await options.moveTo?.(at);
    // The steps are Round's own (the audit log's `system`); the advance request is its caller's.
    const ran = await runAsSystem(() =>
      runDue(deps, { testClockId: clockId, accountId }, due, at, options.preview, {
        skipped,
        failures: options.failures,
        ...(options.goOn ? { goOn: options.goOn } : {}),
      }),
    );
    steps.push(...ran);
  }
  return steps;
}

/** The same engine in a transaction rolled back: what an advance would run, nothing written. */
export async function previewAdvance(deps: Deps, accountId: string, clockId: string, target: Date) {
  const steps: TestClockAdvanceResponse["steps"] = [];
  class Rollback extends Error {}
  try {
    await deps.db.transaction(async (tx) => {
      const txDeps = { ...deps, db: tx as unknown as Deps["db"] };
      steps.push(...(await advanceDays(txDeps, accountId, clockId, target, { preview: true, failures: [] })));
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return steps;
}

/**
 * Takes the clock's advance lease for `owner` (an advance to `target`), when nobody holds it: a new advance
 * asked for (`target` given, checked against where the clock stands) or a stopped one run again (its own
 * target). Answers the clock as it was, or null when an advance in progress holds it.
 */
async function takeLease(
  deps: Deps,
  accountId: string,
  clockId: string,
  owner: string,
  target: Date | null,
): Promise<TestClockRow | null> {
  return deps.db.transaction(async (tx) => {
    const row = await lockClock(tx, accountId, clockId);
    if (!row) return null;
    const now = deps.clock.date();
    if (row.status === "advancing" && row.leaseUntil !== null && row.leaseUntil > now) return null;
    if (target === null && row.status !== "advancing") return null;
    const to = target ?? row.advanceTo ?? row.frozenTime;
    if (target !== null) checkTarget(row, target);
    await setClock(tx, accountId, clockId, {
      status: "advancing",
      advanceTo: to,
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + deps.config.clockLeaseMs),
      failures: [],
    });
    // The advance asked for (not one taken up again after a stop) is its caller's write.
    if (target !== null) {
      await recordAudit(tx, [
        {
          accountId,
          action: "test_clock.advance",
          resourceType: "test_clock",
          resourceId: clockId,
          changes: { frozenTime: [row.frozenTime.toISOString(), target.toISOString()] },
          at: now,
        },
      ]);
    }
    return row;
  });
}

/** A clock moves forward only, and at most two years at once. */
export function checkTarget(row: TestClockRow, target: Date) {
  if (target.getTime() <= row.frozenTime.getTime()) {
    throw refuse("frozenTime", "A test clock can only move forward");
  }
  if ((target.getTime() - row.frozenTime.getTime()) / 86_400_000 > MAX_ADVANCE_DAYS) {
    throw refuse("frozenTime", "A test clock can move at most two years at once");
  }
}

/**
 * Runs the advance `owner` holds the lease of, to `target`: renewing the lease between batches, stopping at
 * a shutdown (the lease given back at once, so the next server takes the advance over without waiting) or
 * when the lease was lost. Answers null when it stopped before the end.
 */
async function runAdvance(
  deps: Deps,
  accountId: string,
  clockId: string,
  owner: string,
  target: Date,
): Promise<Advanced | null> {
  const failures: RunFailure[] = [];
  let stopped: "shutdown" | "lost" | null = null;
  // Where the clock stands: a step left behind by an earlier advance runs on its own day, the clock stays.
  let frozen = (await clockRow(deps.db, accountId, clockId))?.frozenTime ?? target;
  const lease = (values: Parameters<typeof renewLease>[4] = {}) =>
    renewLease(deps.db, accountId, clockId, owner, {
      leaseUntil: new Date(deps.clock.now() + deps.config.clockLeaseMs),
      ...values,
    });
  const goOn = async () => {
    if (stopped) return false;
    if (deps.isShuttingDown()) stopped = "shutdown";
    else if (!(await lease())) stopped = "lost";
    return stopped === null;
  };
  const steps = await advanceDays(deps, accountId, clockId, target, {
    preview: false,
    failures,
    goOn,
    moveTo: async (at) => {
      if (at > frozen) frozen = at;
      if (!(await lease({ frozenTime: frozen }))) stopped = "lost";
    },
  });
  if (!stopped && deps.isShuttingDown()) stopped = "shutdown";
  if (stopped === "shutdown") {
    await renewLease(deps.db, accountId, clockId, owner, { leaseUntil: null, leaseOwner: null });
  }
  if (stopped) return null;
  const names = await customerNames(deps.db, accountId, [
    ...new Set(failures.map((failure) => failure.customerId)),
  ]);
  const kept: ClockFailure[] = failures.map((failure) => ({
    ...failure,
    customerName: names.get(failure.customerId) ?? "",
  }));
  const finished = await deps.db.transaction(async (tx) => {
    const row = await lockClock(tx, accountId, clockId);
    if (row?.leaseOwner !== owner) return null;
    return setClock(tx, accountId, clockId, {
      frozenTime: target,
      status: kept.length > 0 ? "internal_failure" : "ready",
      failures: kept,
      advanceTo: null,
      leaseOwner: null,
      leaseUntil: null,
    });
  });
  return finished ? { row: finished, steps } : null;
}

/** POST /advance: moves the clock to `target`, running everything due on the way (see the top of this file). */
export async function advanceClock(
  deps: Deps,
  accountId: string,
  clockId: string,
  target: Date,
): Promise<Advanced> {
  const owner = randomUUID();
  const taken = await takeLease(deps, accountId, clockId, owner, target);
  if (!taken) throw conflict("This test clock is already advancing.", "CLOCK_ADVANCING");
  const advanced = await runAdvance(deps, accountId, clockId, owner, target);
  if (advanced) return advanced;
  if (deps.isShuttingDown()) throw new ApiError(503, CLOCK_STOPPING, { code: "SHUTTING_DOWN" });
  throw conflict("Another server took this test clock's advance over; it goes on there.", "CLOCK_ADVANCING");
}

/**
 * Runs again, to their targets, the advances that stopped (a crash, a shutdown): clocks still advancing whose
 * lease nobody renewed. `everyLeaseOver`: this process is the only one that could hold a lease (PGlite, on
 * start), so every advancing clock stopped. Answers how many it finished.
 */
export async function resumeStoppedAdvances(deps: Deps, everyLeaseOver = false): Promise<number> {
  let finished = 0;
  for (const clock of await stoppedAdvances(deps.db, everyLeaseOver ? null : deps.clock.date())) {
    if (deps.isShuttingDown()) break;
    if (everyLeaseOver) await setClock(deps.db, clock.roundAccountId, clock.id, { leaseUntil: null });
    const owner = randomUUID();
    const taken = await takeLease(deps, clock.roundAccountId, clock.id, owner, null);
    if (!taken?.advanceTo) continue;
    deps.log.info("Running a test clock's stopped advance again", { clockId: clock.id });
    if (await runAdvance(deps, clock.roundAccountId, clock.id, owner, taken.advanceTo)) finished += 1;
  }
  return finished;
}
