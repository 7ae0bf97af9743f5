import type { Executor } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { runIdempotent } from "../http/idempotency.ts";
import type { CustomerRow } from "../modules/customers/index.ts";
import { clockRow } from "./queries/clocks.ts";

/** Thrown to roll a preview's transaction back after it has answered. */
class PreviewDone<T> extends Error {
  constructor(readonly answer: T) {
    super("preview");
  }
}

/**
 * Runs a billing write. `preview`: the same code in a transaction that is rolled back after it answers, so a
 * preview shows exactly what the write would do (and calls no gateway: the run is marked preview). Otherwise
 * once per Idempotency-Key (COMMERCE.md, "Conventions").
 */
export async function billingWrite<T>(
  deps: Deps,
  accountId: string,
  options: { preview: boolean; key: string | undefined; method: string; path: string; body: unknown },
  write: (tx: Executor) => Promise<{ status: number; body: T }>,
): Promise<{ status: number; body: T }> {
  if (options.preview) {
    try {
      await deps.db.transaction(async (tx) => {
        throw new PreviewDone(await write(tx));
      });
    } catch (error) {
      if (error instanceof PreviewDone) {
        const answer = error.answer as { body: T };
        return { status: 200, body: answer.body };
      }
      throw error;
    }
    throw new Error("unreachable");
  }
  return runIdempotent(deps.db, deps.clock, accountId, options.key, options, write);
}

/** The time a customer lives by: its test clock's frozen time, or the server's clock. */
export async function nowFor(
  deps: Deps,
  ex: Executor,
  customer: Pick<CustomerRow, "roundAccountId" | "testClockId">,
) {
  if (customer.testClockId === null) return deps.clock.date();
  const clock = await clockRow(ex, customer.roundAccountId, customer.testClockId);
  return clock ? clock.frozenTime : deps.clock.date();
}
