import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRateLimits, type RateLimitRules } from "../src/config.ts";
import * as schema from "../src/db/schema/index.ts";
import { base64, PASSWORD, TestServer, uniqueEmail } from "./helpers.ts";
import { registeredRoutes } from "./route-access.ts";

// Properties: whatever body (or query string) an endpoint receives, it never answers 500; when it refuses
// the request (4xx) not one row of any table changed; and an authenticated endpoint never answers 401
// to the valid session every request carries, so each run reaches the endpoint's own code.

/**
 * Every table of the schema. Left out: rate_limits, where a refused sign-in is counted on purpose (the
 * counter is what the limit is made of).
 */
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => name !== getTableName(schema.rateLimits))
  .sort();

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "password",
  "phoneNumber",
  "userName",
  "identifier",
  "encoded",
  "refreshToken",
  "token",
  "userId",
  "companyName",
  "registrationNumber",
  "taxId",
  "currency",
  "industry",
  "businessType",
  "companyWebsite",
  "employeeCount",
  "companyDescription",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
  "country",
  "name",
  "description",
  "website",
  "size",
  "revenue",
  "category",
  "type",
  "timeZone",
  "fiscalYearStart",
  "number",
  "addressType",
  "isPrimary",
  "addressId",
  "id",
  "roundAccountId",
  "RoundAccountId",
  "Email",
  "Role",
  "ids",
  "products",
  "team",
  "billing",
  "organization",
  "completedSteps",
  "currentStep",
  "address",
  "currentPassword",
  "newPassword",
];

/** Text PostgreSQL refuses (U+0000) and numbers past every range: the input that once made 500s. */
const hostile = fc.oneof(
  fc.constant("\u0000"),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom(1e18, -1e18, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 2 ** 31, -(2 ** 31) - 1),
  fc.constantFrom("1e18", "-1", "1.5", "9007199254740993", "Infinity", "NaN", "0x10", "1e400"),
);

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(PASSWORD),
  fc.constant("a@b.co"),
  hostile,
  hostile,
  fc.array(fc.oneof(fc.string(), fc.integer(), hostile), { maxLength: 3 }),
  fc.dictionary(
    fc.oneof(fc.constantFrom(...FIELDS), fc.constant("key\u0000")),
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), hostile),
    { maxKeys: 4 },
  ),
);

type Path = (string | number)[];

/** The paths of every value in `sample` that is not an object or a list. */
function leaves(sample: unknown, path: Path = []): Path[] {
  if (sample === null || typeof sample !== "object") return [path];
  return Object.entries(sample).flatMap(([key, item]) =>
    leaves(item, [...path, Array.isArray(sample) ? Number(key) : key]),
  );
}

/** `sample` with the value at `path` replaced (or added). */
function withValue(sample: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = replacement;
  return copy;
}

/** One value of a valid body made hostile: U+0000 added to its text, or a value from `hostile`. */
function spoiled(original: unknown) {
  const nul = typeof original === "string" ? [fc.constant(`${original}\u0000`)] : [];
  return fc.oneof(
    ...nul,
    ...nul,
    hostile,
    fc.dictionary(fc.constant("key\u0000"), fc.integer(), { minKeys: 1 }),
  );
}

/**
 * Bodies for an endpoint: a valid one with one value spoiled or replaced (most get past validation, so
 * hostile values reach the database), bodies of random fields, any JSON, and text that is not JSON.
 */
function bodies(sample: Record<string, unknown>) {
  const own = leaves(sample);
  const paths: Path[] = [...own, ...FIELDS.map((field) => [field])];
  const valueAt = (path: Path) =>
    path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], sample);
  // A body-less call has no value to spoil.
  const spoiledSample =
    own.length === 0
      ? []
      : [
          {
            weight: 4,
            arbitrary: fc
              .constantFrom(...own)
              .chain((path) =>
                spoiled(valueAt(path)).map((replacement) => withValue(sample, path, replacement)),
              ),
          },
        ];
  return fc.oneof(
    ...spoiledSample,
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), value)
        .map(([path, replacement]) => withValue(sample, path, replacement)),
    },
    { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 10 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map((text) => ({ raw: text })) },
  );
}

const QUERY_FIELDS = [
  "pageNumber",
  "pageSize",
  "filterBy",
  "filterValue",
  "orderBy",
  "isAscending",
  "roundAccountId",
  "userId",
  "token",
  "query",
  "to",
  "limit",
  "addressId",
];

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("1", "100", "city", "name", "true", "organizationId", ""),
  hostile.map(String),
);

/**
 * Query strings for an endpoint: its valid parameters with one of them spoiled (U+0000 added, or a
 * number past every range), or parameters at random.
 */
function queryStrings(sample: Record<string, string>) {
  const random = fc.dictionary(fc.constantFrom(...QUERY_FIELDS), queryValue, { maxKeys: 5 });
  const keys = Object.keys(sample);
  if (keys.length === 0) return random;
  const spoiledParam = fc
    .tuple(
      fc.constantFrom(...keys),
      fc.oneof(
        fc.constant("\u0000"),
        fc.constantFrom("1e18", "1e308", "-1e18", "9007199254740993", "99999999999999999999", "1e-7"),
        hostile.map(String),
      ),
    )
    .map(([key, bad]) => ({ ...sample, [key]: /\d/.test(bad) ? bad : `${sample[key]}${bad}` }));
  return fc.oneof({ weight: 3, arbitrary: spoiledParam }, { weight: 2, arbitrary: random });
}

/** Every rule far out of reach: the properties are about input, and a 429 would stop a run early. */
const unlimited = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, limit: 1_000_000 }]),
) as RateLimitRules;

describe("fuzzing every endpoint that takes a body or a query string", () => {
  let server: TestServer;
  let token: string;
  let logoutToken: string;
  let userId: string;
  let organizationId: string;
  let addressId: string;
  let accountId: string;
  /** The digest after the last request: nothing else writes while the properties run. */
  let previous: Record<string, string>;

  /** Per table, a digest of all its rows in a fixed order: any change to any row changes it. */
  const digest = async () => {
    const columns = TABLES.map(
      (table) =>
        `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${table}" t) as "${table}"`,
    );
    const result = (await server.db.execute(sql.raw(`select ${columns.join(", ")}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows[0]!;
  };

  beforeAll(async () => {
    server = await TestServer.start("pglite", { rateLimits: unlimited });
    const user = await server.signUp();
    token = user.token;
    userId = user.userId;
    accountId = user.accountId;
    // The logout endpoint ends the session it is called with: it gets a session of its own.
    const second = await server.post("/identities/login", {
      identifier: user.email,
      password: base64(PASSWORD),
      encoded: true,
    });
    logoutToken = second.body.token;
    const organization = await server.post("/organizations", { name: "Fuzz Ltd" }, token);
    organizationId = organization.body.id;
    const address = await server.post(
      `/organizations/${organizationId}/addresses`,
      { name: "HQ", addressLine1: "1 Main St", city: "Springfield", country: "US" },
      token,
    );
    addressId = address.body.id;
    // Mail stays in the outbox from here on: a delivery between two digests would look like a write.
    await server.mail(user.email);
    await server.instance.worker.stop();
    previous = await digest();
  });

  afterAll(async () => {
    await server?.close();
  });

  const fill = (template: string) =>
    template
      .replace("{organization}", organizationId)
      .replace("{address}", addressId)
      .replace("{user}", userId);

  /** Sends one request and checks the properties; `auth` endpoints get the shared session. */
  const check = async (method: string, path: string, raw: string | undefined, auth: boolean, as = token) => {
    const answer = await server.call(method, path, { raw, token: as });
    expect(answer.status, `${method} ${path} ${raw}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    if (auth) expect(answer.status, `${method} ${path}: the session was refused`).not.toBe(401);
    const after = await digest();
    if (answer.status >= 400) {
      expect(answer.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
      expect(after, `${method} ${path} ${raw} refused with ${answer.status} but wrote`).toEqual(previous);
    }
    previous = after;
    return answer;
  };

  const sessionStillWorks = async () => {
    expect((await server.get("/identities/me", token)).status).toBe(200);
    expect((await server.get(`/organizations/${organizationId}`, token)).status).toBe(200);
  };

  // Valid bodies to start from. Sign-ups use one address: after the first, a valid body answers 409
  // before any password is hashed. Sign-in has none: every valid body would cost a password check.
  const person = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "fuzz.sample@example.com",
    password: PASSWORD,
    phoneNumber: "+1 555 123 4567",
  };
  const place = {
    name: "Depot",
    addressLine1: "9 Yard Lane",
    addressLine2: "Gate 2",
    number: "9",
    city: "Hull",
    state: "Yorkshire",
    zipCode: "HU1 1AA",
    country: "United Kingdom",
    addressType: "warehouse",
    isPrimary: false,
  };
  const company = {
    name: "Sample Ltd",
    description: "Boxes",
    website: "https://sample.example.com",
    size: "11-50",
    revenue: 1000,
    category: "software",
    type: "llc",
    registrationNumber: "REG-1",
    taxId: "GB 12345",
    currency: "EUR",
    timeZone: "Europe/London",
    country: "United Kingdom",
    fiscalYearStart: "April",
  };
  const samples: Record<string, (ids: { accountId: string; addressId: string }) => Record<string, unknown>> =
    {
      "/identities/register": () => person,
      "/identities/register-business": () => ({
        ...person,
        companyName: "Sample Ltd",
        registrationNumber: "REG-1",
        currency: "USD",
        addressLine1: "1 Main St",
        addressLine2: "Unit 2",
        city: "Springfield",
        state: "IL",
        zipCode: "62701",
        country: "United States",
      }),
      "/identities/resend": () => ({ email: person.email }),
      "/identities/refresh-token": () => ({ refreshToken: "not-a-token" }),
      "/identities/forgot-password": () => ({ email: person.email }),
      "/identities/reset-password": () => ({
        userId: "00000000-0000-4000-8000-000000000000",
        token: "nope",
        password: PASSWORD,
      }),
      "/identities/me": () => ({ firstName: "Ada", lastName: "Byron", phoneNumber: "+44 20 7946 0000" }),
      "/identities/invite-user": ({ accountId }) => ({
        RoundAccountId: accountId,
        Email: "x@y.co",
        Role: 17,
      }),
      "/identities/register-with-invitation": () => ({ ...person, token: "nope" }),
      "/identities/me/onboarding": () => ({
        currentStep: 1,
        completedSteps: ["organization"],
        userInfo: { firstName: "Ada", lastName: "Lovelace", email: "a@b.co", phone: "+1 555 123 4567" },
        organization: { companyName: "Sample Ltd", industry: "software", companySize: "2-10", revenue: "10" },
        businessSettings: { currency: "USD", timezone: "UTC", fiscalYearStart: "January" },
        address: place,
        products: [{ id: "1", name: "Sample Product", description: "d", price: 0 }],
        team: { invitations: [{ id: "1", email: "x@y.co", role: 4, status: "pending" }] },
        billing: { isConnected: false, provider: null },
      }),
      "/organizations": () => ({ ...company, address: place }),
      "/organizations/{organization}": () => company,
      "/organizations/{organization}/addresses": () => place,
      "/organizations/{organization}/addresses/{address}": () => place,
      "/addresses/{address}": () => place,
      "/addresses/bulk-delete": () => ({ ids: ["00000000-0000-4000-8000-000000000000"] }),
      "/identities/logout": () => ({ refreshToken: "not-a-token" }),
      // Never the right current password: a run must not change the password the other tests sign in with.
      "/identities/me/password": () => ({ currentPassword: "Wrong#Pass1", newPassword: "N3w#Password" }),
      // The fuzz user is the only member (and owner) of its account: any other role is refused (last owner).
      "/api/members/{user}": () => ({ role: 17 }),
      "/api/api-keys": () => ({
        name: "Fuzz key",
        scopes: ["customers:read", "usage:write"],
        expiresAt: "2099-01-01T00:00:00.000Z",
      }),
      // No such key: a body that passes answers 404, after the body's checks.
      "/api/api-keys/00000000-0000-4000-8000-000000000000/roll": () => ({ overlapHours: 24 }),
      // Nothing listens on port 9: a delivery to it fails, which no fuzz run waits for.
      "/api/webhook-endpoints": () => ({
        url: "http://127.0.0.1:9/fuzz",
        description: "Fuzz",
        enabledEvents: ["invoice.*", "customer.created"],
        enabled: false,
      }),
      "/api/tax-rates": () => ({
        name: "Fuzz VAT",
        percentage: 20.5,
        inclusive: false,
        country: "GB",
        region: "ENG",
        active: true,
      }),
      // No such rate: a body that passes answers 404.
      "/api/tax-rates/00000000-0000-4000-8000-000000000000": () => ({ name: "Renamed", active: false }),
      // No such endpoint or delivery: a body that passes answers 404, after the body's checks.
      "/api/webhook-endpoints/00000000-0000-4000-8000-000000000000": () => ({ enabled: false }),
      "/api/webhook-endpoints/00000000-0000-4000-8000-000000000000/replay": () => ({
        since: "2027-01-01T00:00:00Z",
        status: "failed",
      }),
    };
  const sampleFor = (method: string, template: string) => {
    if (method === "PUT" && template === "/organizations/{organization}/addresses")
      return { ...place, addressId };
    return samples[template.replace(/\?.*$/, "")]?.({ accountId, addressId }) ?? {};
  };

  // [method, path, authenticated]. The logout endpoint is last, with its own session.
  const bodyEndpoints: [string, string, boolean][] = [
    ["POST", "/identities/register", false],
    ["POST", "/identities/register-business", false],
    ["POST", "/identities/confirm-email-and-login?userId={user}&token=nope", false],
    ["POST", "/identities/resend", false],
    ["POST", "/identities/login", false],
    ["POST", "/identities/refresh-token", false],
    ["POST", "/identities/forgot-password", false],
    ["POST", "/identities/reset-password", false],
    ["PUT", "/identities/me", true],
    ["POST", "/identities/invite-user", true],
    ["POST", "/identities/register-with-invitation", false],
    ["PUT", "/identities/me/onboarding", true],
    ["POST", "/identities/me/onboarding/complete", true],
    ["POST", "/organizations", true],
    ["PUT", "/organizations/{organization}", true],
    ["POST", "/organizations/{organization}/addresses", true],
    ["PUT", "/organizations/{organization}/addresses", true],
    ["PUT", "/organizations/{organization}/addresses/{address}", true],
    ["POST", "/addresses", true],
    ["PUT", "/addresses/{address}", true],
    ["POST", "/addresses/bulk-delete", true],
    ["POST", "/identities/me/password", true],
    ["POST", "/identities/invitations/00000000-0000-4000-8000-000000000000/resend", true],
    ["PUT", "/api/members/{user}", true],
    ["POST", "/api/api-keys", true],
    ["POST", "/api/api-keys/00000000-0000-4000-8000-000000000000/roll", true],
    ["POST", "/api/tax-rates", true],
    ["PUT", "/api/tax-rates/00000000-0000-4000-8000-000000000000", true],
    ["POST", "/api/webhook-endpoints", true],
    ["PUT", "/api/webhook-endpoints/00000000-0000-4000-8000-000000000000", true],
    ["POST", "/api/webhook-endpoints/00000000-0000-4000-8000-000000000000/replay", true],
    ["POST", "/api/webhook-endpoints/00000000-0000-4000-8000-000000000000/rotate-secret", true],
    ["POST", "/api/webhook-endpoints/00000000-0000-4000-8000-000000000000/test", true],
    ["POST", "/api/webhook-deliveries/00000000-0000-4000-8000-000000000000/retry", true],
    ["POST", "/identities/logout", true],
  ];

  /** The route a fuzzed path belongs to, as Hono registers it. */
  const routeOf = (method: string, template: string) =>
    `${method} ${template
      .replace(/\?.*$/, "")
      .replace("{organization}/addresses/{address}", ":id/addresses/:addressId")
      .replace("{organization}", ":id")
      .replace("{address}", ":id")
      .replace("/api/members/{user}", "/api/members/:userId")
      .replace(/\/invitations\/[0-9a-f-]{36}\//, "/invitations/:id/")
      .replace(/\/api-keys\/[0-9a-f-]{36}\//, "/api-keys/:id/")
      .replace(/\/(webhook-endpoints|webhook-deliveries|tax-rates)\/[0-9a-f-]{36}/, "/$1/:id")}`;

  it("covers every route that takes a body", () => {
    // The catalog's, the customers', billing's and the customer's pages' writes have their own fuzz tests
    // (catalog-fuzz, customers-fuzz, billing-fuzz, portal-fuzz), which
    // check they cover them all.
    const writes = registeredRoutes(server.instance.app.routes).filter(
      (route) =>
        /^(POST|PUT) /.test(route) &&
        !/ \/api\/(catalog|estimates|customers|subscriptions|invoices|usage|test-clocks|billing|portal|pay|checkout|credit-notes)/.test(
          route,
        ),
    );
    expect(bodyEndpoints.map(([method, template]) => routeOf(method, template)).sort()).toEqual(writes);
  });

  for (const [method, template, auth] of bodyEndpoints) {
    it(`${method} ${template}: no 500, and nothing written when it refuses the body`, async () => {
      const as = template === "/identities/logout" ? logoutToken : token;
      await fc.assert(
        fc.asyncProperty(bodies(sampleFor(method, template)), async (input) => {
          const payload = input as Record<string, unknown> | null;
          // Invitations to the real account, so that some bodies get past the account check.
          if (
            payload &&
            typeof payload === "object" &&
            !Array.isArray(payload) &&
            "RoundAccountId" in payload
          ) {
            payload.RoundAccountId = accountId;
            payload.Email = uniqueEmail("fuzz");
          }
          const raw =
            payload && typeof payload === "object" && "raw" in payload && typeof payload.raw === "string"
              ? payload.raw
              : JSON.stringify(input);
          await check(method, fill(template), raw, auth, as);
        }),
        { numRuns: 40 },
      );
      await sessionStillWorks();
    });
  }

  // Query strings. The two deletions always name what they delete, so that none empties the fixture.
  // [method, path, authenticated, valid parameters, parameters always sent].
  const page = { pageNumber: "2", pageSize: "10" };
  const queries: [string, string, boolean, Record<string, string>, Record<string, string>?][] = [
    [
      "GET",
      "/addresses",
      true,
      { ...page, filterBy: "city", filterValue: "Hull", orderBy: "city", isAscending: "false" },
    ],
    ["GET", "/organizations", true, { ...page, userId: "{user}" }],
    ["GET", "/identities/invitations", true, {}],
    ["GET", "/api/members", true, { ...page, search: "ada", orderBy: "email", isAscending: "false" }],
    [
      "GET",
      "/api/tax-rates",
      true,
      { ...page, active: "true", country: "GB", search: "vat", orderBy: "name", isAscending: "false" },
    ],
    ["GET", "/identities/invitations/lookup", false, { token: "nope" }],
    ["GET", "/identities/confirm-email", false, { userId: "{user}", token: "nope" }],
    ["GET", "/api/CountryCurrency/search", false, { query: "land" }],
    ["GET", "/api/Industries/search", false, { query: "soft" }],
    ["GET", "/api/CompanySizes/search", false, { query: "50" }],
    ["GET", "/dev/mail/messages", false, { to: "a@b.co", limit: "10" }],
    ["DELETE", "/addresses", true, {}, { roundAccountId: "" }],
    ["DELETE", "/organizations/{organization}/addresses", true, {}, { addressId: "" }],
  ];

  for (const [method, template, auth, sample, required] of queries) {
    it(`${method} ${template}?…: no 500, and nothing written when it refuses the query`, async () => {
      const valid = Object.fromEntries(Object.entries(sample).map(([key, text]) => [key, fill(text)]));
      await fc.assert(
        fc.asyncProperty(queryStrings(valid), async (params: Record<string, string>) => {
          const search = new URLSearchParams({ ...params });
          for (const [key, fallback] of Object.entries(required ?? {})) {
            const given = params[key];
            // Never a real id: a random one, or the fuzzed text prefixed so that it cannot be a UUID.
            search.set(key, given === undefined ? fallback : `x${given}`);
          }
          const answer = await check(method, `${fill(template)}?${search}`, undefined, auth);
          if (method === "DELETE")
            expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 40 },
      );
      await sessionStillWorks();
    });
  }
});
