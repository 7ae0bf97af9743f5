import { resolve } from "node:path";

/** How often a limited action may happen: `limit` times per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitRules {
  /** Failed sign-ins per address before 429 (the spec's 5 per 15 minutes). */
  loginFailuresPerAddress: RateRule;
  loginFailuresPerIp: RateRule;
  registerPerAddress: RateRule;
  registerPerIp: RateRule;
  resendPerAddress: RateRule;
  resendPerIp: RateRule;
  forgotPerAddress: RateRule;
  forgotPerIp: RateRule;
  resetPerUser: RateRule;
  resetPerIp: RateRule;
  /** Wrong current passwords per user when changing the password (a stolen session cannot guess it). */
  passwordChangeFailuresPerUser: RateRule;
  /** Requests per API key (PLATFORM.md: 429 with Retry-After past it). */
  apiKeyRequests: RateRule;
  /** Requests to the customer's pages' routes (portal, pay, checkout) per address. */
  customerPageRequestsPerIp: RateRule;
  /** Made-up or expired links tried per address (guessing a token). */
  customerLinkMissesPerIp: RateRule;
  /** Fresh portal links asked for by email per address. */
  portalRenewPerIp: RateRule;
  /** Payments and purchases tried per address (card testing). */
  customerPaymentsPerIp: RateRule;
}

export interface MailTiming {
  /** How often the worker looks for due messages besides being woken after a commit. */
  pollMs: number;
  /** First retry delay; doubled on every failure up to `backoffMaxMs`. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How long a message being sent stays claimed before another worker may retry it. */
  claimMs: number;
}

/** How long expired data is kept before the periodic sweep deletes it. */
export interface Retention {
  /** How often the sweep runs. */
  sweepIntervalMs: number;
  /** Used or expired one-time links, and ended sessions, are kept this long (a second click still explains itself). */
  graceMs: number;
  /** Delivered mail stays in the outbox (recipient, subject, dates; its body is cleared on delivery) this long. */
  sentMailMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches from the embedded PGlite to PostgreSQL; "memory://" is an in-memory PGlite. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Where the Stripe gateway sends its calls (STRIPE_API_URL); Stripe's own API unless set. */
  stripeApiUrl: string | undefined;
  appUrl: string;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY). 0: the client is the
   * socket's peer and X-Forwarded-For is ignored.
   */
  trustProxy: number;
  /** The built app to serve, when it exists. */
  appDist: string | undefined;
  logLevel: LogLevel;
  rateLimits: RateLimitRules;
  mail: MailTiming;
  retention: Retention;
  /**
   * How long a test clock's advance holds its lease without renewing it (CLOCK_LEASE_SECONDS, 30): the advance
   * renews it between batches, and a process that dies loses it; then any instance runs the advance again.
   */
  clockLeaseMs: number;
  webhooks: WebhookSettings;
  /** BENCH_WITHOUT_TRAIL=1: no events and no audit entries (only the benchmark of what they cost sets it). */
  benchWithoutTrail: boolean;
}

/** The webhook delivery worker (PLATFORM.md, "Webhooks"). */
export interface WebhookSettings {
  /** Delays between the scheduled attempts (`WEBHOOK_RETRY_DELAYS`, seconds): n delays make n + 1 attempts. */
  retryDelaysMs: number[];
  /** `WEBHOOK_ALLOW_PRIVATE=1`: hosts on loopback, private and link-local addresses, and http, are allowed. */
  allowPrivate: boolean;
  /** How often the worker looks for new events and due deliveries. */
  pollMs: number;
  /** A receiver that has not answered 2xx within this long has failed the attempt. */
  timeoutMs: number;
  /** How long an instance holds the deliveries it is sending before another may take them. */
  leaseMs: number;
  /** An endpoint failing this long is turned off (and its owners emailed). */
  disableAfterMs: number;
}

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultRateLimits: RateLimitRules = {
  loginFailuresPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 100, windowMs: 15 * MINUTE },
  registerPerAddress: { limit: 5, windowMs: HOUR },
  registerPerIp: { limit: 100, windowMs: HOUR },
  resendPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  resendPerIp: { limit: 50, windowMs: 15 * MINUTE },
  forgotPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  forgotPerIp: { limit: 50, windowMs: 15 * MINUTE },
  resetPerUser: { limit: 10, windowMs: 15 * MINUTE },
  resetPerIp: { limit: 50, windowMs: 15 * MINUTE },
  passwordChangeFailuresPerUser: { limit: 5, windowMs: 15 * MINUTE },
  // 100 a second on average, as Stripe allows a live key; bursts within the minute pass.
  apiKeyRequests: { limit: 6000, windowMs: MINUTE },
  customerPageRequestsPerIp: { limit: 600, windowMs: MINUTE },
  customerLinkMissesPerIp: { limit: 30, windowMs: 15 * MINUTE },
  portalRenewPerIp: { limit: 10, windowMs: HOUR },
  customerPaymentsPerIp: { limit: 30, windowMs: HOUR },
};

export const defaultMailTiming: MailTiming = {
  pollMs: 2_000,
  backoffBaseMs: 5_000,
  backoffMaxMs: HOUR,
  claimMs: 2 * MINUTE,
};

const DAY = 24 * HOUR;

/** 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, 24 h: more than 3 days in all. */
export const DEFAULT_WEBHOOK_RETRY_DELAYS_MS = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  DAY,
  DAY,
];

export const defaultWebhookSettings: WebhookSettings = {
  retryDelaysMs: DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  allowPrivate: false,
  pollMs: 200,
  timeoutMs: 10_000,
  leaseMs: 60_000,
  disableAfterMs: 3 * DAY,
};

export const defaultRetention: Retention = {
  sweepIntervalMs: 10 * MINUTE,
  graceMs: 7 * DAY,
  sentMailMs: 30 * DAY,
};

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Where this server is reached when `APP_URL` is not set: its own address (http://127.0.0.1:3000 by default),
 * so the links in emails work when only `PORT` or `HOST` changed. A wildcard host is reached on loopback.
 */
export function defaultAppUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}

/** The configuration of ARCHITECTURE.md's table, read from the environment. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const databaseUrl = blankToUndefined(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl) && databaseUrl !== "memory://") {
    throw new Error("DATABASE_URL must start with postgres://");
  }
  const host = blankToUndefined(env.HOST) ?? "127.0.0.1";
  const trustProxyText = blankToUndefined(env.TRUST_PROXY) ?? "0";
  const trustProxy = Number(trustProxyText);
  if (!/^\d+$/.test(trustProxyText) || trustProxy > 20) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the server (0, 1, 2…), not "${env.TRUST_PROXY}"`,
    );
  }
  const appUrl = (blankToUndefined(env.APP_URL) ?? defaultAppUrl(host, port)).replace(/\/+$/, "");
  return {
    port,
    host,
    dataDir: resolve(cwd, blankToUndefined(env.DATA_DIR) ?? "./data"),
    databaseUrl,
    redisUrl: blankToUndefined(env.REDIS_URL),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    stripeApiUrl: stripeApiUrlOf(env.STRIPE_API_URL),
    appUrl,
    jwtSecret: blankToUndefined(env.JWT_SECRET),
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    trustProxy,
    appDist: undefined,
    logLevel: (blankToUndefined(env.LOG_LEVEL) as LogLevel | undefined) ?? "info",
    rateLimits: defaultRateLimits,
    mail: defaultMailTiming,
    retention: defaultRetention,
    clockLeaseMs: secondsOf(env.CLOCK_LEASE_SECONDS, "CLOCK_LEASE_SECONDS", 30) * 1000,
    webhooks: {
      ...defaultWebhookSettings,
      retryDelaysMs: retryDelaysOf(env.WEBHOOK_RETRY_DELAYS),
      allowPrivate: flagOf(env.WEBHOOK_ALLOW_PRIVATE, "WEBHOOK_ALLOW_PRIVATE"),
      leaseMs: secondsOf(env.WEBHOOK_LEASE_SECONDS, "WEBHOOK_LEASE_SECONDS", 60) * 1000,
    },
    benchWithoutTrail: flagOf(env.BENCH_WITHOUT_TRAIL, "BENCH_WITHOUT_TRAIL"),
  };
}

/** WEBHOOK_RETRY_DELAYS: seconds, comma-separated (`60,300`); unset, the default schedule. */
function retryDelaysOf(value: string | undefined): number[] {
  const text = blankToUndefined(value);
  if (text === undefined) return DEFAULT_WEBHOOK_RETRY_DELAYS_MS;
  const parts = text.split(",").map((part) => part.trim());
  if (parts.some((part) => !/^\d+$/.test(part) || Number(part) > 30 * 24 * 3600)) {
    throw new Error(
      `WEBHOOK_RETRY_DELAYS must be whole numbers of seconds separated by commas (60,300,1800), not "${text}"`,
    );
  }
  return parts.map((part) => Number(part) * 1000);
}

/** A switch: 1 or true on, 0, false or unset off. */
function flagOf(value: string | undefined, name: string): boolean {
  const text = blankToUndefined(value)?.toLowerCase();
  if (text === undefined || text === "0" || text === "false") return false;
  if (text === "1" || text === "true") return true;
  throw new Error(`${name} must be 1 or 0, not "${value}"`);
}

function secondsOf(value: string | undefined, name: string, fallback: number): number {
  const text = blankToUndefined(value);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 3600) {
    throw new Error(`${name} must be a whole number of seconds from 1 to 3600, not "${text}"`);
  }
  return Number(text);
}

/** STRIPE_API_URL: an http(s) URL (a test double or a proxy in front of Stripe), or nothing for Stripe's own. */
function stripeApiUrlOf(value: string | undefined): string | undefined {
  const text = blankToUndefined(value);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`STRIPE_API_URL must be a URL such as https://api.stripe.com, not "${text}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`STRIPE_API_URL must be an http or https URL, not "${text}"`);
  }
  return url.origin;
}
