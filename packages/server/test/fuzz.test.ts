import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestServer, uniqueEmail } from "./helpers.ts";

// Property: whatever body a write endpoint receives, it never answers 500, and when it refuses the body
// (4xx) nothing was written.

const TABLES = [
  "users",
  "round_accounts",
  "round_account_users",
  "sessions",
  "refresh_tokens",
  "one_time_tokens",
  "invitations",
  "organizations",
  "addresses",
  "pending_business_data",
  "onboarding",
  "outbox",
];

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
  "RoundAccountId",
  "Email",
  "Role",
  "ids",
  "products",
  "team",
  "billing",
  "organization",
  "completedSteps",
  "address",
];

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant("Str0ng!Pass"),
  fc.constant("a@b.co"),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string(), fc.integer(), fc.boolean()), {
    maxKeys: 4,
  }),
);

const body = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 10 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map((text) => ({ raw: text })) },
);

describe("fuzzing every write endpoint's body", () => {
  let server: TestServer;
  let token: string;
  let organizationId: string;
  let addressId: string;
  let accountId: string;

  const counts = async () => {
    const query = sql.raw(
      `select ${TABLES.map((table) => `(select count(*) from ${table}) as ${table}`).join(", ")}`,
    );
    const result = (await server.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return Object.fromEntries(Object.entries(result.rows[0]!).map(([key, count]) => [key, Number(count)]));
  };

  beforeAll(async () => {
    server = await TestServer.start("pglite");
    const user = await server.signUp();
    token = user.token;
    accountId = user.accountId;
    const organization = await server.post("/organizations", { name: "Fuzz Ltd" }, token);
    organizationId = organization.body.id;
    const address = await server.post(
      `/organizations/${organizationId}/addresses`,
      { name: "HQ", addressLine1: "1 Main St", city: "Springfield", country: "US" },
      token,
    );
    addressId = address.body.id;
    // Let the confirmation mail leave the outbox before counting rows.
    await server.mail(user.email);
  });

  afterAll(async () => {
    await server?.close();
  });

  const endpoints: [string, string][] = [
    ["POST", "/identities/register"],
    ["POST", "/identities/register-business"],
    ["POST", "/identities/resend"],
    ["POST", "/identities/login"],
    ["POST", "/identities/refresh-token"],
    ["POST", "/identities/logout"],
    ["POST", "/identities/forgot-password"],
    ["POST", "/identities/reset-password"],
    ["POST", "/identities/invite-user"],
    ["POST", "/identities/register-with-invitation"],
    ["PUT", "/identities/me/onboarding"],
    ["POST", "/organizations"],
    ["PUT", "/organizations/{organization}"],
    ["POST", "/organizations/{organization}/addresses"],
    ["PUT", "/organizations/{organization}/addresses"],
    ["PUT", "/addresses/{address}"],
    ["POST", "/addresses/bulk-delete"],
  ];

  for (const [method, template] of endpoints) {
    const path = () => template.replace("{organization}", organizationId).replace("{address}", addressId);
    it(`${method} ${template} never fails with 500 and writes nothing it refuses`, async () => {
      await fc.assert(
        fc.asyncProperty(body, async (input) => {
          const before = await counts();
          const payload = input as Record<string, unknown> | null;
          // Invitations to real accounts, so that some bodies get past the account check.
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
          const answer = await server.call(method, path(), { raw, token });
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(answer.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
            expect(await counts()).toEqual(before);
          }
        }),
        { numRuns: 50 },
      );
    });
  }
});
