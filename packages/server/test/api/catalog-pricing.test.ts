import {
  catalogSettingsResponse,
  catalogSummaryResponse,
  estimateResponse,
  planResponse,
} from "@round/forms/schemas";
import { and, eq } from "drizzle-orm";
import { pgTable, uuid } from "drizzle-orm/pg-core";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricePoints } from "../../src/db/schema/index.ts";
import { REFERENCES, type Reference, referencedIds } from "../../src/engine/queries/catalog-uses.ts";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  expectError,
  type Json,
  TestServer,
} from "../helpers.ts";

// The catalog's money (COMMERCE.md, "Pricing"): price points versioned once something uses them, starting
// prices from @round/billing for every model, the summary's figures, the settings, and estimates worked out
// by hand; on PGlite and PostgreSQL.

type SignedUp = Awaited<ReturnType<TestServer["signUp"]>>;

function expectShape(schema: v.GenericSchema, body: unknown) {
  const result = v.safeParse(schema, body);
  const issues = result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
  expect(result.success, JSON.stringify(issues)).toBe(true);
}

/**
 * A stand-in for the tables that will refer to price points and coupons (subscriptions, redemptions): made
 * by this test only, and registered the way those tables will be, with one entry in REFERENCES.
 */
const pointUses = pgTable("test_catalog_uses", {
  roundAccountId: uuid("round_account_id").notNull(),
  usedId: uuid("used_id").notNull(),
});
const useReference: Reference = {
  table: pointUses,
  account: pointUses.roundAccountId,
  column: pointUses.usedId,
};

const family = (name: string) => ({
  name,
  description: "Priced things for the tests",
  category: "Analytics",
});
const tiers = [
  { startingUnit: 1, endingUnit: 10, price: 5 },
  { startingUnit: 11, price: 4 },
];

function pricingSuite(kind: DatabaseKind) {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  let familyId: string;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    [owner, stranger] = await Promise.all([
      server.signUp({}, "business"),
      server.signUp({ firstName: "Grace", lastName: "Hopper" }),
    ]);
    familyId = (await server.post("/api/catalog/product-families", family("Priced"), owner.token)).body.id;
  });
  afterAll(() => server?.close());

  const planWith = async (points: unknown[], extra: Record<string, unknown> = {}, as = owner) => {
    const id =
      as === owner
        ? familyId
        : (await server.get("/api/catalog/product-families", as.token)).body.items[0]?.id;
    const answer = await server.post(
      "/api/catalog/plans",
      { name: `Plan ${Math.random()}`, productFamilyId: id, pricePoints: points, ...extra },
      as.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expectShape(planResponse, answer.body);
    return answer.body;
  };
  const estimate = (body: unknown) => server.post("/api/estimates", body, owner.token);

  describe("starting prices, from the engine, for every model", () => {
    it("is the lowest flat fee, else the lowest price of one unit, at quantity 1", async () => {
      const gbp = (point: Record<string, unknown>) => ({
        currency: "GBP",
        billingFrequency: "monthly",
        ...point,
      });
      const cases: [Record<string, unknown>, number | null][] = [
        [gbp({ pricingModel: "flat_fee", price: 10 }), 10],
        [gbp({ pricingModel: "per_unit", price: 3, unitPrice: 3 }), 3],
        [gbp({ pricingModel: "tiered", tiers }), 5],
        [gbp({ pricingModel: "volume", tiers }), 5],
        [
          gbp({
            pricingModel: "stairstep",
            tiers: [
              { startingUnit: 1, endingUnit: 10, price: 50 },
              { startingUnit: 11, price: 80 },
            ],
          }),
          50,
        ],
        [gbp({ pricingModel: "package", price: 20, packageSize: 10 }), 20],
        [gbp({ pricingModel: "percentage", percentage: 2 }), null],
      ];
      for (const [point, amount] of cases) {
        const created = await planWith([point]);
        if (amount === null) expect(created.startingPrice, point.pricingModel as string).toBeNull();
        else expect(created.startingPrice?.amount, point.pricingModel as string).toBe(amount);
      }
      const several = await planWith([
        gbp({ pricingModel: "flat_fee", price: 100, billingFrequency: "yearly" }),
        gbp({ pricingModel: "flat_fee", price: 12.5 }),
      ]);
      expect(several.startingPrice).toMatchObject({ pricePointId: several.pricePoints[1].id, amount: 12.5 });
      // A price per seat is what one seat costs: the plan's own flat fee heads it, however low the seat's.
      const seatsAndFee = await planWith([
        gbp({ pricingModel: "per_unit", price: 12, unitPrice: 12 }),
        gbp({ pricingModel: "flat_fee", price: 49 }),
      ]);
      expect(seatsAndFee.startingPrice).toMatchObject({
        pricePointId: seatsAndFee.pricePoints[1].id,
        amount: 49,
        pricingModel: "flat_fee",
      });
      // A metered plan's point priced by its usage metric has no price of its own to start from.
      const metered = await planWith([{ currency: "GBP" }], {
        isMetered: true,
        usageMetrics: [{ metricName: "calls", unit: "call", aggregation: "sum", pricePerUnit: 0.002 }],
      });
      expect(metered.pricePoints[0].pricingModel).toBe("metered");
      expect(metered.startingPrice).toBeNull();
    });
  });

  describe("price point versions", () => {
    beforeAll(async () => {
      await server.db.execute(
        "create table test_catalog_uses (round_account_id uuid not null, used_id uuid not null)" as never,
      );
      (REFERENCES as Reference[]).push(useReference);
    });
    afterAll(() => {
      (REFERENCES as Reference[]).splice(REFERENCES.indexOf(useReference), 1);
    });

    it("finds nothing in use when nothing refers to a point", async () => {
      const created = await planWith([{ currency: "GBP", price: 10, billingFrequency: "monthly" }]);
      const ids = [created.id, created.pricePoints[0].id];
      expect(await referencedIds(server.db, owner.accountId, ids)).toEqual(new Set());
    });

    it("edits an unused point in place, and versions a used one (new id, the old one kept)", async () => {
      const created = await planWith([
        { currency: "GBP", pricingModel: "flat_fee", price: 10, billingFrequency: "monthly" },
      ]);
      const first = created.pricePoints[0];
      // Unused: edited in place, same id and version.
      const edited = await server.put(
        `/api/catalog/plans/${created.id}`,
        { pricePoints: [{ ...first, price: 11 }] },
        owner.token,
      );
      expect(edited.body.pricePoints[0]).toMatchObject({ id: first.id, price: 11, version: 1 });

      await server.db.insert(pointUses).values({ roundAccountId: owner.accountId, usedId: first.id });
      expect(await referencedIds(server.db, owner.accountId, [first.id, created.id])).toEqual(
        new Set([first.id]),
      );
      // Its description may change in place; its price makes version 2 under a new id.
      const described = await server.put(
        `/api/catalog/plans/${created.id}`,
        { pricePoints: [{ ...first, price: 11, description: "Monthly" }] },
        owner.token,
      );
      expect(described.body.pricePoints[0]).toMatchObject({
        id: first.id,
        description: "Monthly",
        version: 1,
      });
      const repriced = await server.put(
        `/api/catalog/plans/${created.id}`,
        { pricePoints: [{ ...first, price: 15 }] },
        owner.token,
      );
      expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
      const second = repriced.body.pricePoints[0];
      expect(second).toMatchObject({ price: 15, version: 2 });
      expect(second.id).not.toBe(first.id);
      expect(repriced.body.startingPrice).toMatchObject({ pricePointId: second.id, amount: 15 });
      const [old] = await server.db
        .select()
        .from(pricePoints)
        .where(and(eq(pricePoints.roundAccountId, owner.accountId), eq(pricePoints.id, first.id)));
      expect(old).toMatchObject({ version: 1, price: "11.000000" });
      expect(old!.supersededAt).not.toBeNull();
      // What uses the old version still gets its price (grandfathering).
      const kept = await estimate({ items: [{ pricePointId: first.id }] });
      expect(kept.body.total).toBe(11);

      // In use: not deleted (409) but archived.
      expectError(
        await server.del(`/api/catalog/plans/${created.id}`, owner.token),
        409,
        "This item is in use. Archive it instead.",
      );
      const archived = await server.put(
        `/api/catalog/plans/${created.id}`,
        { status: "archived" },
        owner.token,
      );
      expect(archived.body.status).toBe("archived");
      expect((await server.get(`/api/catalog/plans/${created.id}`, owner.token)).status).toBe(200);
    });

    it("refuses to delete a used add-on, charge or coupon", async () => {
      const addon = await server.post(
        "/api/catalog/addons",
        {
          name: "Used",
          type: "recurring",
          chargeModel: "flat_fee",
          pricePoints: [{ currency: "GBP", price: 1 }],
        },
        owner.token,
      );
      const charge = await server.post(
        "/api/catalog/charges",
        {
          name: "Used",
          type: "one_time",
          chargeModel: "flat_fee",
          pricePoints: [{ currency: "GBP", price: 1 }],
        },
        owner.token,
      );
      const coupon = await server.post(
        "/api/catalog/coupons",
        {
          name: "Used",
          couponCode: "USED",
          discountType: "percentage",
          discountValue: 5,
          durationType: "forever",
        },
        owner.token,
      );
      await server.db.insert(pointUses).values([
        { roundAccountId: owner.accountId, usedId: addon.body.pricePoints[0].id },
        { roundAccountId: owner.accountId, usedId: charge.body.id },
        { roundAccountId: owner.accountId, usedId: coupon.body.id },
      ]);
      for (const path of [
        `/api/catalog/addons/${addon.body.id}`,
        `/api/catalog/charges/${charge.body.id}`,
        `/api/catalog/coupons/${coupon.body.id}`,
      ]) {
        expectError(await server.del(path, owner.token), 409, "This item is in use. Archive it instead.");
      }
    });
  });

  describe("estimates", () => {
    let tiered: Json;
    let yearly: Json;
    let oneOff: Json;
    let share: Json;

    beforeAll(async () => {
      const plan = await planWith([
        { currency: "GBP", pricingModel: "tiered", tiers, billingFrequency: "monthly" },
        { currency: "GBP", pricingModel: "flat_fee", price: 299, setupFee: 10, billingFrequency: "yearly" },
      ]);
      [tiered, yearly] = plan.pricePoints;
      oneOff = (
        await server.post(
          "/api/catalog/charges",
          {
            name: "Setup call",
            type: "one_time",
            chargeModel: "flat_fee",
            pricePoints: [{ currency: "GBP", price: 250 }],
          },
          owner.token,
        )
      ).body.pricePoints[0];
      share = (
        await server.post(
          "/api/catalog/charges",
          {
            name: "Late fee",
            type: "penalty",
            chargeModel: "percentage",
            pricePoints: [{ currency: "GBP", percentage: 1.5 }],
          },
          owner.token,
        )
      ).body.pricePoints[0];
      const coupons = [
        { couponCode: "TEN", discountType: "percentage", discountValue: 10 },
        { couponCode: "BIG", discountType: "fixed_amount", discountValue: 500 },
        {
          couponCode: "OLD",
          discountType: "percentage",
          discountValue: 10,
          validFrom: "2020-01-01",
          validUntil: "2020-06-01",
        },
        { couponCode: "OFF", discountType: "percentage", discountValue: 10, status: "archived" },
        { couponCode: "S1", discountType: "fixed_amount", discountValue: 1, stackable: true },
        { couponCode: "S2", discountType: "percentage", discountValue: 50, stackable: true },
      ];
      for (const coupon of coupons) {
        const created = await server.post(
          "/api/catalog/coupons",
          { name: coupon.couponCode, durationType: "forever", ...coupon },
          owner.token,
        );
        expect(created.status, JSON.stringify(created.body)).toBe(201);
      }
    });

    it("prices a tiered point: 10 units at 5 and 5 at 4 make 70", async () => {
      const answer = await estimate({
        customerId: "anyone",
        items: [{ pricePointId: tiered.id, quantity: 15 }],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expectShape(estimateResponse, answer.body);
      expect(answer.body).toMatchObject({ currency: "GBP", subtotal: 70, discount: 0, total: 70 });
      expect(answer.body.lines[0]).toMatchObject({ pricePointId: tiered.id, quantity: 15, amount: 70 });
      expect(
        answer.body.lines[0].breakdown.map((line: Json) => [line.quantity, line.unitAmount, line.amount]),
      ).toEqual([
        [10, 5, 50],
        [5, 4, 20],
      ]);
    });

    it("takes a percentage coupon off the recurring lines only", async () => {
      // 70 recurring + 250 one-off = 320; 10 % of 70 = 7.
      const answer = await estimate({
        items: [{ pricePointId: tiered.id, quantity: 15 }, { pricePointId: oneOff.id }],
        couponCodes: ["TEN"],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ subtotal: 320, discount: 7, total: 313 });
    });

    it("never takes a fixed amount below zero, includes the setup fee, prices percentages of a base", async () => {
      // 299 + 10 setup fee = 309; 500 off stops at 309.
      const answer = await estimate({ items: [{ pricePointId: yearly.id }], couponCodes: ["BIG"] });
      expect(answer.body).toMatchObject({ subtotal: 309, discount: 309, total: 0 });
      expect(answer.body.lines[0].breakdown.at(-1)).toEqual({
        description: "Setup fee",
        quantity: 1,
        unitAmount: 10,
        amount: 10,
      });
      // 1.5 % of 199.99 = 2.99985, rounded once to 3.00.
      const late = await estimate({ items: [{ pricePointId: share.id, baseAmount: 199.99 }] });
      expect(late.body).toMatchObject({ subtotal: 3, total: 3 });
      // Stackable coupons together: 50 % of 70 = 35, plus 1.
      const both = await estimate({
        items: [{ pricePointId: tiered.id, quantity: 15 }],
        couponCodes: ["S1", "S2"],
      });
      expect(both.body).toMatchObject({ discount: 36, total: 34 });
    });

    it("refuses unknown points and coupons that cannot be used, naming the field", async () => {
      expectError(
        await estimate({ items: [{ pricePointId: "00000000-0000-4000-8000-000000000000" }] }),
        400,
        "Price point not found",
        "items.0.pricePointId",
      );
      expectError(
        await estimate({ items: [{ pricePointId: "nope" }] }),
        400,
        "Price point not found",
        "items.0.pricePointId",
      );
      const one = [{ pricePointId: tiered.id, quantity: 2 }];
      expectError(
        await estimate({ items: one, couponCodes: ["NOPE"] }),
        400,
        "Coupon NOPE does not exist",
        "couponCodes",
      );
      expectError(
        await estimate({ items: one, couponCodes: ["OFF"] }),
        400,
        "Coupon OFF is not active",
        "couponCodes",
      );
      expectError(
        await estimate({ items: one, couponCodes: ["OLD"] }),
        400,
        "Coupon OLD has expired",
        "couponCodes",
      );
      expectError(
        await estimate({ items: one, couponCodes: ["TEN", "S1"] }),
        400,
        "Coupon TEN cannot be combined with other coupons",
        "couponCodes",
      );
      expectError(
        await estimate({ items: [{ pricePointId: tiered.id, quantity: 1.5 }] }),
        400,
        undefined,
        "items.0.quantity",
      );
      expectError(
        await estimate({ items: [{ pricePointId: share.id }] }),
        400,
        undefined,
        "items.0.baseAmount",
      );
      expectError(
        await estimate({ currency: "USD", items: one }),
        400,
        "This price point is in GBP; the estimate is in USD",
        "items.0.pricePointId",
      );
      expectError(await estimate({ items: [] }), 400, "At least one item is required", "items");
      // Another account's point does not exist for the stranger.
      expectError(
        await server.post("/api/estimates", { items: [{ pricePointId: tiered.id }] }, stranger.token),
        400,
        "Price point not found",
        "items.0.pricePointId",
      );
    });
  });

  describe("summary", () => {
    it("computes the stat cards from the records", async () => {
      // The stranger's account (USD): a clean slate.
      const token = stranger.token;
      const familyOf = await server.post("/api/catalog/product-families", family("Summary Family"), token);
      const fid = familyOf.body.id;
      const plan = async (price: number, billingFrequency: string, extra: Record<string, unknown> = {}) => {
        const answer = await server.post(
          "/api/catalog/plans",
          {
            name: `Summary ${price} ${billingFrequency}`,
            productFamilyId: fid,
            pricePoints: [{ currency: "USD", price, billingFrequency }],
            ...extra,
          },
          token,
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      };
      // A flat 30 a month, and 5 a seat: the flat fee is the plan's value, not one seat's price.
      await plan(30, "monthly", {
        pricePoints: [
          { currency: "USD", pricingModel: "per_unit", price: 5, billingFrequency: "monthly" },
          { currency: "USD", pricingModel: "flat_fee", price: 30, billingFrequency: "monthly" },
        ],
      });
      await plan(120, "yearly"); // 10 a month
      await plan(100, "quarterly"); // 33.333… a month
      await plan(1000, "monthly", { status: "inactive" }); // not active: left out
      await plan(50, "monthly", {
        pricePoints: [{ currency: "EUR", price: 50, billingFrequency: "monthly" }],
      }); // not USD
      const item = (path: string, body: Record<string, unknown>) =>
        server.post(
          path,
          {
            name: "Summary item",
            productFamilyId: fid,
            pricePoints: [{ currency: "USD", price: 1 }],
            ...body,
          },
          token,
        );
      await item("/api/catalog/addons", { type: "recurring", chargeModel: "flat_fee" });
      await item("/api/catalog/addons", { type: "usage_based", chargeModel: "per_unit", status: "inactive" });
      await item("/api/catalog/charges", { type: "one_time", chargeModel: "flat_fee" });
      await item("/api/catalog/charges", { type: "usage_based", chargeModel: "per_unit" });
      const coupon = {
        name: "Summary coupon",
        discountType: "percentage",
        discountValue: 5,
        durationType: "forever",
      };
      await server.post("/api/catalog/coupons", { ...coupon, couponCode: "SUM1" }, token);
      await server.post("/api/catalog/coupons", { ...coupon, couponCode: "SUM2", status: "archived" }, token);

      const summary = await server.get("/api/catalog/summary", token);
      expect(summary.status, JSON.stringify(summary.body)).toBe(200);
      expectShape(catalogSummaryResponse, summary.body);
      expect(summary.body).toEqual({
        currency: "USD",
        catalog: { totalProducts: 9, activeProducts: 7, monthlyRevenue: 0, productFamilies: 1 },
        // (30 + 10 + 33.333…) / 3 = 24.444… → 24.44
        plans: { totalPlans: 5, activePlans: 4, monthlyMrr: 0, avgPlanValue: 24.44 },
        addons: { totalAddons: 2, activeAddons: 1, recurringAddons: 1, usageBasedAddons: 1 },
        charges: { totalCharges: 2, activeCharges: 2, oneTimeCharges: 1, usageBasedCharges: 1 },
        coupons: { totalCoupons: 2, activeCoupons: 1, totalRedemptions: 0, totalSavings: 0 },
      });
      const counted = await server.get(`/api/catalog/product-families/${fid}`, token);
      expect(counted.body).toMatchObject({
        productCount: 9,
        planCount: 5,
        addonCount: 2,
        chargeCount: 2,
        revenue: 0,
      });
    });
  });

  describe("settings", () => {
    it("defaults to the organization's currency, else USD; saves changes; new prices follow them", async () => {
      const own = await server.get("/api/catalog/settings", owner.token);
      expectShape(catalogSettingsResponse, own.body);
      expect(own.body).toEqual({
        defaultCurrency: "GBP",
        allowedCurrencies: ["USD", "EUR", "GBP", "CAD", "AUD", "JPY"],
        updatedAt: null,
      });
      expect((await server.get("/api/catalog/settings", stranger.token)).body.defaultCurrency).toBe("USD");
      expectError(
        await server.put("/api/catalog/settings", { defaultCurrency: "XYZ" }, owner.token),
        400,
        "Invalid currency code",
        "defaultCurrency",
      );
      expectError(
        await server.put("/api/catalog/settings", { allowedCurrencies: ["USD", "EUR"] }, owner.token),
        400,
        "The default currency must be one of the allowed currencies",
        "allowedCurrencies",
      );
      const saved = await server.put(
        "/api/catalog/settings",
        { defaultCurrency: "EUR", allowedCurrencies: ["EUR", "GBP"] },
        owner.token,
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expectShape(catalogSettingsResponse, saved.body);
      expect(saved.body).toMatchObject({ defaultCurrency: "EUR", allowedCurrencies: ["EUR", "GBP"] });
      expect((await server.get("/api/catalog/settings", owner.token)).body).toEqual(saved.body);
      expectError(
        await server.post(
          "/api/catalog/plans",
          { name: "Dollars", productFamilyId: familyId, pricePoints: [{ currency: "USD", price: 1 }] },
          owner.token,
        ),
        400,
        "This currency is not allowed in the catalog settings",
        "pricePoints.0.currency",
      );
      expect((await server.get("/api/catalog/summary", owner.token)).body.currency).toBe("EUR");
    });
  });
}

describeOnBothDatabases("catalog pricing", pricingSuite);
