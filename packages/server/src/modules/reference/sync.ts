import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { countries, currencies, currencyCountries, settings } from "../../db/schema/index.ts";
import { isoDataVersion, loadIsoReferenceData } from "./iso.ts";

const VERSION_KEY = "iso_reference_version";

/**
 * Brings the countries and currencies tables in line with the installed data packages. Runs on start;
 * does nothing unless either package's version changed since the last run.
 */
export async function syncIsoReferenceData(database: Database): Promise<void> {
  const version = isoDataVersion();
  const [known] = await database.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, VERSION_KEY));
  if (known?.value === version) return;
  await database.exclusively(async (db) => {
    // Another instance may have done it while this one waited for the lock.
    const [current] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, VERSION_KEY));
    if (current?.value === version) return;
    const data = loadIsoReferenceData();
    await db.transaction(async (tx) => {
      await tx.delete(currencyCountries);
      await tx.delete(countries);
      await tx.delete(currencies);
      await tx.insert(countries).values(data.countries);
      await tx.insert(currencies).values(data.currencies);
      await tx.insert(currencyCountries).values(data.currencyCountries);
      await tx
        .insert(settings)
        .values({ key: VERSION_KEY, value: data.version })
        .onConflictDoUpdate({ target: settings.key, set: { value: data.version } });
    });
  });
}
