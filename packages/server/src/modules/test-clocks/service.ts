import { compareDays, dayOf } from "@round/billing";
import {
  type TestClockAdvanceResponse,
  type TestClockResponse,
  testClockAdvanceSchema,
  testClockSchema,
} from "@round/forms/schemas";
import { loadTenant } from "../../auth/access.ts";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { iso } from "../../http/values.ts";
import { isUuid } from "../../validation/common.ts";
import { refuse } from "../billing/engine.ts";
import { nextDueOnClock, type TestClockRow } from "../billing/queries.ts";
import { runDue } from "../billing/run.ts";
import { clockCustomerCounts, deleteClock, insertClock, listClocks, lockClock, setClock } from "./queries.ts";

export const CLOCK_NOT_FOUND = "Test clock not found.";
/** An advance moves at most this far at once (Stripe's limit is two intervals; two years covers a yearly plan). */
const MAX_ADVANCE_DAYS = 731;

const instantOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

function clockView(row: TestClockRow, customers: number): TestClockResponse {
  return {
    id: row.id,
    name: row.name,
    frozenTime: iso(row.frozenTime),
    status: row.status,
    customerCount: customers,
    createdAt: iso(row.createdAt),
  };
}

/**
 * Test clocks (Stripe's): a frozen time that customers created on the clock live by. Advancing runs every
 * step due for them up to the new time, in order, with the same engine as the real calendar.
 */
export function testClockService(deps: Deps) {
  const { db, clock } = deps;

  async function requireClock(accountId: string, id: string) {
    if (!isUuid(id)) throw notFound(CLOCK_NOT_FOUND);
    const rows = await listClocks(db, accountId, id.toLowerCase());
    if (!rows[0]) throw notFound(CLOCK_NOT_FOUND);
    return rows[0];
  }

  async function view(accountId: string, row: TestClockRow) {
    const counts = await clockCustomerCounts(db, accountId, [row.id]);
    return clockView(row, counts.get(row.id) ?? 0);
  }

  return {
    async list(claims: AccessClaims, roundAccountId: string | undefined) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const rows = await listClocks(db, tenant.accountId);
      const counts = await clockCustomerCounts(
        db,
        tenant.accountId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => clockView(row, counts.get(row.id) ?? 0));
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return view(tenant.accountId, await requireClock(tenant.accountId, id));
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, sent: unknown) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const input = parseWith(testClockSchema, sent);
      const row = await insertClock(db, {
        roundAccountId: tenant.accountId,
        name: input.name,
        frozenTime: instantOf(input.frozenTime),
        status: "ready",
        createdAt: clock.date(),
      });
      return clockView(row, 0);
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const row = await requireClock(tenant.accountId, id);
      await db.transaction((tx) => deleteClock(tx, tenant.accountId, row.id));
    },

    /**
     * Moves the clock forward to `frozenTime` and runs, day by due day, everything due for its customers
     * (the steps of one day in one transaction each, so a failure leaves the clock at the last day done).
     * With `preview` the clock and its records are left as they were and the answer lists what would run.
     */
    async advance(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      sent: unknown,
    ): Promise<TestClockAdvanceResponse> {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const accountId = tenant.accountId;
      const input = parseWith(testClockAdvanceSchema, sent);
      const current = await requireClock(accountId, id);
      const target = instantOf(input.frozenTime);
      if (target.getTime() <= current.frozenTime.getTime()) {
        throw refuse("frozenTime", "A test clock can only move forward");
      }
      if ((target.getTime() - current.frozenTime.getTime()) / 86_400_000 > MAX_ADVANCE_DAYS) {
        throw refuse("frozenTime", "A test clock can move at most two years at once");
      }
      const targetDay = dayOf(target);
      if (input.preview === true) {
        // The same engine in a transaction rolled back: what would run, nothing written.
        const steps: TestClockAdvanceResponse["steps"] = [];
        class Rollback extends Error {}
        try {
          await db.transaction(async (tx) => {
            const txDeps = { ...deps, db: tx as unknown as Deps["db"] };
            steps.push(...(await advanceDays(txDeps, accountId, current.id, targetDay, target, true)));
            throw new Rollback();
          });
        } catch (error) {
          if (!(error instanceof Rollback)) throw error;
        }
        return { clock: await view(accountId, current), preview: true, steps };
      }
      const locked = await db.transaction(async (tx) => {
        const row = await lockClock(tx, accountId, current.id);
        if (!row || row.status === "advancing") return null;
        await setClock(tx, accountId, current.id, { status: "advancing" });
        return row;
      });
      if (!locked) throw conflict("This test clock is already advancing.", "CLOCK_ADVANCING");
      try {
        const steps = await advanceDays(deps, accountId, current.id, targetDay, target, false);
        const row = await setClock(db, accountId, current.id, { frozenTime: target, status: "ready" });
        return { clock: await view(accountId, row), preview: false, steps };
      } catch (error) {
        await setClock(db, accountId, current.id, { status: "ready" });
        throw error;
      }
    },
  };
}

/** Runs the clock's due days in order up to `targetDay`, moving the clock to each day as it goes. */
async function advanceDays(
  deps: Deps,
  accountId: string,
  clockId: string,
  targetDay: string,
  target: Date,
  preview: boolean,
) {
  const steps: TestClockAdvanceResponse["steps"] = [];
  for (let guard = 0; guard < 5000; guard += 1) {
    const due = await nextDueOnClock(deps.db, accountId, clockId);
    if (due === null || compareDays(due, targetDay) > 0) break;
    const at = new Date(`${due}T00:00:00Z`);
    if (!preview) await setClock(deps.db, accountId, clockId, { frozenTime: at > target ? target : at });
    const ran = await runDue(
      deps,
      { testClockId: clockId, accountId },
      due,
      at > target ? target : at,
      preview,
    );
    steps.push(...ran);
    if (ran.length === 0) {
      // Nothing could run on that day (a step failed and was logged): stop rather than loop.
      const again = await nextDueOnClock(deps.db, accountId, clockId);
      if (again === due) break;
    }
  }
  return steps;
}
