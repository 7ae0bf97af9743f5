import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.ts";
import { freshPostgresDatabase } from "./helpers.ts";

describe("hot reads on PostgreSQL (a pipelined connection)", () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    database = await openDatabase({ databaseUrl: fresh.url, dataDir: "" });
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const echo = (value: number) =>
    database.read("test_echo", "select $1::int as n, now() as at, current_date as day", [value]);

  it("answers concurrent reads in order, each with its own row, as PostgreSQL's text", async () => {
    const rows = await Promise.all(Array.from({ length: 200 }, (_, index) => echo(index)));
    expect(rows).toEqual(rows.map((_, index) => [[String(index), expect.any(String), expect.any(String)]]));
    expect(new Date(rows[0]![0]![1]!).getTime()).not.toBeNaN();
    expect(
      await database.read("test_null", "select null::text as nothing, $1::text as given", [null]),
    ).toEqual([[null, null]]);
  });

  it("fails only the read that fails, the others on the connection are answered", async () => {
    const fail = () => database.read("test_fail", "select 1 / $1::int as n", [0]);
    const answers = await Promise.allSettled([fail(), fail(), echo(1), echo(2), echo(3), echo(4)]);
    expect(answers.map((answer) => answer.status)).toEqual([
      "rejected",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(answers[5]).toEqual({
      status: "fulfilled",
      value: [["4", expect.any(String), expect.any(String)]],
    });
  });

  it("opens a new connection when the server ends it", async () => {
    await echo(1);
    await database.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    // Reads written to a terminated connection fail; the ones after it are served by a new one.
    await Promise.allSettled([echo(2), echo(3)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await echo(4))[0]![0]).toBe("4");
    expect((await echo(5))[0]![0]).toBe("5");
  });
});
