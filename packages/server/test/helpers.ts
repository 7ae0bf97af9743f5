import { createHash, randomBytes, scryptSync } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect } from "vitest";
import { hashToken, randomToken, signAccessToken } from "../src/auth/tokens.ts";
import type { Clock } from "../src/clock.ts";
import { type Config, configFromEnv, defaultRateLimits, defaultWebhookSettings } from "../src/config.ts";
import { type Database, migrationsFolder, openDatabase } from "../src/db/client.ts";
import { applyMigrations } from "../src/db/migrate.ts";
import { refreshTokens, roundAccountUsers, sessions, users } from "../src/db/schema/index.ts";
import type { DocumentedRoute } from "../src/http/api.ts";
import type { Logger } from "../src/log.ts";
import { isoDataVersion } from "../src/modules/reference/iso.ts";
import { syncIsoReferenceData } from "../src/modules/reference/sync.ts";
import type { PaymentGateway } from "../src/payments/gateway.ts";
import { createInstance, type Instance } from "../src/server.ts";

import { freshPostgresDatabase } from "./postgres.ts";

export { freshPostgresDatabase, POSTGRES_URL } from "./postgres.ts";
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export type DatabaseKind = "pglite" | "postgres";

const DATABASE_NAMES: Record<DatabaseKind, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

/**
 * Declares `suite` twice, `"<name> on PGlite"` and `"<name> on PostgreSQL"`: the API tests of
 * test/api/<resource>.test.ts run on both databases. Each run starts its own TestServer (in `beforeAll`),
 * so keep to one call per file.
 */
export function describeOnBothDatabases(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of Object.keys(DATABASE_NAMES) as DatabaseKind[]) {
    describe(`${name} on ${DATABASE_NAMES[kind]}`, () => suite(kind));
  }
}

/**
 * An in-memory PGlite, migrated and with its reference data. A new cluster takes seconds to create, so
 * the first one is dumped to the temp folder (keyed by the migrations and data packages) and the others
 * start from that dump.
 */
export async function migratedPglite(): Promise<Database> {
  const hash = createHash("sha256").update(isoDataVersion());
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  const path = join(tmpdir(), `round-test-pglite-${hash.digest("hex").slice(0, 16)}.tar.gz`);
  if (existsSync(path)) {
    return openDatabase({ databaseUrl: "memory://", dataDir: "", snapshot: new Blob([readFileSync(path)]) });
  }
  const database = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
  await applyMigrations(database);
  await syncIsoReferenceData(database);
  const dump = await database.dump!();
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return database;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({}),
    port: 0,
    databaseUrl: "memory://",
    appUrl: "http://app.test",
    logLevel: "silent",
    rateLimits: defaultRateLimits,
    mail: { pollMs: 50, backoffBaseMs: 100, backoffMaxMs: 1_000, claimMs: 5_000 },
    webhooks: { ...defaultWebhookSettings, allowPrivate: true, pollMs: 50, timeoutMs: 2_000 },
    ...overrides,
  };
}

/**
 * A password hash in the server's format at a far lower cost than it uses (N = 2^10): verifying reads
 * the cost from the hash, so signing in as a test member takes a millisecond instead of a second.
 */
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFC"), salt, 64, { N: 1024, r: 8, p: 1 });
  return ["scrypt", 10, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A clock the test moves: the system time plus an offset. */
export class TestClock implements Clock {
  offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  date(): Date {
    return new Date(this.now());
  }
  /** Sets the time to `ms` after the real one (negative: before). */
  at(ms: number): void {
    this.offsetMs = ms;
  }
}

/** A JSON answer, checked field by field by the tests. */
// biome-ignore lint/suspicious/noExplicitAny: answers are asserted on, not trusted.
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** A server instance under test, called in-process through app.request(). */
export class TestServer {
  private constructor(
    readonly instance: Instance,
    private readonly cleanup: () => Promise<void>,
  ) {}

  static async start(
    kind: DatabaseKind,
    overrides: Partial<Config> = {},
    given: { clock?: Clock; log?: Logger; gateway?: PaymentGateway } = {},
  ): Promise<TestServer> {
    // The billing runs when a test says so (instance.runBilling, a test clock's advance), never on a timer.
    const options = { billingScheduler: false, webhookWorker: false, ...given };
    if (kind === "postgres") {
      const database = await freshPostgresDatabase();
      try {
        const instance = await createInstance(
          testConfig({ databaseUrl: database.url, ...overrides }),
          options,
        );
        return new TestServer(instance, async () => {
          await instance.close();
          await database.drop();
        });
      } catch (error) {
        await database.drop();
        throw error;
      }
    }
    const instance = await createInstance(testConfig(overrides), {
      ...options,
      database: await migratedPglite(),
    });
    return new TestServer(instance, () => instance.close());
  }

  get db() {
    return this.instance.deps.db;
  }

  async close(): Promise<void> {
    await this.cleanup();
  }

  async call<T = Json>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["Content-Type"] ??= "application/json";
    const response = await this.instance.app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an HTML page): keep the text.
    }
    if (
      response.status >= 200 &&
      response.status < 300 &&
      text !== "" &&
      response.headers.get("content-type")?.includes("application/json")
    ) {
      this.checkAnswer(method, path, parsed);
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  private documented?: { method: string; pattern: RegExp; params: number; route: DocumentedRoute }[];

  /**
   * Every successful JSON answer matches its route's response schema (`doc.response` of the Api): a
   * mismatch fails the test that made the call, naming the route and each issue's path.
   */
  private checkAnswer(method: string, path: string, body: unknown): void {
    this.documented ??= this.instance.api.routes.map((route) => ({
      method: route.method.toUpperCase(),
      pattern: new RegExp(
        `^${route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+")}$`,
      ),
      params: (route.path.match(/\{/g) ?? []).length,
      route,
    }));
    const pathname = path.split("?")[0]!;
    // The most specific route that matches: /api/Industries/search before /api/Industries/{code}.
    const [match] = this.documented
      .filter((entry) => entry.method === method.toUpperCase() && entry.pattern.test(pathname))
      .sort((a, b) => a.params - b.params);
    // Not an API route (the built app) or not a JSON route: nothing to check it against.
    if (!match) return;
    const schema = match.route.doc.response;
    if (!schema) {
      throw new Error(`${method} ${match.route.path} answered JSON but documents no response schema`);
    }
    const result = v.safeParse(schema, body);
    if (result.success) return;
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? "(answer)"}: ${issue.message}`);
    throw new Error(
      `${method} ${match.route.path} answered a body its response schema refuses:\n  ${issues.join("\n  ")}`,
    );
  }

  get = <T = Json>(path: string, token?: string) => this.call<T>("GET", path, { token });
  post = <T = Json>(path: string, body?: unknown, token?: string) =>
    this.call<T>("POST", path, { body, token });
  put = <T = Json>(path: string, body?: unknown, token?: string) =>
    this.call<T>("PUT", path, { body, token });
  del = <T = Json>(path: string, token?: string) => this.call<T>("DELETE", path, { token });

  /** The newest dev-mailbox message to `to` (matching `subject`), waiting for the worker to deliver it. */
  async mail(to: string, subject?: RegExp, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await this.get<
        { subject: string; links: string[]; text: string; html: string; to: string }[]
      >(`/dev/mail/messages?to=${encodeURIComponent(to.toLowerCase())}`);
      const found = body.find((message) => !subject || subject.test(message.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ""}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /**
   * A confirmed user with `role` in `accountId` (or in no account when it is null), signed in: written
   * straight to the database, with a cheap hash of PASSWORD, so tests can make many of them.
   */
  async member(accountId: string | null, role: number) {
    const email = uniqueEmail(`role${role}`);
    const [user] = await this.db
      .insert(users)
      .values({
        email,
        firstName: "Test",
        lastName: `Role ${role}`,
        phoneNumber: "+1 555 000 0000",
        passwordHash: cheapPasswordHash(PASSWORD),
        emailConfirmedAt: new Date(),
      })
      .returning({ id: users.id });
    if (accountId)
      await this.db.insert(roundAccountUsers).values({ roundAccountId: accountId, userId: user!.id, role });
    const [session] = await this.db
      .insert(sessions)
      .values({ userId: user!.id })
      .returning({ id: sessions.id });
    await this.db.insert(refreshTokens).values({
      sessionId: session!.id,
      tokenHash: hashToken(randomToken()),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const token = await signAccessToken(this.instance.deps.jwtKey, {
      userId: user!.id,
      sessionId: session!.id,
      roundAccountId: accountId,
      email,
    });
    return { email, userId: user!.id, token, role };
  }

  /** Registers, confirms through the emailed link and signs in (one password hash in all). */
  async signUp(person: Partial<Person> = {}, kind: "personal" | "business" = "personal") {
    const data = { ...newPerson(), ...person };
    const path = kind === "business" ? "/identities/register-business" : "/identities/register";
    const body = kind === "business" ? { ...data, ...businessFields() } : data;
    const registered = await this.post(path, body);
    if (registered.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(registered.body)}`);
    const mail = await this.mail(data.email, /Confirm/);
    const link = new URL(mail.links[0]!);
    const login = await this.post(`/identities/confirm-email-and-login${link.search}`);
    if (login.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(login.body)}`);
    const me = await this.get("/identities/me", login.body.token);
    return {
      ...data,
      token: login.body.token as string,
      refreshToken: login.body.refreshToken as string,
      userId: login.body.userId as string,
      accountId: me.body.roundAccountId as string,
    };
  }
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
  userName?: string;
}

export const PASSWORD = "Str0ng!Pass";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${randomBytes(5).toString("hex")}@example.com`;
}

export function newPerson(): Person {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail(),
    password: PASSWORD,
    phoneNumber: "+1 (555) 123-4567",
  };
}

export function businessFields() {
  return {
    companyName: "Analytical Engines Ltd",
    registrationNumber: "REG-12345",
    taxId: "",
    currency: "GBP",
    industry: "software",
    businessType: "corporation",
    companyWebsite: "https://engines.example.com",
    employeeCount: "11-50",
    companyDescription: "Difference and analytical engines",
    addressLine1: "12 St James's Square",
    addressLine2: "Second floor",
    city: "London",
    state: "London",
    zipCode: "SW1Y 4JH",
    country: "United Kingdom",
  };
}

export function base64(text: string): string {
  return Buffer.from(text, "utf8").toString("base64");
}

/** A user signed up through the API (`TestServer.signUp`). */
export type SignedUp = Awaited<ReturnType<TestServer["signUp"]>>;
/** A member who joined an account by accepting an invitation. */
export interface Viewer {
  token: string;
  email: string;
  userId: string;
}

/**
 * The people of most API tests, made through the API: `owner` owns a business account (with the
 * organization and address of its sign-up), `stranger` owns a personal account ("another tenant"), and
 * `viewer` is a Viewer of the owner's account, joined by invitation.
 */
export async function ownerStrangerViewer(
  server: TestServer,
): Promise<{ owner: SignedUp; stranger: SignedUp; viewer: Viewer }> {
  const [owner, stranger] = await Promise.all([
    server.signUp({}, "business"),
    server.signUp({ firstName: "Grace", lastName: "Hopper" }),
  ]);
  const email = uniqueEmail("viewer");
  const invited = await server.post(
    "/identities/invite-user",
    { RoundAccountId: owner.accountId, Email: email, Role: 17 },
    owner.token,
  );
  expect(invited.status).toBe(201);
  const mail = await server.mail(email, /invited you/);
  const token = new URL(mail.links[0]!).searchParams.get("token")!;
  const joined = await server.post("/identities/register-with-invitation", {
    token,
    firstName: "Vera",
    lastName: "Viewer",
    phoneNumber: "+44 20 7946 0000",
    password: PASSWORD,
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return { owner, stranger, viewer: { token: joined.body.token, email, userId: joined.body.userId } };
}

/**
 * An error answer: `status`, the error body (`message`, `errors[0].code`) and, when given, the first
 * error's description (text or pattern) and field.
 */
export function expectError(
  answer: { status: number; body: Json },
  status: number,
  description?: string | RegExp,
  field?: string,
): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(typeof answer.body.message).toBe("string");
  expect(Array.isArray(answer.body.errors)).toBe(true);
  expect(answer.body.errors[0]).toHaveProperty("code");
  if (description instanceof RegExp) expect(answer.body.errors[0].description).toMatch(description);
  else if (description) expect(answer.body.errors[0].description).toBe(description);
  if (field) expect(answer.body.errors[0].field).toBe(field);
}
