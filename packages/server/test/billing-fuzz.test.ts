import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodies, checkUnchangedWhenRefused, queryValue, rawBody } from "./fuzzing.ts";
import { TestServer } from "./helpers.ts";
import { registeredRoutes } from "./route-access.ts";

// Properties of every billing write (and list): whatever body or query string it receives, it never answers
// 500, and when it refuses the request not one row of the billing tables (nor the customers', whose
// balances and figures billing keeps) changed.

const TABLES = [
  "subscriptions",
  "subscription_addons",
  "subscription_coupons",
  "subscription_events",
  "invoices",
  "invoice_lines",
  "invoice_numbering",
  "payments",
  "usage_events",
  "test_clocks",
  "billing_settings",
  "customers",
  "customer_credits",
  "idempotency_keys",
  "credit_notes",
  "refunds",
];

const FIELDS = [
  "customerId",
  "planPricePointId",
  "quantity",
  "addons",
  "couponCodes",
  "startDate",
  "trialEnd",
  "autoCollection",
  "preview",
  "prorate",
  "resumeDate",
  "atTermEnd",
  "items",
  "dueDate",
  "memo",
  "finalize",
  "amount",
  "paymentMethod",
  "reference",
  "paidAt",
  "action",
  "ids",
  "subscriptionId",
  "metricName",
  "timestamp",
  "idempotencyKey",
  "name",
  "frozenTime",
  "netTermDays",
  "invoicePrefix",
  "dunningDays",
  "afterFinalFailure",
  "gateway",
  "invoiceId",
  "reason",
  "lines",
  "invoiceLineId",
  "refundAmount",
  "creditAmount",
  "outOfBandAmount",
];

describe("fuzzing every billing write and list", () => {
  let server: TestServer;
  let token: string;
  const ids: Record<string, string> = {};

  const samples = () => ({
    subscription: { customerId: ids.customer, planPricePointId: ids.point, quantity: 2, preview: true },
    change: { quantity: 3, prorate: true, preview: true },
    pause: { resumeDate: "2099-01-01", preview: true },
    preview: { preview: true },
    cancel: { atTermEnd: true, preview: true },
    invoice: { customerId: ids.customer, items: [{ description: "Fuzz", amount: 12.5, quantity: 1 }] },
    payment: { amount: 1, paymentMethod: "offline", reference: "Fuzz" },
    bulk: { action: "collect", ids: [ids.invoice] },
    usage: { subscriptionId: ids.subscription, metricName: "calls", quantity: 3, idempotencyKey: "fuzz" },
    usageBatch: {
      events: [
        { subscriptionId: ids.subscription, metricName: "calls", quantity: 3, idempotencyKey: "fuzz-1" },
        { subscriptionId: ids.subscription, metricName: "calls", quantity: 1, idempotencyKey: "fuzz-2" },
      ],
    },
    clock: { name: "Fuzz clock", frozenTime: "2027-01-01T00:00:00Z" },
    advance: { frozenTime: "2027-02-01T00:00:00Z", preview: true },
    settings: { netTermDays: 14, invoicePrefix: "FZ", dunningDays: [2, 4], afterFinalFailure: "cancel" },
    creditNote: { invoiceId: ids.invoice, reason: "other", amount: 0.5, memo: "Fuzz" },
  });

  beforeAll(async () => {
    server = await TestServer.start("pglite");
    token = (await server.signUp({}, "business")).token;
    const family = await server.post(
      "/api/catalog/product-families",
      { name: "Fuzz", description: "Fuzzed plans and prices", category: "SaaS Platform" },
      token,
    );
    expect(family.status, JSON.stringify(family.body)).toBe(201);
    const plan = await server.post(
      "/api/catalog/plans",
      {
        name: "Fuzz plan",
        productFamilyId: family.body.id,
        isMetered: true,
        pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 10, billingFrequency: "monthly" }],
        usageMetrics: [{ metricName: "calls", unit: "call", aggregation: "sum", pricePerUnit: 0.01 }],
      },
      token,
    );
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    ids.point = plan.body.pricePoints?.[0]?.id;
    ids.clock = (
      await server.post("/api/test-clocks", { name: "Fuzz", frozenTime: "2027-01-01" }, token)
    ).body.id;
    ids.customer = (
      await server.post(
        "/api/customers",
        { email: "fuzz.billing@example.com", currency: "USD", testClockId: ids.clock },
        token,
      )
    ).body.id;
    ids.subscription = (
      await server.post(
        "/api/subscriptions",
        { customerId: ids.customer, planPricePointId: ids.point },
        token,
      )
    ).body.id;
    const invoices = await server.get(`/api/invoices?customerId=${ids.customer}`, token);
    ids.invoice = invoices.body.items?.[0]?.id;
    ids.creditNote = (
      await server.post("/api/credit-notes", { invoiceId: ids.invoice, reason: "other", amount: 1 }, token)
    ).body.id;
    expect(Object.values(ids).every(Boolean), JSON.stringify(ids)).toBe(true);
    await checkUnchangedWhenRefused.start(server, TABLES);
  });
  afterAll(async () => {
    await server?.close();
  });

  // [method, path (:id is the record the sample names), sample body].
  const writes: [string, string, keyof ReturnType<typeof samples>][] = [
    ["POST", "/api/subscriptions", "subscription"],
    ["PUT", "/api/subscriptions/:subscription", "change"],
    ["POST", "/api/subscriptions/:subscription/pause", "pause"],
    ["POST", "/api/subscriptions/:subscription/resume", "preview"],
    ["POST", "/api/subscriptions/:subscription/cancel", "cancel"],
    ["POST", "/api/subscriptions/:subscription/reactivate", "preview"],
    ["POST", "/api/invoices", "invoice"],
    ["POST", "/api/invoices/bulk", "bulk"],
    ["POST", "/api/invoices/:invoice/finalize", "preview"],
    ["POST", "/api/invoices/:invoice/void", "preview"],
    ["POST", "/api/invoices/:invoice/collect", "preview"],
    ["POST", "/api/invoices/:invoice/payments", "payment"],
    ["POST", "/api/usage", "usage"],
    ["POST", "/api/usage/batch", "usageBatch"],
    ["POST", "/api/test-clocks", "clock"],
    ["POST", "/api/test-clocks/:clock/advance", "advance"],
    ["PUT", "/api/billing/settings", "settings"],
    ["POST", "/api/credit-notes", "creditNote"],
    ["POST", "/api/credit-notes/:creditNote/void", "preview"],
  ];
  const fill = (template: string) => template.replace(/:(\w+)/, (_, name: string) => ids[name] ?? name);
  const route = (template: string) => template.replace(/:(subscription|invoice|clock|creditNote)\b/, ":id");

  it("covers every billing route that takes a body", () => {
    const covered = [
      ...new Set(writes.map(([method, path]) => `${method} ${route(path)}`)),
      "POST /api/billing/run",
    ].sort();
    const billing = registeredRoutes(server.instance.app.routes).filter((entry) =>
      /^(POST|PUT) \/api\/(subscriptions|invoices|usage|test-clocks|billing|credit-notes)/.test(entry),
    );
    expect(covered).toEqual(billing);
  });

  for (const [method, path, sample] of writes) {
    it(`${method} ${path} (${sample}): no 500, nothing written when refused`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constant(null).chain(() => bodies(samples()[sample] as Record<string, unknown>, FIELDS)),
          async (input) => {
            await checkUnchangedWhenRefused(server, TABLES, token, method, fill(path), rawBody(input));
          },
        ),
        { numRuns: 25 },
      );
    });
  }

  for (const [path, valid] of [
    [
      "/api/invoices",
      { search: "INV", status: "pending", customerId: "x", from: "2027-01-01", to: "2027-12-31" },
    ],
    ["/api/invoices/export", { search: "1", status: "paid" }],
    ["/api/subscriptions", { status: "active", customerId: "x", planId: "y" }],
    ["/api/payments", { status: "failed", invoiceId: "x" }],
    ["/api/credit-notes", { status: "issued", invoiceId: "x", customerId: "y" }],
    ["/api/credit-notes/export", { status: "voided", search: "CN" }],
    ["/api/refunds", { status: "failed", customerId: "x", paymentId: "y" }],
    ["/api/metrics/summary", { asOf: "2027-01-31", testClockId: "x" }],
    ["/api/metrics/mrr", { months: "12", asOf: "2027-01-31", testClockId: "x" }],
  ] as const) {
    it(`GET ${path}?…: no 500`, async () => {
      const keys = [...Object.keys(valid), "orderBy", "pageNumber", "pageSize", "isAscending", "search"];
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...keys), queryValue, { maxKeys: 4 }),
          async (query) => {
            const text = new URLSearchParams(query as Record<string, string>).toString();
            const answer = await server.call("GET", `${path}?${text}`, { token });
            expect(answer.status, `${path}?${text}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
          },
        ),
        { numRuns: 30 },
      );
    });
  }
});
