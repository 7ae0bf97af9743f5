import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodies, checkUnchangedWhenRefused, queryValue, rawBody } from "./fuzzing.ts";
import { TestServer } from "./helpers.ts";
import { registeredRoutes } from "./route-access.ts";

// Properties of every catalog write (and list): whatever body or query string it receives, it never answers
// 500, and when it refuses the request (4xx) not one row of the catalog's tables changed.

const TABLES = [
  "catalog_settings",
  "product_families",
  "plans",
  "plan_features",
  "plan_usage_metrics",
  "addons",
  "charges",
  "price_points",
  "coupons",
];

const FIELDS = [
  "name",
  "description",
  "category",
  "status",
  "settings",
  "productFamilyId",
  "pricePoints",
  "features",
  "usageMetrics",
  "type",
  "chargeModel",
  "couponCode",
  "discountType",
  "discountValue",
  "durationType",
  "duration",
  "validFrom",
  "validUntil",
  "maxRedemptions",
  "restrictions",
  "items",
  "couponCodes",
  "currency",
  "defaultCurrency",
  "allowedCurrencies",
  "price",
  "tiers",
];

describe("fuzzing every catalog write and list", () => {
  let server: TestServer;
  let token: string;
  const ids: Record<string, string> = {};

  const family = { name: "Fuzz Family", description: "A family to fuzz with", category: "Analytics" };
  const pricePoints = [
    {
      currency: "USD",
      pricingModel: "tiered",
      billingFrequency: "monthly",
      setupFee: 5,
      tiers: [
        { startingUnit: 1, endingUnit: 10, price: 2.5 },
        { startingUnit: 11, price: 2 },
      ],
      description: "Tiered",
    },
  ];
  const samples = () => ({
    family: {
      ...family,
      name: "Fuzz Family Two",
      settings: { defaultCurrency: "USD", requireApproval: true },
    },
    plan: {
      name: "Fuzz Plan",
      description: "d",
      productFamilyId: ids.family,
      billingCycles: 12,
      trialPeriod: 14,
      pricePoints,
      features: [{ name: "Seats", featureType: "quantity", value: 5, displayOrder: 1 }],
      usageMetrics: [
        { metricName: "calls", unit: "call", aggregation: "sum", pricePerUnit: 0.001, includedQuantity: 100 },
      ],
    },
    addon: {
      name: "Fuzz Add-on",
      productFamilyId: ids.family,
      type: "usage_based",
      chargeModel: "tiered",
      pricePoints,
    },
    charge: {
      name: "Fuzz Charge",
      type: "recurring",
      chargeModel: "per_unit",
      pricePoints: [{ currency: "USD", price: 3, freeQuantity: 2, billingFrequency: "monthly" }],
    },
    coupon: {
      name: "Fuzz",
      couponCode: "FUZZ_NEW",
      discountType: "fixed_amount",
      discountValue: 5,
      durationType: "limited_period",
      duration: 3,
      validFrom: "2026-01-01",
      validUntil: "2027-01-01",
      maxRedemptions: 10,
      restrictions: { minimumOrderValue: 20, applicablePlans: ["x"] },
    },
    estimate: {
      currency: "USD",
      items: [
        { pricePointId: ids.point, quantity: 12 },
        { pricePointId: ids.chargePoint, quantity: 3 },
      ],
      couponCodes: ["FUZZ"],
    },
    settings: { defaultCurrency: "USD", allowedCurrencies: ["USD", "EUR"] },
  });

  beforeAll(async () => {
    server = await TestServer.start("pglite");
    token = (await server.signUp()).token;
    const s = samples();
    ids.family = (await server.post("/api/catalog/product-families", family, token)).body.id;
    const plan = await server.post(
      "/api/catalog/plans",
      { ...samples().plan, productFamilyId: ids.family },
      token,
    );
    ids.plan = plan.body.id;
    ids.point = plan.body.pricePoints[0].id;
    ids.addon = (
      await server.post("/api/catalog/addons", { ...s.addon, productFamilyId: ids.family }, token)
    ).body.id;
    const charge = await server.post("/api/catalog/charges", s.charge, token);
    ids.charge = charge.body.id;
    ids.chargePoint = charge.body.pricePoints[0].id;
    ids.coupon = (
      await server.post("/api/catalog/coupons", { ...s.coupon, couponCode: "FUZZ" }, token)
    ).body.id;
    expect(Object.values(ids).every(Boolean), JSON.stringify(ids)).toBe(true);
    await checkUnchangedWhenRefused.start(server, TABLES);
  });

  afterAll(async () => {
    await server?.close();
  });

  const check = (method: string, path: string, raw: string | undefined) =>
    checkUnchangedWhenRefused(server, TABLES, token, method, path, raw);

  // [method, path (ids filled in at run time), sample body].
  const writes: [string, string, keyof ReturnType<typeof samples>][] = [
    ["POST", "/api/catalog/product-families", "family"],
    ["PUT", "/api/catalog/product-families/{family}", "family"],
    ["POST", "/api/catalog/plans", "plan"],
    ["PUT", "/api/catalog/plans/{plan}", "plan"],
    ["POST", "/api/catalog/addons", "addon"],
    ["PUT", "/api/catalog/addons/{addon}", "addon"],
    ["POST", "/api/catalog/charges", "charge"],
    ["PUT", "/api/catalog/charges/{charge}", "charge"],
    ["POST", "/api/catalog/coupons", "coupon"],
    ["PUT", "/api/catalog/coupons/{coupon}", "coupon"],
    ["PUT", "/api/catalog/settings", "settings"],
    ["POST", "/api/estimates", "estimate"],
  ];
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);

  it("covers every catalog route that takes a body", () => {
    const covered = [
      ...writes.map(([method, template]) => `${method} ${template.replace(/\{\w+\}/, ":id")}`),
      // Duplicates take no body: fuzzed below with bodies they must refuse or ignore.
      "POST /api/catalog/plans/:id/duplicate",
      "POST /api/catalog/addons/:id/duplicate",
      "POST /api/catalog/charges/:id/duplicate",
      "POST /api/catalog/coupons/:id/duplicate",
    ].sort();
    const catalog = registeredRoutes(server.instance.app.routes).filter((route) =>
      /^(POST|PUT) \/api\/(catalog|estimates)/.test(route),
    );
    expect(covered).toEqual(catalog);
  });

  for (const [method, template, sample] of writes) {
    it(`${method} ${template}: no 500, and nothing written when it refuses the body`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constant(null).chain(() => bodies(samples()[sample] as Record<string, unknown>, FIELDS)),
          async (input) => {
            await check(method, fill(template), rawBody(input));
          },
        ),
        { numRuns: 60 },
      );
    });
  }

  it("POST …/duplicate: no 500 whatever the body", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "plans/{plan}",
          "addons/{addon}",
          "charges/{charge}",
          "coupons/{coupon}",
          "plans/nope",
        ),
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.string({ maxLength: 20 }).map((text) => ({ raw: text })),
        ),
        async (target, input) => {
          await check("POST", fill(`/api/catalog/${target}/duplicate`), rawBody(input));
        },
      ),
      { numRuns: 20 },
    );
  });

  const lists: [string, Record<string, string>][] = [
    ["/api/catalog/product-families", { search: "fuzz", status: "active", orderBy: "name" }],
    [
      "/api/catalog/plans",
      { search: "12.5", status: "active", productFamilyId: "{family}", orderBy: "updatedAt" },
    ],
    ["/api/catalog/addons", { search: "tier", type: "usage_based", productFamilyId: "{family}" }],
    ["/api/catalog/charges", { search: "3", chargeType: "recurring", orderBy: "chargeType" }],
    ["/api/catalog/coupons", { search: "FUZZ", discountType: "fixed_amount", orderBy: "validUntil" }],
  ];
  for (const [path, sample] of lists) {
    it(`GET ${path}?…: no 500`, async () => {
      const valid = Object.fromEntries(Object.entries(sample).map(([key, text]) => [key, fill(text)]));
      const keys = [...Object.keys(valid), "pageNumber", "pageSize", "isAscending", "roundAccountId"];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...keys), queryValue, async (key, bad) => {
          const search = new URLSearchParams({ ...valid, [key]: bad });
          const answer = await check("GET", `${path}?${search}`, undefined);
          if (answer.status === 200)
            expect(answer.body.items.length).toBeLessThanOrEqual(answer.body.pageSize);
        }),
        { numRuns: 60 },
      );
    });
  }
});
