import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { invoices } from "../../src/db/schema/index.ts";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  expectError,
  type Json,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../helpers.ts";

// One-off invoices (POST /api/invoices): charges of the catalog priced by @round/billing beside lines typed
// by hand, and each fault of a line answered on its own field, on PGlite and PostgreSQL.

describeOnBothDatabases("one-off invoices", (kind: DatabaseKind) => {
  let server: TestServer;
  let owner: SignedUp;
  let customerId: string;
  const points: Record<string, string> = {};

  const post = (path: string, body: unknown) => server.call("POST", path, { body, token: owner.token });
  const ok = (answer: Json, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };
  const invoiceCount = async () =>
    (
      await server.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.roundAccountId, owner.accountId))
    ).length;

  /** A charge with one price point; answers the point's id. */
  async function charge(name: string, body: Json) {
    return ok(await post("/api/catalog/charges", { name, ...body }), 201).pricePoints[0].id as string;
  }

  beforeAll(async () => {
    server = await TestServer.start(kind);
    owner = await server.signUp({}, "business");
    ok(await server.put("/api/catalog/settings", { defaultCurrency: "USD" }, owner.token));
    customerId = ok(
      await post("/api/customers", { email: uniqueEmail("one-off"), firstName: "Ada", currency: "USD" }),
      201,
    ).id;
    points.setup = await charge("Onboarding call", {
      type: "one_time",
      chargeModel: "flat_fee",
      pricePoints: [{ currency: "USD", price: 250 }],
    });
    points.seats = await charge("Extra seats", {
      type: "recurring",
      chargeModel: "per_unit",
      pricePoints: [{ currency: "USD", price: 12.5, billingFrequency: "monthly" }],
    });
    points.calls = await charge("API calls", {
      type: "usage_based",
      chargeModel: "tiered",
      pricePoints: [
        {
          currency: "USD",
          tiers: [
            { startingUnit: 1, endingUnit: 100, price: 0.1 },
            { startingUnit: 101, endingUnit: null, price: 0.05 },
          ],
        },
      ],
    });
    points.lateFee = await charge("Late fee", {
      type: "penalty",
      chargeModel: "percentage",
      pricePoints: [{ currency: "USD", percentage: 1.5 }],
    });
    points.euro = await charge("Euro call", {
      type: "one_time",
      chargeModel: "flat_fee",
      pricePoints: [{ currency: "EUR", price: 90 }],
    });
    const archived = ok(
      await post("/api/catalog/charges", {
        name: "Old audit",
        type: "one_time",
        chargeModel: "flat_fee",
        pricePoints: [{ currency: "USD", price: 400 }],
      }),
      201,
    );
    points.archived = archived.pricePoints[0].id;
    ok(await server.put(`/api/catalog/charges/${archived.id}`, { status: "archived" }, owner.token));
    const familyId = ok(
      await post("/api/catalog/product-families", {
        name: "Analytics",
        description: "Analytics plans",
        category: "SaaS Platform",
      }),
      201,
    ).id;
    points.plan = ok(
      await post("/api/catalog/plans", {
        name: "Basic",
        productFamilyId: familyId,
        pricePoints: [{ currency: "USD", pricingModel: "flat_fee", price: 30, billingFrequency: "monthly" }],
      }),
      201,
    ).pricePoints[0].id;
  });
  afterAll(() => server?.close());

  it("bills the catalog's charges, priced by the engine, beside a line typed by hand", async () => {
    const invoice = ok(
      await post("/api/invoices", {
        customerId,
        items: [
          { pricePointId: points.setup },
          { pricePointId: points.seats, quantity: 3 },
          { pricePointId: points.calls, quantity: 150 },
          { pricePointId: points.lateFee, baseAmount: 1234.56 },
          { description: "Workshop travel", amount: 80.4, quantity: 2 },
        ],
      }),
      201,
    );
    // 250; 3 × 12.50; 100 × 0.10 + 50 × 0.05; 1.5% of 1,234.56 = 18.5184 → 18.52; 2 × 80.40.
    expect(invoice.lines.map((line: Json) => [line.description, line.quantity, line.amount])).toEqual([
      ["Onboarding call", 1, 250],
      ["Extra seats", 3, 37.5],
      ["API calls", 150, 12.5],
      ["Late fee (1.5% of $1,234.56)", 1, 18.52],
      ["Workshop travel", 2, 160.8],
    ]);
    expect(invoice).toMatchObject({ status: "draft", currency: "USD", total: 479.32 });
  });

  it("says whether an invoice is collected automatically, as its customer was when it was raised", async () => {
    const auto = ok(
      await post("/api/customers", { email: uniqueEmail("auto"), currency: "USD", autoCollection: true }),
      201,
    ).id;
    const item = { description: "Setup", amount: 10 };
    const draft = ok(await post("/api/invoices", { customerId: auto, items: [item] }), 201);
    expect(draft.autoCollection).toBe(true);
    const listed = ok(await server.get(`/api/invoices?customerId=${auto}`, owner.token)).items[0];
    expect(listed.autoCollection).toBe(true);
    expect(ok(await post("/api/invoices", { customerId, items: [item] }), 201).autoCollection).toBe(false);
  });

  it("answers each fault of a typed line on its own field, with its own message, and writes nothing", async () => {
    const before = await invoiceCount();
    const line = (fields: Json) => ({ description: "Consulting", amount: 100, ...fields });
    const cases: [Json, string, string][] = [
      [line({ amount: -1 }), "items.0.amount", "Amount cannot be negative"],
      [line({ amount: 1.005 }), "items.0.amount", "Amount can have at most 2 decimal places"],
      [line({ quantity: 0 }), "items.0.quantity", "Quantity must be a whole number of at least 1"],
      [line({ quantity: 2.5 }), "items.0.quantity", "Quantity must be a whole number of at least 1"],
      [
        line({ description: "x".repeat(300) }),
        "items.0.description",
        "Description can have at most 255 characters",
      ],
      [line({ description: "  " }), "items.0.description", "Description is required"],
      [{ amount: 5 }, "items.0.description", "Description is required"],
    ];
    for (const [item, field, message] of cases) {
      expectError(await post("/api/invoices", { customerId, items: [item] }), 400, message, field);
    }
    // The second line's fault is the second line's.
    expectError(
      await post("/api/invoices", { customerId, items: [line({}), line({ amount: -1 })] }),
      400,
      "Amount cannot be negative",
      "items.1.amount",
    );
    expect(await invoiceCount()).toBe(before);
  });

  it("refuses a charge that is not for sale, or not the customer's currency, on its own field", async () => {
    const before = await invoiceCount();
    const refused = async (item: Json, status: number, message: string | RegExp, field: string) =>
      expectError(
        await post("/api/invoices", {
          customerId,
          items: [{ description: "Fine", amount: 1 }, item],
        }),
        status,
        message,
        field,
      );
    await refused(
      { pricePointId: points.archived },
      400,
      "Old audit is archived: it can no longer be billed",
      "items.1.pricePointId",
    );
    await refused(
      { pricePointId: "00000000-0000-4000-8000-000000000000" },
      400,
      "Charge price point not found",
      "items.1.pricePointId",
    );
    await refused({ pricePointId: "not-an-id" }, 400, "Charge price point not found", "items.1.pricePointId");
    // A plan's price point is sold by a subscription, not on a one-off invoice.
    await refused({ pricePointId: points.plan }, 400, "Charge price point not found", "items.1.pricePointId");
    await refused(
      { pricePointId: points.euro },
      400,
      "This charge is in EUR; the customer pays in USD",
      "items.1.pricePointId",
    );
    await refused(
      { pricePointId: points.lateFee },
      400,
      "Base amount is required for a percentage charge",
      "items.1.baseAmount",
    );
    await refused(
      { pricePointId: points.lateFee, baseAmount: 10.001 },
      400,
      "Amount can have at most 2 decimal places",
      "items.1.baseAmount",
    );
    await refused(
      { pricePointId: points.lateFee, baseAmount: -3 },
      400,
      "Base amount cannot be negative",
      "items.1.baseAmount",
    );
    await refused(
      { pricePointId: points.setup, baseAmount: 100 },
      400,
      "Only a percentage charge takes a base amount",
      "items.1.baseAmount",
    );
    await refused(
      { pricePointId: points.seats, quantity: 0 },
      400,
      "Quantity must be a whole number of at least 1",
      "items.1.quantity",
    );
    await refused({ pricePointId: "" }, 400, "Charge is required", "items.1.pricePointId");
    expect(await invoiceCount()).toBe(before);
  });
});
