import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadJwtKey } from "./auth/secret.ts";
import { type Clock, systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { applyMigrations } from "./db/migrate.ts";
import type { Deps } from "./deps.ts";
import type { Step } from "./engine/index.ts";
import { resumeStoppedAdvances, runToday, startBillingScheduler } from "./engine/index.ts";
import { isLoopbackHost } from "./http/client-ip.ts";
import { createLogger, type Logger } from "./log.ts";
import { devMailboxTransport, smtpTransport, type Transport } from "./mail/transport.ts";
import { MailWorker } from "./mail/worker.ts";
import { type SweepResult, sweepExpired } from "./maintenance/sweep.ts";
import { setTrail } from "./modules/audit/index.ts";
import { keepFiguresOfOlderData } from "./modules/metrics/index.ts";
import { ReferenceService, syncIsoReferenceData } from "./modules/reference/index.ts";
import { WebhookWorker } from "./modules/webhooks/index.ts";
import { type PaymentGateway, testGateway } from "./payments/gateway.ts";
import { databaseStore } from "./rate-limit/database-store.ts";
import { RateLimiter } from "./rate-limit/limiter.ts";
import { memoryStore } from "./rate-limit/memory-store.ts";
import { redisStore } from "./rate-limit/redis-store.ts";

export interface Instance {
  deps: Deps;
  app: ReturnType<typeof createApp>["app"];
  api: ReturnType<typeof createApp>["api"];
  worker: MailWorker;
  /** Delivers events to webhook endpoints (polling; tests call `runOnce`). */
  webhooks: WebhookWorker;
  /** Set once `listen()` has been called. */
  url: string | undefined;
  /** Deletes expired sessions, links, delivered mail and rate-limit windows now (it also runs every few minutes). */
  sweep(): Promise<SweepResult>;
  /** Runs the billing due today now (it also runs every minute). */
  runBilling(): Promise<Step[]>;
  /** Runs test clocks' stopped advances again to their targets (also at start and every minute); how many finished. */
  resumeClockAdvances(): Promise<number>;
  listen(): Promise<string>;
  /** Graceful: stop accepting, finish requests in flight, stop the mail worker, close the stores. */
  close(): Promise<void>;
}

/** Builds a server instance: database (migrated), reference data, secrets, rate limits, mail worker, app. */
export async function createInstance(
  config: Config,
  options: {
    log?: Logger;
    database?: Database;
    clock?: Clock;
    gateway?: PaymentGateway;
    /** The billing run every minute (on unless false: tests run it themselves). */
    billingScheduler?: boolean;
    /** The webhook worker polling (on unless false: tests run its passes themselves). */
    webhookWorker?: boolean;
  } = {},
): Promise<Instance> {
  const log = options.log ?? createLogger(config.logLevel);
  setTrail(!config.benchWithoutTrail);
  const database = options.database ?? (await openDatabase(config));
  await applyMigrations(database);
  await syncIsoReferenceData(database);
  const db = database.db;
  const jwtKey = await loadJwtKey(db, config.jwtSecret);
  const store = config.redisUrl ? await redisStore(config.redisUrl) : databaseStore(db);
  const limiter = new RateLimiter(store, config.rateLimits);
  const requestLimiter = new RateLimiter(config.redisUrl ? store : memoryStore(), config.rateLimits);

  let transport: Transport & { close?: () => void };
  if (config.smtpUrl) transport = await smtpTransport(db, config.smtpUrl, log);
  else transport = devMailboxTransport(db, log);
  const worker = new MailWorker(db, transport, config.mail, log);

  let shuttingDown = false;
  let webhooks: WebhookWorker | undefined;
  const deps: Deps = {
    config,
    database,
    db,
    log,
    limiter,
    requestLimiter,
    mail: { wake: () => worker.wake() },
    webhooks: { wake: () => webhooks?.wake() },
    jwtKey,
    reference: new ReferenceService(db),
    clock: options.clock ?? systemClock,
    gateway: options.gateway ?? testGateway(),
    isShuttingDown: () => shuttingDown,
  };
  const { app, api } = createApp(deps);
  const rebuilt = await keepFiguresOfOlderData(db);
  if (rebuilt > 0) log.info(`Built the revenue figures of ${rebuilt} accounts billed before they were kept`);
  if (!config.smtpUrl && !isLoopbackHost(config.host)) {
    log.warn(
      `HOST is ${config.host} but SMTP_URL is not set: mail goes to the dev mailbox (/dev/mail), which answers only requests from this machine. Set SMTP_URL to send mail.`,
    );
  }
  worker.start();
  const deliveries = new WebhookWorker(deps);
  webhooks = deliveries;
  if (options.webhookWorker !== false) deliveries.start();
  const sweep = () => sweepExpired(db, store, config.retention);
  const sweeper = setInterval(() => {
    sweep()
      .then((deleted) =>
        log.debug(
          `Swept ${deleted.sessions} ended sessions, ${deleted.refreshTokens} expired refresh tokens, ${deleted.oneTimeTokens} spent links, ${deleted.sentMail} delivered emails, ${deleted.idempotencyKeys} idempotency keys`,
        ),
      )
      .catch((error) => log.warn("Sweeping expired data failed; retrying at the next interval", { error }));
  }, config.retention.sweepIntervalMs);
  sweeper.unref();
  // PGlite is opened by one process only: at start, an advance still marked as running has stopped.
  const resumeAdvances = (first = false) =>
    resumeStoppedAdvances(deps, first && database.kind !== "postgres");
  const billing =
    options.billingScheduler === false ? null : startBillingScheduler(deps, 60_000, resumeAdvances);

  let server: ServerType | undefined;
  const instance: Instance = {
    deps,
    app,
    api,
    worker,
    webhooks: deliveries,
    url: undefined,
    sweep,
    runBilling: () => runToday(deps),
    resumeClockAdvances: () => resumeAdvances(),
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
      await billing?.stop();
      if (server) {
        const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
        // Idle keep-alive sockets would hold close() open; requests in flight still finish.
        if ("closeIdleConnections" in server) server.closeIdleConnections();
        await closing;
      }
      await worker.stop();
      await deliveries.stop();
      transport.close?.();
      await store.close();
      await database.close();
    },
  };
  return instance;
}
