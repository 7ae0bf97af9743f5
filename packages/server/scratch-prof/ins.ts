import { sql } from "drizzle-orm";
import { insertEventRows } from "../src/db/sql/events.ts";
import { TestServer } from "../test/helpers.ts";

const server = await TestServer.start("postgres");
const owner = await server.signUp({}, "business");
const db = server.instance.deps.db;
const object = { id: "x", lines: Array.from({ length: 3 }, (_, i) => ({ id: `l${i}`, description: "Monthly plan line with some text", amount: 12.5 })), text: "y".repeat(700) };
const rows = Array.from({ length: 600 }, () => ({ roundAccountId: owner.accountId, type: "invoice.created", createdAt: new Date(), testClockId: null, data: { object, previous: { status: "draft" } } }));
for (let round = 0; round < 3; round++) {
  let t = performance.now();
  const text = JSON.stringify(rows);
  const js = performance.now() - t;
  t = performance.now();
  await db.transaction(async (tx) => insertEventRows(tx, rows));
  const all = performance.now() - t;
  t = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into events (round_account_id, type, created_at, test_clock_id, data)
      select round_account_id, type, created_at, test_clock_id, data from unnest(
        ${`{${rows.map(() => owner.accountId).join(",")}}`}::uuid[], ${`{${rows.map((r) => r.type).join(",")}}`}::text[],
        ${`{${rows.map((r) => r.createdAt.toISOString()).join(",")}}`}::timestamptz[], ${`{${rows.map(() => "NULL").join(",")}}`}::uuid[],
        ${`{${rows.map((r) => `"${JSON.stringify(r.data).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`}::jsonb[]
      ) with ordinality as v(round_account_id, type, created_at, test_clock_id, data, n) order by n`);
  });
  const arr = performance.now() - t;
  t = performance.now();
  await db.transaction(async (tx) => { await tx.execute(sql`select length(${text}::jsonb::text)`); });
  const parse = performance.now() - t;
  console.log(`stringify ${js.toFixed(1)} ms, jsonb_array ${all.toFixed(1)} ms, unnest ${arr.toFixed(1)} ms, parse only ${parse.toFixed(1)} ms, bytes ${text.length}`);
}
await server.close();
