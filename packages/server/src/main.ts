import { existsSync } from "node:fs";
import { configFromEnv } from "./config.ts";
import { createLogger } from "./log.ts";
import { appDistFolder } from "./paths.ts";

// Round's API (and the built app, when there is one) on HOST:PORT. Run as `tsx packages/server/src/main.ts`,
// or built into dist/main.mjs by scripts/build.mjs (what `npm start` runs: it starts faster). This module
// imports next to nothing itself, so that the database starts opening before the rest of the server loads.

const config = configFromEnv();
if (existsSync(`${appDistFolder}/index.html`)) config.appDist = appDistFolder;
const log = createLogger(config.logLevel);

try {
  // Opening PGlite compiles its WebAssembly: start it first, and load the rest of the server meanwhile.
  const { openDatabase } = await import("./db/client.ts");
  const opening = openDatabase(config);
  opening.catch(() => {});
  const { createInstance } = await import("./server.ts");
  const instance = await createInstance(config, { log, database: await opening });
  const url = await instance.listen();
  // The banner is printed whatever LOG_LEVEL says: it is how people (and scripts) find the server.
  const database =
    instance.deps.database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
  const lines = [
    `Round is running on ${url}`,
    `Database: ${database}`,
    config.appDist ? `App: ${config.appDist}` : "App: not built (packages/app/dist); serving the API only",
    config.smtpUrl ? "Mail: sent through SMTP_URL" : `Dev mailbox: ${url}/dev/mail`,
    `API reference: ${url}/api/docs`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      log.error("Shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    await instance.close();
    log.info("Stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
} catch (error) {
  log.error(`Round could not start: ${error instanceof Error ? error.message : String(error)}`, { error });
  process.exit(1);
}
