import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodies, checkUnchangedWhenRefused, hostile, queryValue, rawBody } from "./fuzzing.ts";
import { TestServer } from "./helpers.ts";
import { registeredRoutes } from "./route-access.ts";

// Properties of every customer write (and list): whatever body, CSV or query string it receives, it never
// answers 500, and when it refuses the request not one row of the customers' tables changed. (The outbox is
// left out: the mail worker changes it on its own as it delivers what accepted requests queued.)

const TABLES = ["customers", "customer_notes", "payment_methods", "customer_credits", "idempotency_keys"];

const FIELDS = [
  "email",
  "firstName",
  "lastName",
  "displayName",
  "company",
  "phone",
  "locale",
  "timezone",
  "status",
  "currency",
  "billingAddress",
  "shippingAddress",
  "emailPreferences",
  "tags",
  "customFields",
  "content",
  "isInternal",
  "type",
  "cardNumber",
  "expiryMonth",
  "expiryYear",
  "cvc",
  "method",
  "amount",
  "reason",
  "subject",
  "message",
];

const address = {
  line1: "1 Main St",
  line2: "",
  city: "Leeds",
  state: "West Yorkshire",
  zip: "LS1 1AA",
  country: "GB",
};

describe("fuzzing every customer write and list", () => {
  let server: TestServer;
  let token: string;
  let customerId: string;
  let methodId: string;
  let sequence = 0;
  const nextEmail = () => {
    sequence += 1;
    return `fuzz.${sequence}@example.com`;
  };

  const samples = () => ({
    customer: {
      email: nextEmail(),
      firstName: "Fuzz",
      lastName: "Tester",
      company: "Fuzz Ltd",
      phone: "+44 113 496 0000",
      locale: "en-GB",
      timezone: "Europe/London",
      currency: "GBP",
      billingAddress: address,
      emailPreferences: { marketingEmails: true },
      tags: ["one", "two"],
      customFields: { tier: "gold" },
      taxIds: [
        { type: "eu_vat", value: "DE123456788" },
        { type: "au_abn", value: "51 824 753 556" },
      ],
      taxExempt: "reverse",
    },
    note: { content: "A fuzzed note", isInternal: false },
    card: { type: "card", cardNumber: "4242424242424242", expiryMonth: 12, expiryYear: 2099, cvc: "123" },
    offline: { type: "offline", method: "cash", reference: "Till 3" },
    credit: { amount: 12.5, reason: "Fuzzing" },
    email: { subject: "Fuzz", message: "A fuzzed message" },
  });

  beforeAll(async () => {
    server = await TestServer.start("pglite");
    token = (await server.signUp()).token;
    customerId = (await server.post("/api/customers", samples().customer, token)).body.id;
    methodId = (await server.post(`/api/customers/${customerId}/payment-methods`, samples().card, token)).body
      .id;
    expect([customerId, methodId].every(Boolean)).toBe(true);
    await checkUnchangedWhenRefused.start(server, TABLES);
  });
  afterAll(async () => {
    await server?.close();
  });

  const check = (method: string, path: string, raw: string | undefined, headers?: Record<string, string>) =>
    headers
      ? server.call(method, path, { raw, token, headers }).then(async (answer) => {
          expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
          // Through the harness for its digest check: a refused import leaves everything as it was.
          await checkUnchangedWhenRefused.start(server, TABLES);
          return answer;
        })
      : checkUnchangedWhenRefused(server, TABLES, token, method, path, raw);

  // [method, path (:id is the customer), sample body].
  const writes: [string, string, keyof ReturnType<typeof samples>][] = [
    ["POST", "/api/customers", "customer"],
    ["PUT", "/api/customers/:id", "customer"],
    ["POST", "/api/customers/:id/notes", "note"],
    ["POST", "/api/customers/:id/payment-methods", "card"],
    ["POST", "/api/customers/:id/payment-methods", "offline"],
    ["POST", "/api/customers/:id/credits", "credit"],
    ["POST", "/api/customers/:id/emails", "email"],
  ];
  const fill = (template: string) => template.replace(":id", customerId);

  it("covers every customer route that takes a body", () => {
    const covered = [
      ...new Set(writes.map(([method, path]) => `${method} ${path}`)),
      "POST /api/customers/import",
      "POST /api/customers/:id/payment-methods/:pmId/default",
    ].sort();
    const customers = registeredRoutes(server.instance.app.routes).filter((route) =>
      /^(POST|PUT) \/api\/customers/.test(route),
    );
    expect(covered).toEqual(customers);
  });

  for (const [method, path, sample] of writes) {
    it(`${method} ${path} (${sample}): no 500, nothing written when refused`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constant(null).chain(() => bodies(samples()[sample] as Record<string, unknown>, FIELDS)),
          async (input) => {
            await check(method, fill(path), rawBody(input));
          },
        ),
        { numRuns: 40 },
      );
    });
  }

  it("POST …/payment-methods/:pmId/default: no 500 whatever the body or id", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(methodId, "nope", "00000000-0000-4000-8000-000000000000"),
        fc.jsonValue({ maxDepth: 2 }),
        async (id, input) => {
          await check(
            "POST",
            `/api/customers/${customerId}/payment-methods/${id}/default`,
            JSON.stringify(input),
          );
        },
      ),
      { numRuns: 15 },
    );
  });

  it("POST /api/customers/import: any text is imported whole or refused whole", async () => {
    const header =
      "email,firstName,lastName,company,phone,status,billingCountry,tags,customFields,portalAccess";
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('"', '""', ",", "\n", "\r\n", "=1+1", "'=x", "GB", "yes", "{}", '{"a":1}', "active"),
      hostile.map(String),
    );
    const row = fc.array(cell, { minLength: 1, maxLength: 11 }).map((cells) => cells.join(","));
    const file = fc.oneof(
      fc.array(row, { maxLength: 5 }).map((rows) => [header, ...rows].join("\n")),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(file, async (text) => {
        const before = (await server.get("/api/customers/summary", token)).body.totalCustomers;
        const answer = await check("POST", "/api/customers/import", text, { "Content-Type": "text/csv" });
        const after = (await server.get("/api/customers/summary", token)).body.totalCustomers;
        expect(after - before).toBe(answer.status === 201 ? answer.body.imported : 0);
      }),
      { numRuns: 60 },
    );
  });

  for (const path of ["/api/customers", "/api/customers/export"]) {
    it(`GET ${path}?…: no 500`, async () => {
      const valid: Record<string, string> = {
        search: "fuzz",
        status: "active",
        churnRisk: "low",
        country: "GB",
      };
      const keys = [
        ...Object.keys(valid),
        "orderBy",
        "pageNumber",
        "pageSize",
        "isAscending",
        "roundAccountId",
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...keys), queryValue, async (key, bad) => {
          const search = new URLSearchParams({ ...valid, [key]: bad });
          const answer = await check("GET", `${path}?${search}`, undefined);
          if (answer.status === 200 && path === "/api/customers") {
            expect(answer.body.items.length).toBeLessThanOrEqual(answer.body.pageSize);
          }
        }),
        { numRuns: 40 },
      );
    });
  }
});
