import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadJwtKey } from "./auth/secret.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { applyMigrations } from "./db/migrate.ts";
import type { Deps } from "./deps.ts";
import { createLogger, type Logger } from "./log.ts";
import { devMailboxTransport, smtpTransport, type Transport } from "./mail/transport.ts";
import { MailWorker } from "./mail/worker.ts";
import { ReferenceService } from "./modules/reference/service.ts";
import { syncIsoReferenceData } from "./modules/reference/sync.ts";
import { databaseStore } from "./rate-limit/database-store.ts";
import { RateLimiter } from "./rate-limit/limiter.ts";
import { redisStore } from "./rate-limit/redis-store.ts";

export interface Instance {
  deps: Deps;
  app: ReturnType<typeof createApp>["app"];
  api: ReturnType<typeof createApp>["api"];
  worker: MailWorker;
  /** Set once `listen()` has been called. */
  url: string | undefined;
  listen(): Promise<string>;
  /** Graceful: stop accepting, finish requests in flight, stop the mail worker, close the stores. */
  close(): Promise<void>;
}

/** Builds a server instance: database (migrated), reference data, secrets, rate limits, mail worker, app. */
export async function createInstance(
  config: Config,
  options: { log?: Logger; database?: Database } = {},
): Promise<Instance> {
  const log = options.log ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(config));
  await applyMigrations(database);
  await syncIsoReferenceData(database);
  const db = database.db;
  const jwtKey = await loadJwtKey(db, config.jwtSecret);
  const store = config.redisUrl ? await redisStore(config.redisUrl) : databaseStore(db);
  const limiter = new RateLimiter(store, config.rateLimits);

  let transport: Transport & { close?: () => void };
  if (config.smtpUrl) transport = await smtpTransport(db, config.smtpUrl, log);
  else transport = devMailboxTransport(db, log);
  const worker = new MailWorker(db, transport, config.mail, log);

  let shuttingDown = false;
  const deps: Deps = {
    config,
    database,
    db,
    log,
    limiter,
    mail: { wake: () => worker.wake() },
    jwtKey,
    reference: new ReferenceService(db),
    isShuttingDown: () => shuttingDown,
  };
  const { app, api } = createApp(deps);
  worker.start();
  const sweeper = setInterval(() => store.sweep().catch(() => {}), 10 * 60_000);
  sweeper.unref();

  let server: ServerType | undefined;
  const instance: Instance = {
    deps,
    app,
    api,
    worker,
    url: undefined,
    listen() {
      return new Promise((resolve, reject) => {
        server = serve(
          { fetch: app.fetch, port: config.port, hostname: config.host },
          (info: AddressInfo) => {
            const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
            instance.url = `http://${host}:${info.port}`;
            resolve(instance.url);
          },
        );
        server.once("error", reject);
      });
    },
    async close() {
      if (shuttingDown) return;
      shuttingDown = true;
      clearInterval(sweeper);
      if (server) {
        const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
        // Idle keep-alive sockets would hold close() open; requests in flight still finish.
        if ("closeIdleConnections" in server) server.closeIdleConnections();
        await closing;
      }
      await worker.stop();
      transport.close?.();
      await store.close();
      await database.close();
    },
  };
  return instance;
}
