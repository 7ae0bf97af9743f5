import { sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { builtOnce } from "../../../db/prepared/index.ts";
import { catalogSettings } from "../../../db/schema/index.ts";

export type CatalogSettingsRow = typeof catalogSettings.$inferSelect;

const settingsStatement = builtOnce((ex: Executor) =>
  ex
    .select()
    .from(catalogSettings)
    .where(sql`${catalogSettings.roundAccountId} = ${sql.placeholder("accountId")}`),
);

export async function findSettings(ex: Executor, accountId: string) {
  const [row] = await settingsStatement(ex).execute({ accountId });
  return row;
}

export async function saveSettings(
  ex: Executor,
  accountId: string,
  values: { defaultCurrency: string; allowedCurrencies: string[]; updatedAt: Date },
) {
  const [row] = await ex
    .insert(catalogSettings)
    .values({ roundAccountId: accountId, ...values })
    .onConflictDoUpdate({ target: catalogSettings.roundAccountId, set: values })
    .returning();
  return row!;
}
