// A fresh PostgreSQL database per test (the server's tests) or per run (the end-to-end tests): nothing here
// imports the server, so the end-to-end setup can use it too.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database named `<prefix>_<random>`; `drop()` removes it. */
export async function freshPostgresDatabase(
  prefix = "round_test",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
