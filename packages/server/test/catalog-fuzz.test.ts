import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/** Text PostgreSQL refuses (U+0000), numbers past every column's range, dates that do not exist. */
const hostile = fc.oneof(
  fc.constant("\u0000"),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom(1e18, -1e18, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 2 ** 31, -(2 ** 31) - 1, 0.1234567, 1e-7),
  fc.constantFrom("1e18", "-1", "1.5", "NaN", "2027-02-30", "0000-01-01", "9999-99-99", "not-a-uuid"),
);

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  hostile,
  hostile,
  fc.array(fc.oneof(fc.string(), fc.integer(), hostile), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string(), fc.integer(), hostile), { maxKeys: 4 }),
);

type Path = (string | number)[];

function leaves(sample: unknown, path: Path = []): Path[] {
  if (sample === null || typeof sample !== "object") return [path];
  return Object.entries(sample).flatMap(([key, item]) =>
    leaves(item, [...path, Array.isArray(sample) ? Number(key) : key]),
  );
}

function withValue(sample: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = replacement;
  return copy;
}

/** A valid body with one value spoiled or replaced, random fields, any JSON, or text that is not JSON. */
function bodies(sample: Record<string, unknown>) {
  const own = leaves(sample).filter((path) => path.length > 0);
  const paths: Path[] = [...own, ...FIELDS.map((field) => [field])];
  const spoiledSample =
    own.length === 0
      ? []
      : [
          {
            weight: 5,
            arbitrary: fc
              .tuple(fc.constantFrom(...own), hostile)
              .map(([path, replacement]) => withValue(sample, path, replacement)),
          },
        ];
  return fc.oneof(
    ...spoiledSample,
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), value)
        .map(([path, replacement]) => withValue(sample, path, replacement)),
    },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((text) => ({ raw: text })) },
  );
}

describe("fuzzing every catalog write and list", () => {
  let server: TestServer;
  let token: string;
  const ids: Record<string, string> = {};
  let previous: Record<string, string>;

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
    previous = await digest();
  });

  afterAll(async () => {
    await server?.close();
  });

  const check = async (method: string, path: string, raw: string | undefined) => {
    const answer = await server.call(method, path, { raw, token });
    expect(answer.status, `${method} ${path} ${raw}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    expect(answer.status, `${method} ${path}: the session was refused`).not.toBe(401);
    const after = await digest();
    if (answer.status >= 400) {
      expect(answer.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
      expect(after, `${method} ${path} ${raw} refused with ${answer.status} but wrote`).toEqual(previous);
    }
    previous = after;
    return answer;
  };

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
          fc.constant(null).chain(() => bodies(samples()[sample] as Record<string, unknown>)),
          async (input) => {
            const payload = input as Record<string, unknown> | null;
            const raw =
              payload && typeof payload === "object" && "raw" in payload && typeof payload.raw === "string"
                ? payload.raw
                : JSON.stringify(input);
            await check(method, fill(template), raw);
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
          const raw =
            input && typeof input === "object" && "raw" in input ? String(input.raw) : JSON.stringify(input);
          await check("POST", fill(`/api/catalog/${target}/duplicate`), raw);
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
  const queryValue = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      "1",
      "100",
      "101",
      "0",
      "-1",
      "true",
      "name",
      "%",
      "_",
      "\\",
      "1e400",
      "99999999999999999999",
    ),
    hostile.map(String),
  );

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
