import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freshPostgresDatabase } from "../../packages/server/test/postgres.ts";
import { E2E_JWT_SECRET } from "./support";

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready at ${url} within ${timeoutMs} ms`);
}

/**
 * The database `npm start` runs on: a fresh PostgreSQL database by default, as in production (the server
 * answers the two browsers while PostgreSQL works in its own process: the seed took half the time and the
 * journeys a tenth less than on PGlite, which runs on the server's own thread); `E2E_DATABASE=pglite` runs
 * on PGlite in the data folder instead, as `npm start` does without DATABASE_URL.
 */
function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.E2E_DATABASE === "pglite") return Promise.resolve({ url: "", drop: async () => {} });
  return freshPostgresDatabase("round_e2e");
}

/** The seed's history for billing.e2e.ts: a quarter of a small business (a year of 200 takes a minute). */
const SEED_ARGS = ["--days", "90", "--customers", "20"];

/**
 * Seeds a fresh database (`npm run seed`, a short history), then starts `npm start` on a free port with
 * it; stops the server and removes the database and the data folder afterwards.
 * With E2E_BASE_URL already set, uses that server instead (started with JWT_SECRET=E2E_JWT_SECRET for
 * session.e2e.ts).
 */
export default async function globalSetup() {
  // E2E_BASE_URL set by hand: test against that server (while writing tests); nothing is started.
  if (process.env.E2E_BASE_URL) return async () => {};
  const root = resolve(import.meta.dirname, "../..");
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "round-e2e-"));
  const database = await freshDatabase();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SMTP_URL: "",
    DATABASE_URL: database.url,
    REDIS_URL: "",
  };
  const seeded = spawnSync("npm", ["run", "seed", "--", ...SEED_ARGS], { cwd: root, env, encoding: "utf8" });
  if (seeded.status !== 0) {
    await database.drop();
    throw new Error(`npm run seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
  }
  const child = spawn("npm", ["start"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: url,
      SMTP_URL: "",
      DATABASE_URL: database.url,
      REDIS_URL: "",
      // A known signing key: session.e2e.ts signs an expired access token the server must take as genuine.
      JWT_SECRET: E2E_JWT_SECRET,
      // developers.e2e.ts registers a webhook endpoint on this machine, over http.
      WEBHOOK_ALLOW_PRIVATE: "1",
      WEBHOOK_RETRY_DELAYS: "2,2",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  try {
    await waitForReady(url, child, 180_000);
  } catch (error) {
    console.error(log);
    throw error;
  }
  process.env.E2E_BASE_URL = url;
  return async () => {
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
}
