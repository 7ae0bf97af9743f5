import { eq } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { settings } from "./schema/index.ts";

// The settings table: the server's own values by key (the generated access-token key, the version of the
// reference data last loaded, the account of an unfinished demo seed). Only this file reads and writes it.

/** The value kept under `key`, if any. */
export async function readSetting(ex: Executor, key: string): Promise<string | undefined> {
  const [row] = await ex.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Keeps `value` under `key`, replacing what was there. */
export async function writeSetting(ex: Executor, key: string, value: string): Promise<void> {
  await ex
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Keeps `value` under `key` unless a value is there already (the first writer wins). */
export async function writeSettingOnce(ex: Executor, key: string, value: string): Promise<void> {
  await ex.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
}

/** Adds `key`; fails when it is there already. */
export async function addSetting(ex: Executor, key: string, value: string): Promise<void> {
  await ex.insert(settings).values({ key, value });
}

export async function deleteSetting(ex: Executor, key: string): Promise<void> {
  await ex.delete(settings).where(eq(settings.key, key));
}
