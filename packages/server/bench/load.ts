/**
 * What the server benchmarks share: 50 connections, a 2-second warm-up, then BENCH_SECONDS (default 10) of
 * measurement, for an HTTP endpoint (autocannon) and for the bare driver running the same statements.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (options: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}>;

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each side runs this long before it is measured (JIT warm, connections open): steady state is compared. */
export const WARMUP_SECONDS = 2;
export const CONNECTIONS = 50;

/** An endpoint under CONNECTIONS connections (GET, or POST of `body`): requests per second and p99 (ms). */
export async function load(url: string, token?: string, body?: unknown) {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      method: body === undefined ? "GET" : "POST",
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  await run(WARMUP_SECONDS);
  const result = await run(SECONDS);
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** CONNECTIONS callers running `run` back to back for SECONDS (after a warm-up): queries per second and p99 (ms). */
export async function callers(run: () => Promise<unknown>) {
  await calls(run, WARMUP_SECONDS);
  return calls(run, SECONDS);
}

async function calls(run: () => Promise<unknown>, seconds: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await run();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { qps: latencies.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}
