import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageEvents } from "../../src/db/schema/index.ts";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

// Bad input that used to pass or get another field's message: each is refused with 400, its own message on
// its own field, and changes nothing.

/** Instants whose day or time does not exist as written (they used to roll over: 30 February → 2 March). */
const IMPOSSIBLE_INSTANTS = [
  "2026-02-30T00:00:00Z",
  "2026-04-31T12:00+02:00",
  "2027-02-29T08:00:00Z",
  "2026-06-01T24:00:00Z",
];
const INSTANT_MESSAGE = "Please enter a valid date and time";

describeOnBothDatabases("bad input", (kind: DatabaseKind) => {
  let server: TestServer;
  let owner: SignedUp;
  let familyId: string;

  const post = (path: string, body: unknown) => server.call("POST", path, { body, token: owner.token });
  const put = (path: string, body: unknown) => server.call("PUT", path, { body, token: owner.token });
  const get = (path: string) => server.get(path, owner.token);
  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };

  beforeAll(async () => {
    server = await TestServer.start(kind);
    owner = await server.signUp({}, "business");
    ok(await put("/api/catalog/settings", { defaultCurrency: "USD" }));
    familyId = ok(
      await post("/api/catalog/product-families", {
        name: "Inputs",
        description: "Things to refuse",
        category: "SaaS Platform",
      }),
      201,
    ).id;
  });

  afterAll(async () => {
    await server?.close();
  });

  describe("impossible instants", () => {
    it("refuses a test clock frozen at a day or time that does not exist, and stores nothing", async () => {
      const before = ok(await get("/api/test-clocks")).length;
      for (const frozenTime of IMPOSSIBLE_INSTANTS) {
        expectError(
          await post("/api/test-clocks", { name: "Leap", frozenTime }),
          400,
          INSTANT_MESSAGE,
          "frozenTime",
        );
      }
      expect(ok(await get("/api/test-clocks"))).toHaveLength(before);

      const clock = ok(
        await post("/api/test-clocks", { name: "Real", frozenTime: "2026-02-27T00:00:00Z" }),
        201,
      );
      for (const frozenTime of IMPOSSIBLE_INSTANTS) {
        expectError(
          await post(`/api/test-clocks/${clock.id}/advance`, { frozenTime }),
          400,
          INSTANT_MESSAGE,
          "frozenTime",
        );
      }
      expect(ok(await get(`/api/test-clocks/${clock.id}`)).frozenTime).toBe("2026-02-27T00:00:00.000Z");
      // The last day of February exists, and 29 February of a leap year.
      ok(await post(`/api/test-clocks/${clock.id}/advance`, { frozenTime: "2026-02-28T23:59:59Z" }));
      ok(await post("/api/test-clocks", { name: "Leap day", frozenTime: "2028-02-29T12:00:00+02:00" }), 201);
    });

    it("refuses a usage event and a payment dated on a day that does not exist", async () => {
      const plan = ok(
        await post("/api/catalog/plans", {
          name: "Metered input",
          productFamilyId: familyId,
          pricePoints: [
            { currency: "USD", pricingModel: "flat_fee", price: 10, billingFrequency: "monthly" },
          ],
          usageMetrics: [{ metricName: "api_calls", unit: "call", aggregation: "sum", pricePerUnit: 0.01 }],
        }),
        201,
      );
      const customer = ok(
        await post("/api/customers", {
          email: uniqueEmail("instants"),
          firstName: "Ada",
          lastName: "Lovelace",
          currency: "USD",
        }),
        201,
      );
      const subscription = ok(
        await post("/api/subscriptions", {
          customerId: customer.id,
          planPricePointId: plan.pricePoints[0].id,
        }),
        201,
      );
      for (const [index, timestamp] of IMPOSSIBLE_INSTANTS.entries()) {
        expectError(
          await post("/api/usage", {
            subscriptionId: subscription.id,
            metricName: "api_calls",
            quantity: 5,
            timestamp,
            idempotencyKey: `impossible-${index}`,
          }),
          400,
          INSTANT_MESSAGE,
          "timestamp",
        );
      }
      const events = async () => {
        const [row] = await server.db
          .select({ value: count() })
          .from(usageEvents)
          .where(eq(usageEvents.subscriptionId, subscription.id));
        return row?.value;
      };
      expect(await events()).toBe(0);
      ok(
        await post("/api/usage", {
          subscriptionId: subscription.id,
          metricName: "api_calls",
          quantity: 5,
          timestamp: "2026-04-30T12:00+02:00",
          idempotencyKey: "possible",
        }),
        201,
      );
      expect(await events()).toBe(1);

      const invoice = ok(
        await post("/api/invoices", {
          customerId: customer.id,
          items: [{ description: "Consulting", amount: 100 }],
          finalize: true,
        }),
        201,
      );
      for (const paidAt of IMPOSSIBLE_INSTANTS) {
        expectError(
          await post(`/api/invoices/${invoice.id}/payments`, {
            amount: 100,
            paymentMethod: "bank_transfer",
            paidAt,
          }),
          400,
          INSTANT_MESSAGE,
          "paidAt",
        );
      }
      expect(ok(await get(`/api/invoices/${invoice.id}`))).toMatchObject({ status: "open", amountPaid: 0 });
    });
  });

  describe("lengths of the catalog's names and descriptions", () => {
    const huge = "N".repeat(100 * 1024);
    const point = { currency: "USD", pricingModel: "flat_fee", price: 10, billingFrequency: "monthly" };
    const cases: [string, string, Json, string][] = [
      ["plans", "Plan name", { productFamilyId: "", pricePoints: [point] }, "/api/catalog/plans"],
      [
        "addons",
        "Addon name",
        { type: "recurring", chargeModel: "flat_fee", pricePoints: [point] },
        "/api/catalog/addons",
      ],
      [
        "charges",
        "Charge name",
        { type: "one_time", chargeModel: "flat_fee", pricePoints: [point] },
        "/api/catalog/charges",
      ],
      [
        "coupons",
        "Coupon name",
        { couponCode: "LENGTHS", discountType: "percentage", discountValue: 10, durationType: "forever" },
        "/api/catalog/coupons",
      ],
    ];

    it.each(cases)(
      "refuses %s named with 100 KB or one letter, or described at length",
      async (_, label, body, path) => {
        const full = { ...body, ...("productFamilyId" in body ? { productFamilyId: familyId } : {}) };
        const before = ok(await get(path)).totalCount;
        expectError(
          await post(path, { ...full, name: huge }),
          400,
          `${label} cannot exceed 100 characters`,
          "name",
        );
        expectError(
          await post(path, { ...full, name: " X " }),
          400,
          `${label} must be at least 2 characters`,
          "name",
        );
        expectError(
          await post(path, { ...full, name: "Described", description: "d".repeat(501) }),
          400,
          "Description cannot exceed 500 characters",
          "description",
        );
        expect(ok(await get(path)).totalCount).toBe(before);

        // At the limits it is stored, and a change past them is refused.
        const created = ok(
          await post(path, { ...full, name: "n".repeat(100), description: "d".repeat(500) }),
          201,
        );
        expectError(
          await put(`${path}/${created.id}`, { name: huge }),
          400,
          `${label} cannot exceed 100 characters`,
          "name",
        );
        expect(ok(await get(`${path}/${created.id}`)).name).toBe("n".repeat(100));
      },
    );
  });

  describe("amounts in the currency's minor unit", () => {
    const coupon = {
      name: "Fixed off",
      discountType: "fixed_amount",
      durationType: "forever",
    };

    it("refuses a fixed-amount coupon of 1.005 USD with the credits' message, and stores nothing", async () => {
      const before = ok(await get("/api/catalog/coupons")).totalCount;
      expectError(
        await post("/api/catalog/coupons", { ...coupon, couponCode: "FIXED1005", discountValue: 1.005 }),
        400,
        "Amount can have at most 2 decimal places",
        "discountValue",
      );
      expectError(
        await post("/api/catalog/coupons", {
          ...coupon,
          couponCode: "MINORDER",
          discountValue: 5,
          restrictions: { minimumOrderValue: 20.001 },
        }),
        400,
        "Amount can have at most 2 decimal places",
        "restrictions.minimumOrderValue",
      );
      expect(ok(await get("/api/catalog/coupons")).totalCount).toBe(before);

      const created = ok(
        await post("/api/catalog/coupons", { ...coupon, couponCode: "FIXED101", discountValue: 1.01 }),
        201,
      );
      expectError(
        await put(`/api/catalog/coupons/${created.id}`, { discountValue: 0.999 }),
        400,
        "Amount can have at most 2 decimal places",
        "discountValue",
      );
      expect(ok(await get(`/api/catalog/coupons/${created.id}`)).discountValue).toBe(1.01);
      // A percentage is not money: 12.5% stays fine.
      ok(
        await post("/api/catalog/coupons", {
          ...coupon,
          couponCode: "PERCENT125",
          discountType: "percentage",
          discountValue: 12.5,
        }),
        201,
      );
    });

    it("takes a yen coupon in whole yen, and a setup fee in its currency's minor unit", async () => {
      ok(await put("/api/catalog/settings", { defaultCurrency: "JPY", allowedCurrencies: ["USD", "JPY"] }));
      try {
        expectError(
          await post("/api/catalog/coupons", { ...coupon, couponCode: "YEN", discountValue: 500.5 }),
          400,
          "Amount must be a whole number",
          "discountValue",
        );
        ok(await post("/api/catalog/coupons", { ...coupon, couponCode: "YEN", discountValue: 500 }), 201);
      } finally {
        ok(await put("/api/catalog/settings", { defaultCurrency: "USD" }));
      }
      expectError(
        await post("/api/catalog/plans", {
          name: "Setup fee",
          productFamilyId: familyId,
          pricePoints: [
            {
              currency: "USD",
              pricingModel: "per_unit",
              price: 0.0125,
              setupFee: 10.005,
              billingFrequency: "monthly",
            },
          ],
        }),
        400,
        "Amount can have at most 2 decimal places",
        "pricePoints.0.setupFee",
      );
      // A unit price keeps up to 6 decimals.
      ok(
        await post("/api/catalog/plans", {
          name: "Setup fee",
          productFamilyId: familyId,
          pricePoints: [
            {
              currency: "USD",
              pricingModel: "per_unit",
              price: 0.0125,
              setupFee: 10.05,
              billingFrequency: "monthly",
            },
          ],
        }),
        201,
      );
    });
  });
});
