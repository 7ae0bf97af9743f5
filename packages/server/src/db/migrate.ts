import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder } from "../paths.ts";
import type { Database } from "./client.ts";

/** The newest migration of the journal (packages/server/drizzle/meta/_journal.json). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** True when the database has applied the newest migration: one query, so a restart stays fast. */
async function upToDate(database: Database): Promise<boolean> {
  try {
    const rows = (await database.query(
      "select max(created_at)::text as newest from drizzle.__drizzle_migrations",
    )) as { newest: string | null }[];
    return rows[0]?.newest !== null && Number(rows[0]?.newest) >= newestMigration();
  } catch {
    return false; // A new database: no migrations table yet.
  }
}

/** Applies the committed SQL migrations of packages/server/drizzle that the database has not seen yet. */
export async function applyMigrations(database: Database): Promise<void> {
  if (await upToDate(database)) return;
  await database.exclusively(async (db) => {
    if (database.kind === "postgres") {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific database type.
      await migrate(db as any, { migrationsFolder });
    } else {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      await migrate(db as any, { migrationsFolder });
    }
  });
}
