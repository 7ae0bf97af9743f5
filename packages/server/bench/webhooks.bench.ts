/**
 * `npx tsx packages/server/bench/webhooks.bench.ts` (run by `npm run bench`): webhook delivery on PostgreSQL
 * to a receiver on this machine (Standard Webhooks headers, answering 200 at once).
 * - Throughput: BENCH_WEBHOOKS events (default 10,000) committed at once for an endpoint that wants them, timed
 *   from their commit to the last one received; beside it, the bare sender: the same bodies POSTed to the same
 *   receiver by a plain keep-alive client, 100 at a time (what the machine allows any sender).
 * - Latency: customers created through the API paced at 100 a second (open loop) for BENCH_SECONDS; each
 *   delivery's time from the creating request's answer (its commit) to its arrival.
 * Budgets (issue 30): at least 500 deliveries/s; p95 from commit to delivery under 1 s at 100 changes/s.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { Pool } from "undici";
import { freshPostgresDatabase } from "../test/helpers.ts";
import { http } from "../test/process.ts";
import { benchAccount, paced, SECONDS, startServer } from "./load.ts";

const EVENTS = Number(process.env.BENCH_WEBHOOKS ?? 10_000);
const FLOOR_DELIVERIES = 500;
const P95_BUDGET_MS = 1_000;
const RATE = 100;

/** A receiver that answers 200 at once and notes when each delivery (by the customer it names) arrived. */
async function receiver() {
  const arrivals = new Map<string, number>();
  let count = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      count += 1;
      const at = performance.now();
      try {
        const id = JSON.parse(body)?.data?.object?.id;
        if (typeof id === "string" && !arrivals.has(id)) arrivals.set(id, at);
      } catch {}
      response.writeHead(200).end("ok");
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    arrivals,
    count: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
}

const database = await freshPostgresDatabase();
let missed = false;
try {
  const server = await startServer({
    DATABASE_URL: database.url,
    LOG_LEVEL: "warn",
    WEBHOOK_ALLOW_PRIVATE: "1",
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on("error", () => {});
  const sink = await receiver();
  try {
    const { token, account, call } = await benchAccount(server.url, {
      name: "Bench",
      description: "Webhook benchmark",
    });
    await call("POST", "/api/webhook-endpoints", { url: sink.url, enabledEvents: ["customer.*"] });

    // Throughput: EVENTS customer.created events (with their outbox rows) committed in one statement, as many
    // changes would leave them.
    const body = (n: number) => ({ id: `bench-${n}`, email: `bench${n}@example.com` });
    const before = sink.count();
    const committed = performance.now();
    await pool.query(
      `with made as (
         insert into events (round_account_id, type, created_at, data)
         select $1::uuid, 'customer.created', now(),
           jsonb_build_object('object', jsonb_build_object('id', 'bench-' || n, 'email', 'bench' || n || '@example.com'))
         from generate_series(1, $2::int) as n
         returning sequence, round_account_id
       )
       insert into event_outbox (sequence, round_account_id) select sequence, round_account_id from made`,
      [account, EVENTS],
    );
    const done = await until(() => sink.count() - before >= EVENTS, 120_000);
    const seconds = (performance.now() - committed) / 1000;
    const deliveries = (sink.count() - before) / seconds;

    // The bare sender: the same bodies to the same receiver, 100 in flight, no database.
    const target = new URL(sink.url);
    const client = new Pool(target.origin, { connections: 100 });
    const bareStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        while (next < EVENTS) {
          const n = next++;
          const answer = await client.request({
            path: target.pathname,
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ type: "customer.created", data: { object: body(n) } }),
          });
          await answer.body.arrayBuffer();
        }
      }),
    );
    const bare = EVENTS / ((performance.now() - bareStart) / 1000);
    await client.close();

    // Latency: 100 customers a second through the API; each one's delivery timed from its answer.
    const answered = new Map<string, number>();
    let made = 0;
    const run = await paced(async () => {
      made += 1;
      const answer = await http(
        server.url,
        "POST",
        "/api/customers",
        { email: `paced${made}@example.com` },
        token,
      );
      if (answer.status !== 201) return false;
      answered.set(answer.body.id, performance.now());
      return true;
    }, RATE);
    await until(() => [...answered.keys()].every((id) => sink.arrivals.has(id)), 30_000);
    const waits = [...answered]
      .map(([id, at]) => (sink.arrivals.get(id) ?? Number.POSITIVE_INFINITY) - at)
      .sort((a, b) => a - b);
    const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]!;
    const lost = waits.filter((wait) => !Number.isFinite(wait)).length;

    const throughputOk = done && deliveries >= FLOOR_DELIVERIES;
    const latencyOk = lost === 0 && at(0.95) < P95_BUDGET_MS;
    missed = !throughputOk || !latencyOk;
    console.log(
      `\nWebhook delivery on PostgreSQL, ${EVENTS} events; latency at ${RATE} changes/s for ${SECONDS} s`,
    );
    console.log(
      `throughput: ${Math.round(deliveries)} deliveries/s (${seconds.toFixed(1)} s for ${EVENTS}), bare sender ${Math.round(bare)}/s, ratio ${(deliveries / bare).toFixed(2)}: ${throughputOk ? "ok" : "MISSED"} (≥ ${FLOOR_DELIVERIES}/s)`,
    );
    console.log(
      `commit → delivery: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${waits.at(-1)!.toFixed(1)} ms over ${waits.length} changes (API p99 ${run.p99.toFixed(1)} ms, ${run.failed} failed, ${lost} never delivered): ${latencyOk ? "ok" : "MISSED"} (p95 < ${P95_BUDGET_MS} ms)`,
    );
  } finally {
    await sink.close();
    await pool.end();
    await server.stop();
  }
} finally {
  await database.drop();
}
if (missed) process.exit(1);
