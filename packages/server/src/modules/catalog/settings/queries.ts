import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { catalogSettings } from "../../../db/schema/index.ts";

export type CatalogSettingsRow = typeof catalogSettings.$inferSelect;

export async function findSettings(ex: Executor, accountId: string) {
  const [row] = await ex.select().from(catalogSettings).where(eq(catalogSettings.roundAccountId, accountId));
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
