import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database, Db, Tx } from "./db/client.ts";
import type { Logger } from "./log.ts";
import type { ReferenceService } from "./modules/reference/index.ts";
import type { PaymentGateway } from "./payments/gateway.ts";
import type { RateLimiter } from "./rate-limit/limiter.ts";

/** What the modules are built from: one of each per server instance. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  log: Logger;
  limiter: RateLimiter;
  /** Limits counted on every request (an API key's): in this process, or in Redis when REDIS_URL is set. */
  requestLimiter: RateLimiter;
  /** Tells the mail worker that a transaction queued mail. */
  mail: { wake(): void };
  /** Tells the webhook worker that deliveries are due now (a replay); it also polls. */
  webhooks: { wake(): void };
  /** The HS256 key of access tokens. */
  jwtKey: Uint8Array;
  reference: ReferenceService;
  /** The time for expiries (links, invitations, sessions, access tokens). */
  clock: Clock;
  /** Where cards are saved and charged: the built-in test gateway until a real one is configured. */
  gateway: PaymentGateway;
  isShuttingDown(): boolean;
}

/**
 * The dependencies with every query on `tx`: another module's services, called inside a write's own
 * transaction, read and write in it (their own transactions become savepoints of it). The embedded
 * database runs one transaction at a time, so a query outside `tx` would wait for it forever.
 */
export function depsIn(deps: Deps, tx: Tx): Deps {
  return { ...deps, db: tx as unknown as Db };
}
