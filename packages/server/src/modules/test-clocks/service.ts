import {
  type TestClockAdvanceResponse,
  type TestClockResponse,
  testClockAdvanceSchema,
  testClockSchema,
} from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import type { TestClockRow } from "../../engine/index.ts";
import {
  advanceClock,
  checkTarget,
  clockContents,
  deleteClock,
  insertClock,
  listClocks,
  previewAdvance,
} from "../../engine/index.ts";
import { notFound } from "../../http/errors.ts";
import { parseWith } from "../../http/input.ts";
import { isUuid } from "../../http/validation.ts";
import { iso } from "../../http/values.ts";
import { type Changes, createdChanges, deletedChanges, recordAudit } from "../audit/index.ts";
import { loadTenant } from "../identities/index.ts";

export const CLOCK_NOT_FOUND = "Test clock not found.";

const instantOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

const EMPTY = { customers: 0, subscriptions: 0, invoices: 0 };

function clockView(row: TestClockRow, contents = EMPTY): TestClockResponse {
  return {
    id: row.id,
    name: row.name,
    frozenTime: iso(row.frozenTime),
    status: row.status,
    advanceTo: row.status === "advancing" && row.advanceTo ? iso(row.advanceTo) : null,
    failures: row.failures,
    customerCount: contents.customers,
    subscriptionCount: contents.subscriptions,
    invoiceCount: contents.invoices,
    createdAt: iso(row.createdAt),
  };
}

/**
 * Test clocks (Stripe's): a frozen time that customers created on the clock live by. Advancing runs every
 * step due for them up to the new time, in order, with the same engine as the real calendar (advance.ts).
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
    const contents = await clockContents(db, accountId, [row.id]);
    return clockView(row, contents.get(row.id));
  }

  function audit(tx: Executor, accountId: string, verb: string, id: string, changes: Changes) {
    return recordAudit(tx, [
      {
        accountId,
        action: `test_clock.${verb}`,
        resourceType: "test_clock",
        resourceId: id,
        changes,
        at: clock.date(),
      },
    ]);
  }

  return {
    async list(claims: AccessClaims, roundAccountId: string | undefined) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const rows = await listClocks(db, tenant.accountId);
      const contents = await clockContents(
        db,
        tenant.accountId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => clockView(row, contents.get(row.id)));
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return view(tenant.accountId, await requireClock(tenant.accountId, id));
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, sent: unknown) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const input = parseWith(testClockSchema, sent);
      return db.transaction(async (tx) => {
        const row = await insertClock(tx, {
          roundAccountId: tenant.accountId,
          name: input.name,
          frozenTime: instantOf(input.frozenTime),
          status: "ready",
          createdAt: clock.date(),
        });
        const created = clockView(row);
        await audit(tx, tenant.accountId, "create", row.id, createdChanges(created));
        return created;
      });
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      const row = await requireClock(tenant.accountId, id);
      const before = await view(tenant.accountId, row);
      await db.transaction(async (tx) => {
        await deleteClock(tx, tenant.accountId, row.id);
        await audit(tx, tenant.accountId, "delete", row.id, deletedChanges(before));
      });
    },

    /**
     * Moves the clock forward to `frozenTime` and runs everything due for its customers on the way
     * (advance.ts). With `preview` the clock and its records are left as they were and the answer lists what
     * would run.
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
      if (input.preview === true) {
        checkTarget(current, target);
        const steps = await previewAdvance(deps, accountId, current.id, target);
        return { clock: await view(accountId, current), preview: true, steps };
      }
      const advanced = await advanceClock(deps, accountId, current.id, target);
      return { clock: await view(accountId, advanced.row), preview: false, steps: advanced.steps };
    },
  };
}
