import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { builtOnce } from "../../db/prepared/index.ts";
import { billingSettings } from "../../db/schema/index.ts";

// The account's billing settings (net terms, invoice prefix, dunning, gateway): this module's one table.

export type SettingsRow = typeof billingSettings.$inferSelect;

// ---- Settings and numbers -------------------------------------------------------------------------------

const settingsStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(billingSettings)
    .where(eq(billingSettings.roundAccountId, sql.placeholder("accountId"))),
);

export async function settingsRow(ex: Executor, accountId: string) {
  const [row] = await settingsStatement(ex).execute({ accountId });
  return row;
}

export async function upsertSettings(ex: Executor, values: typeof billingSettings.$inferInsert) {
  const { roundAccountId: _, createdAt: __, ...changes } = values;
  const [row] = await ex
    .insert(billingSettings)
    .values(values)
    .onConflictDoUpdate({ target: billingSettings.roundAccountId, set: changes })
    .returning();
  return row!;
}

/**
 * Takes the account's next `count` invoice numbers at once (in the caller's transaction: a rollback gives them
 * back); answers the first (they follow each other).
 */
