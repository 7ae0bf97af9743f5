import type { Database } from "../../db/client.ts";
import { readSetting, writeSetting } from "../../db/settings.ts";
import { isoDataVersion, loadIsoReferenceData } from "./iso.ts";
import { replaceIsoReferenceData } from "./queries.ts";

const VERSION_KEY = "iso_reference_version";

/**
 * Brings the countries and currencies tables in line with the installed data packages. Runs on start;
 * does nothing unless either package's version changed since the last run.
 */
export async function syncIsoReferenceData(database: Database): Promise<void> {
  const version = isoDataVersion();
  if ((await readSetting(database.db, VERSION_KEY)) === version) return;
  await database.exclusively(async (db) => {
    // Another instance may have done it while this one waited for the lock.
    if ((await readSetting(db, VERSION_KEY)) === version) return;
    const data = loadIsoReferenceData();
    await db.transaction(async (tx) => {
      await replaceIsoReferenceData(tx, data);
      await writeSetting(tx, VERSION_KEY, data.version);
    });
  });
}
