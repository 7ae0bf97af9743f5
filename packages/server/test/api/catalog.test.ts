import {
  addonResponse,
  chargeResponse,
  couponResponse,
  pageOf,
  planResponse,
  productFamilyResponse,
} from "@round/forms/schemas";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  expectError,
  type Json,
  TestServer,
} from "../helpers.ts";

// The catalog's records over HTTP (COMMERCE.md, "Catalog"), on PGlite and PostgreSQL: every endpoint's
// success, the spec's messages (catalog §5) with their fields, 409s, duplicates, archive and delete rules,
// and another account's records answering 404.

type SignedUp = Awaited<ReturnType<TestServer["signUp"]>>;

/** The answer matches its route's shared response schema exactly. */
function expectShape(schema: v.GenericSchema, body: unknown) {
  const result = v.safeParse(schema, body);
  const issues = result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
  expect(result.success, JSON.stringify(issues)).toBe(true);
}

const family = (name: string) => ({
  name,
  description: "Everything the core product does",
  category: "SaaS Platform",
});

const plan = (productFamilyId: string, name = "Starter") => ({
  name,
  description: "For small teams",
  productFamilyId,
  pricePoints: [
    { currency: "GBP", pricingModel: "flat_fee", price: 29.99, billingFrequency: "monthly" },
    { currency: "GBP", pricingModel: "flat_fee", price: 299, billingFrequency: "yearly", setupFee: 10 },
  ],
  features: [
    { name: "Projects", featureType: "quantity", value: 10 },
    { name: "SSO", featureType: "boolean", value: false },
  ],
  usageMetrics: [{ metricName: "api_calls", unit: "call", aggregation: "sum", pricePerUnit: 0.001 }],
});

const addon = (productFamilyId?: string) => ({
  name: "Extra seats",
  description: "More people",
  ...(productFamilyId ? { productFamilyId } : {}),
  type: "recurring",
  chargeModel: "per_unit",
  pricePoints: [{ currency: "GBP", price: 5, billingFrequency: "month" }],
});

const charge = (productFamilyId?: string) => ({
  name: "Onboarding",
  description: "A hand-held start",
  ...(productFamilyId ? { productFamilyId } : {}),
  type: "one_time",
  chargeModel: "flat_fee",
  pricePoints: [{ currency: "GBP", price: 250 }],
});

const coupon = (couponCode: string) => ({
  name: "Launch",
  couponCode,
  discountType: "percentage",
  discountValue: 10,
  durationType: "forever",
});

const ids = (body: Json) => body.items.map((item: Json) => item.id);

function catalogSuite(kind: DatabaseKind) {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  let familyId: string;

  const post = (path: string, body: unknown, token = owner.token) => server.post(path, body, token);
  const put = (path: string, body: unknown, token = owner.token) => server.put(path, body, token);
  const get = (path: string, token = owner.token) => server.get(path, token);
  const del = (path: string, token = owner.token) => server.del(path, token);

  beforeAll(async () => {
    server = await TestServer.start(kind);
    [owner, stranger] = await Promise.all([
      server.signUp({}, "business"),
      server.signUp({ firstName: "Grace", lastName: "Hopper" }),
    ]);
    const created = await post("/api/catalog/product-families", family("Core Platform"));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    familyId = created.body.id;
  });
  afterAll(() => server?.close());

  describe("product families", () => {
    it("creates, reads, lists, updates and deletes a family", async () => {
      const created = await post("/api/catalog/product-families", {
        ...family("Families One"),
        settings: { requireApproval: true },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expectShape(productFamilyResponse, created.body);
      expect(created.body).toMatchObject({
        name: "Families One",
        status: "active",
        productCount: 0,
        revenue: 0,
        // The business sign-up's organization is in GBP: the account's catalog currency.
        settings: { allowCustomPricing: false, requireApproval: true, defaultCurrency: "GBP" },
      });
      const id = created.body.id;
      const read = await get(`/api/catalog/product-families/${id}`);
      expect(read.body).toEqual(created.body);
      const list = await get("/api/catalog/product-families?search=FAMILIES%20one");
      expectShape(pageOf(productFamilyResponse), list.body);
      expect(list.body).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 20, totalPages: 1 });
      expect(ids(list.body)).toEqual([id]);
      const updated = await put(`/api/catalog/product-families/${id}`, { status: "draft" });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expectShape(productFamilyResponse, updated.body);
      expect(updated.body).toMatchObject({ name: "Families One", status: "draft" });
      expect(updated.body.settings.requireApproval).toBe(true);
      expect(
        (await get("/api/catalog/product-families?status=draft")).body.items.map((f: Json) => f.id),
      ).toEqual([id]);
      const deleted = await del(`/api/catalog/product-families/${id}`);
      expect(deleted.status).toBe(204);
      expectError(await get(`/api/catalog/product-families/${id}`), 404);
    });

    it("refuses invalid families with the spec's messages and fields", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...family("x"), name: "" }, "name", "Product family name is required"],
        [family("x"), "name", "Product family name must be at least 2 characters"],
        [family("x".repeat(101)), "name", "Product family name cannot exceed 100 characters"],
        [{ ...family("Valid"), description: "" }, "description", "Description is required"],
        [
          { ...family("Valid"), description: "short" },
          "description",
          "Description must be at least 10 characters",
        ],
        [
          { ...family("Valid"), description: "d".repeat(501) },
          "description",
          "Description cannot exceed 500 characters",
        ],
        [{ ...family("Valid"), category: "" }, "category", "Category is required"],
        [
          { ...family("Valid"), settings: { defaultCurrency: "JPY" } },
          "settings.defaultCurrency",
          "Invalid currency code",
        ],
      ];
      for (const [body, field, message] of cases) {
        expectError(await post("/api/catalog/product-families", body), 400, message, field);
      }
      // A partial update is validated as the whole record it makes.
      expectError(
        await put(`/api/catalog/product-families/${familyId}`, { name: "x" }),
        400,
        "Product family name must be at least 2 characters",
        "name",
      );
      expectError(await get("/api/catalog/product-families?status=gone"), 400, undefined, "status");
      expectError(await get("/api/catalog/product-families?pageSize=101"), 400, undefined, "pageSize");
    });

    it("keeps names unique per account, ignoring case (409)", async () => {
      expectError(
        await post("/api/catalog/product-families", family("core platform")),
        409,
        "A product family with this name already exists.",
        "name",
      );
      const other = await post("/api/catalog/product-families", family("Renamed Later"));
      expectError(
        await put(`/api/catalog/product-families/${other.body.id}`, { name: "CORE PLATFORM" }),
        409,
        "A product family with this name already exists.",
        "name",
      );
      // Another account may use the name.
      expect(
        (await post("/api/catalog/product-families", family("Core Platform"), stranger.token)).status,
      ).toBe(201);
      expect((await del(`/api/catalog/product-families/${other.body.id}`)).status).toBe(204);
    });

    it("counts its items, and refuses to delete a family with items until they are moved or deleted", async () => {
      const own = await post("/api/catalog/product-families", family("Counted Family"));
      const id = own.body.id;
      const p = await post("/api/catalog/plans", plan(id, "Counted plan"));
      const a = await post("/api/catalog/addons", addon(id));
      const c = await post("/api/catalog/charges", charge(id));
      expect([p.status, a.status, c.status]).toEqual([201, 201, 201]);
      const read = await get(`/api/catalog/product-families/${id}`);
      expect(read.body).toMatchObject({
        productCount: 3,
        planCount: 1,
        addonCount: 1,
        chargeCount: 1,
        revenue: 0,
      });
      expectError(
        await del(`/api/catalog/product-families/${id}`),
        409,
        "This product family has items. Move or delete them first.",
      );
      // Moved: the plan to another family; deleted: the add-on; the charge leaves its family.
      expect((await put(`/api/catalog/plans/${p.body.id}`, { productFamilyId: familyId })).status).toBe(200);
      expect((await del(`/api/catalog/addons/${a.body.id}`)).status).toBe(204);
      const moved = await put(`/api/catalog/charges/${c.body.id}`, { productFamilyId: "" });
      expect(moved.body.productFamilyId).toBeNull();
      expect((await get(`/api/catalog/product-families/${id}`)).body.productCount).toBe(0);
      expect((await del(`/api/catalog/product-families/${id}`)).status).toBe(204);
    });

    it("answers 404 for another account's family, unknown ids and ids that are not UUIDs", async () => {
      expectError(await get(`/api/catalog/product-families/${familyId}`, stranger.token), 404);
      expectError(
        await put(`/api/catalog/product-families/${familyId}`, { status: "draft" }, stranger.token),
        404,
      );
      expectError(await del(`/api/catalog/product-families/${familyId}`, stranger.token), 404);
      expectError(await get("/api/catalog/product-families/00000000-0000-4000-8000-000000000000"), 404);
      expectError(await get("/api/catalog/product-families/not-a-uuid"), 404);
      expectError(
        await get(`/api/catalog/product-families?roundAccountId=${owner.accountId}`, stranger.token),
        404,
      );
      expect(ids((await get("/api/catalog/product-families", stranger.token)).body)).not.toContain(familyId);
      // Another account's family cannot be named by an item either.
      expectError(
        await post("/api/catalog/plans", plan(familyId), stranger.token),
        400,
        "Product family not found",
        "productFamilyId",
      );
    });

    it("pages and orders the list", async () => {
      for (const name of ["Paged A", "Paged B", "Paged C"]) {
        await post("/api/catalog/product-families", family(name));
      }
      const page = await get(
        "/api/catalog/product-families?search=paged&orderBy=name&isAscending=true&pageSize=2",
      );
      expect(page.body).toMatchObject({ totalCount: 3, pageSize: 2, totalPages: 2 });
      expect(page.body.items.map((item: Json) => item.name)).toEqual(["Paged A", "Paged B"]);
      const second = await get(
        "/api/catalog/product-families?search=paged&orderBy=name&isAscending=true&pageSize=2&pageNumber=2",
      );
      expect(second.body.items.map((item: Json) => item.name)).toEqual(["Paged C"]);
      const newest = await get("/api/catalog/product-families?search=paged");
      expect(newest.body.items.map((item: Json) => item.name)).toEqual(["Paged C", "Paged B", "Paged A"]);
      // The search looks in categories too, and % and _ are literal.
      expect((await get("/api/catalog/product-families?search=saas%20plat")).body.totalCount).toBeGreaterThan(
        3,
      );
      expect((await get("/api/catalog/product-families?search=%25")).body.totalCount).toBe(0);
    });
  });

  describe("plans", () => {
    it("creates a plan with its points, features and metrics, each with its own id", async () => {
      const created = await post("/api/catalog/plans", plan(familyId, "Growth"));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expectShape(planResponse, created.body);
      const body = created.body;
      expect(body).toMatchObject({
        name: "Growth",
        productFamilyId: familyId,
        productFamilyName: "Core Platform",
        status: "active",
        billingPeriod: "monthly",
        isMetered: false,
        billingCycles: null,
        mrr: 0,
        customerPortal: {
          showInCheckout: true,
          showInPortal: true,
          allowUpgrade: true,
          allowDowngrade: true,
          allowCancellation: false,
        },
        startingPrice: {
          amount: 29.99,
          currency: "GBP",
          billingFrequency: "monthly",
          pricingModel: "flat_fee",
        },
      });
      expect(body.pricePoints.map((point: Json) => [point.price, point.setupFee, point.version])).toEqual([
        [29.99, null, 1],
        [299, 10, 1],
      ]);
      expect(body.startingPrice.pricePointId).toBe(body.pricePoints[0].id);
      expect(
        body.features.map((feature: Json) => [feature.name, feature.value, feature.displayOrder]),
      ).toEqual([
        ["Projects", 10, 0],
        ["SSO", false, 1],
      ]);
      expect(body.usageMetrics[0]).toMatchObject({
        metricName: "api_calls",
        pricePerUnit: 0.001,
        overage: false,
      });
      const all = [...body.pricePoints, ...body.features, ...body.usageMetrics].map((item: Json) => item.id);
      expect(new Set(all).size).toBe(all.length);
      expect((await get(`/api/catalog/plans/${body.id}`)).body).toEqual(body);
    });

    it("lists with search (a number matches the starting price), status and family filters", async () => {
      const other = await post("/api/catalog/product-families", family("Plan Filters"));
      const cheap = await post("/api/catalog/plans", {
        ...plan(other.body.id, "Filter Cheap"),
        pricePoints: [{ currency: "GBP", price: 7.5, billingFrequency: "monthly" }],
      });
      const pricey = await post("/api/catalog/plans", {
        ...plan(other.body.id, "Filter Pricey"),
        status: "inactive",
        pricePoints: [{ currency: "GBP", price: 99, billingFrequency: "monthly" }],
      });
      const ofFamily = await get(`/api/catalog/plans?productFamilyId=${other.body.id}`);
      expectShape(pageOf(planResponse), ofFamily.body);
      expect(ids(ofFamily.body)).toEqual([pricey.body.id, cheap.body.id]);
      expect(
        ids((await get(`/api/catalog/plans?productFamilyId=${other.body.id}&status=inactive`)).body),
      ).toEqual([pricey.body.id]);
      expect(ids((await get("/api/catalog/plans?search=7.5")).body)).toEqual([cheap.body.id]);
      expect(ids((await get("/api/catalog/plans?search=%C2%A399")).body)).toContain(pricey.body.id);
      expect(ids((await get("/api/catalog/plans?search=filter%20che")).body)).toEqual([cheap.body.id]);
      expect((await get("/api/catalog/plans?productFamilyId=not-an-id")).body.totalCount).toBe(0);
      // Whatever the case typed; the status is searched too; the count and the pages follow the search.
      const shouted = (await get("/api/catalog/plans?search=FILTER%20&orderBy=name&isAscending=true")).body;
      expect(ids(shouted)).toEqual([cheap.body.id, pricey.body.id]);
      expect(shouted.totalCount).toBe(2);
      expect(ids((await get("/api/catalog/plans?search=PRICEY%20for%20small%20teams%20inAct")).body)).toEqual(
        [pricey.body.id],
      );
      expect(ids((await get(`/api/catalog/plans?search=ricey&status=inactive`)).body)).toEqual([
        pricey.body.id,
      ]);
      const second = (
        await get("/api/catalog/plans?search=filter%20&pageSize=1&pageNumber=2&orderBy=name&isAscending=true")
      ).body;
      expect(second).toMatchObject({ totalCount: 2, totalPages: 2, pageNumber: 2 });
      expect(ids(second)).toEqual([pricey.body.id]);
      const past = (await get("/api/catalog/plans?search=filter%20&pageSize=1&pageNumber=9")).body;
      expect(past).toMatchObject({ items: [], totalCount: 2 });
      const pastOfFamily = (
        await get(`/api/catalog/plans?productFamilyId=${other.body.id}&pageSize=1&pageNumber=9`)
      ).body;
      expect(pastOfFamily).toMatchObject({ items: [], totalCount: 2 });
      expectError(await get("/api/catalog/plans?orderBy=price"), 400, undefined, "orderBy");
    });

    it("refuses invalid plans with the messages and dotted fields of the shared schema", async () => {
      const base = plan(familyId);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...base, name: "" }, "name", "Plan name is required"],
        [{ ...base, productFamilyId: "" }, "productFamilyId", "Product family is required"],
        [
          { ...base, pricePoints: [{ currency: "GBP", pricingModel: "flat_fee", price: -1 }] },
          "pricePoints.0.price",
          "Price cannot be negative",
        ],
        [
          { ...base, pricePoints: [{ currency: "GBP", pricingModel: "flat_fee" }] },
          "pricePoints.0.price",
          "Price is required",
        ],
        [
          {
            ...base,
            pricePoints: [
              { currency: "GBP", pricingModel: "tiered", tiers: [{ startingUnit: 2, price: 1 }] },
            ],
          },
          "pricePoints.0.tiers.0.startingUnit",
          "Tiers must start at unit 1",
        ],
        [
          { ...base, pricePoints: [{ currency: "CHF", price: 1 }] },
          "pricePoints.0.currency",
          "Invalid currency code",
        ],
        [
          { ...base, pricePoints: [{ currency: "GBP", pricingModel: "flat_fee", price: 1e15 }] },
          "pricePoints.0.price",
          "Price is too large",
        ],
        [
          { ...base, pricePoints: [{ currency: "GBP", pricingModel: "flat_fee", price: 1.0000001 }] },
          "pricePoints.0.price",
          "Price can have at most 6 decimals",
        ],
        [
          { ...base, features: [{ name: "", featureType: "boolean" }] },
          "features.0.name",
          "Feature name is required",
        ],
        [
          { ...base, productFamilyId: "00000000-0000-4000-8000-000000000000" },
          "productFamilyId",
          "Product family not found",
        ],
      ];
      for (const [body, field, message] of cases) {
        expectError(await post("/api/catalog/plans", body), 400, message, field);
      }
      // A plan point that leaves its model to the plan still needs a price.
      expectError(
        await post("/api/catalog/plans", { ...base, pricePoints: [{ currency: "GBP" }] }),
        400,
        "Price is required",
        "pricePoints.0.price",
      );
    });

    it("changes the fields sent; an unused point edited keeps its id; archives with status", async () => {
      const created = (await post("/api/catalog/plans", plan(familyId, "Editable"))).body;
      const described = await put(`/api/catalog/plans/${created.id}`, { description: "Changed" });
      expect(described.status, JSON.stringify(described.body)).toBe(200);
      expect(described.body.pricePoints).toEqual(created.pricePoints);
      expect(described.body.features.map((feature: Json) => feature.id)).toEqual(
        created.features.map((feature: Json) => feature.id),
      );
      const [monthly, yearly] = created.pricePoints;
      const repriced = await put(`/api/catalog/plans/${created.id}`, {
        pricePoints: [
          { ...monthly, price: 19 },
          yearly,
          { currency: "GBP", price: 5, billingFrequency: "weekly" },
        ],
      });
      expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
      expectShape(planResponse, repriced.body);
      const points = repriced.body.pricePoints;
      expect(points.map((point: Json) => [point.id === monthly.id, point.price, point.version])).toEqual([
        [true, 19, 1],
        [false, 299, 1],
        [false, 5, 1],
      ]);
      expect(points[1].id).toBe(yearly.id);
      expect(repriced.body.startingPrice).toMatchObject({ amount: 5, billingFrequency: "weekly" });
      // A point left out is removed.
      const fewer = await put(`/api/catalog/plans/${created.id}`, { pricePoints: [points[0]] });
      expect(fewer.body.pricePoints.map((point: Json) => point.id)).toEqual([monthly.id]);
      const archived = await put(`/api/catalog/plans/${created.id}`, { status: "archived" });
      expect(archived.body.status).toBe("archived");
      expectError(
        await put(`/api/catalog/plans/${created.id}`, { status: "gone" }),
        400,
        "Invalid status",
        "status",
      );
    });

    it("duplicates a plan as '{name} (copy)', inactive, with new ids", async () => {
      const created = (await post("/api/catalog/plans", plan(familyId, "Original"))).body;
      const copy = await post(`/api/catalog/plans/${created.id}/duplicate`, undefined);
      expect(copy.status, JSON.stringify(copy.body)).toBe(201);
      expectShape(planResponse, copy.body);
      expect(copy.body).toMatchObject({
        name: "Original (copy)",
        status: "inactive",
        productFamilyId: familyId,
      });
      expect(copy.body.id).not.toBe(created.id);
      const before = [...created.pricePoints, ...created.features].map((item: Json) => item.id);
      const after = [...copy.body.pricePoints, ...copy.body.features].map((item: Json) => item.id);
      expect(after.some((id: string) => before.includes(id))).toBe(false);
      expect(copy.body.pricePoints.map((point: Json) => point.price)).toEqual([29.99, 299]);
      expect(copy.body.features.map((feature: Json) => feature.name)).toEqual(["Projects", "SSO"]);
      expectError(await post(`/api/catalog/plans/${created.id}/duplicate`, undefined, stranger.token), 404);
    });

    it("deletes a plan nothing refers to (204), and answers 404 to other accounts", async () => {
      const created = (await post("/api/catalog/plans", plan(familyId, "Doomed"))).body;
      expectError(await get(`/api/catalog/plans/${created.id}`, stranger.token), 404);
      expectError(await del(`/api/catalog/plans/${created.id}`, stranger.token), 404);
      expect((await del(`/api/catalog/plans/${created.id}`)).status).toBe(204);
      expectError(await get(`/api/catalog/plans/${created.id}`), 404);
      expectError(await del(`/api/catalog/plans/${created.id}`), 404);
    });
  });

  describe("add-ons", () => {
    it("creates, lists by type, updates, duplicates and deletes add-ons", async () => {
      const created = await post("/api/catalog/addons", addon(familyId));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expectShape(addonResponse, created.body);
      expect(created.body).toMatchObject({
        name: "Extra seats",
        productFamilyName: "Core Platform",
        status: "active",
        type: "recurring",
        chargeModel: "per_unit",
        startingPrice: { amount: 5, currency: "GBP", pricingModel: "per_unit" },
      });
      expect(created.body.pricePoints[0]).toMatchObject({ pricingModel: "per_unit", price: 5, version: 1 });
      const usage = await post("/api/catalog/addons", {
        ...addon(),
        name: "Storage",
        type: "usage_based",
        chargeModel: "tiered",
        pricePoints: [
          {
            currency: "GBP",
            tiers: [
              { startingUnit: 1, endingUnit: 10, price: 2 },
              { startingUnit: 11, price: 1 },
            ],
          },
        ],
      });
      expect(usage.status, JSON.stringify(usage.body)).toBe(201);
      expect(usage.body.productFamilyId).toBeNull();
      expect(ids((await get("/api/catalog/addons?type=usage_based")).body)).toEqual([usage.body.id]);
      expect(ids((await get("/api/catalog/addons?search=usage_b")).body)).toEqual([usage.body.id]);
      expect(ids((await get(`/api/catalog/addons?productFamilyId=${familyId}`)).body)).toContain(
        created.body.id,
      );
      expectShape(pageOf(addonResponse), (await get("/api/catalog/addons")).body);
      const updated = await put(`/api/catalog/addons/${created.body.id}`, { chargeModel: "flat_fee" });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body.pricePoints[0]).toMatchObject({
        id: created.body.pricePoints[0].id,
        pricingModel: "flat_fee",
      });
      const copy = await post(`/api/catalog/addons/${created.body.id}/duplicate`, undefined);
      expect(copy.status).toBe(201);
      expectShape(addonResponse, copy.body);
      expect(copy.body).toMatchObject({ name: "Extra seats (copy)", status: "inactive" });
      expect(copy.body.pricePoints[0].id).not.toBe(created.body.pricePoints[0].id);
      expect((await del(`/api/catalog/addons/${copy.body.id}`)).status).toBe(204);
      expectError(await get(`/api/catalog/addons/${copy.body.id}`), 404);
      expectError(await get(`/api/catalog/addons/${created.body.id}`, stranger.token), 404);
    });

    it("refuses invalid add-ons with the spec's messages", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...addon(), name: "" }, "name", "Addon name is required"],
        [{ ...addon(), type: "monthly" }, "type", "Invalid addon type"],
        [{ ...addon(), chargeModel: "package" }, "chargeModel", "Invalid charge model"],
        [{ ...addon(), pricePoints: [] }, "pricePoints", "At least one price point is required"],
        [
          { ...addon(), type: "one_time", chargeModel: "tiered" },
          "chargeModel",
          "Charge model is not available for this addon type",
        ],
        [{ ...addon(), chargeModel: "tiered" }, "pricePoints.0.tiers", "At least one tier is required"],
      ];
      for (const [body, field, message] of cases) {
        expectError(await post("/api/catalog/addons", body), 400, message, field);
      }
    });
  });

  describe("charges", () => {
    it("creates, lists by type and amount, updates, duplicates and deletes charges", async () => {
      const created = await post("/api/catalog/charges", charge(familyId));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expectShape(chargeResponse, created.body);
      expect(created.body).toMatchObject({
        type: "one_time",
        chargeType: "one_time",
        chargeModel: "flat_fee",
        amount: 250,
        currency: "GBP",
        percentageValue: null,
        productFamilyName: "Core Platform",
      });
      const penalty = await post("/api/catalog/charges", {
        ...charge(),
        name: "Late fee",
        type: "penalty",
        chargeModel: "percentage",
        pricePoints: [{ currency: "GBP", percentage: 1.5 }],
      });
      expect(penalty.status, JSON.stringify(penalty.body)).toBe(201);
      expect(penalty.body).toMatchObject({ amount: 1.5, percentageValue: 1.5 });
      expect(ids((await get("/api/catalog/charges?chargeType=penalty")).body)).toEqual([penalty.body.id]);
      const byAmount = ids((await get("/api/catalog/charges?search=250")).body);
      expect(byAmount).toContain(created.body.id);
      expect(byAmount).not.toContain(penalty.body.id);
      expect(ids((await get("/api/catalog/charges?search=penal")).body)).toEqual([penalty.body.id]);
      expectShape(pageOf(chargeResponse), (await get("/api/catalog/charges")).body);
      const updated = await put(`/api/catalog/charges/${created.body.id}`, {
        pricePoints: [{ ...created.body.pricePoints[0], price: 300 }],
      });
      expect(updated.body).toMatchObject({ amount: 300 });
      expect(updated.body.pricePoints[0].id).toBe(created.body.pricePoints[0].id);
      const copy = await post(`/api/catalog/charges/${created.body.id}/duplicate`, undefined);
      expect(copy.status).toBe(201);
      expect(copy.body).toMatchObject({ name: "Onboarding (copy)", status: "inactive", amount: 300 });
      expect((await del(`/api/catalog/charges/${copy.body.id}`)).status).toBe(204);
      expectError(await get(`/api/catalog/charges/${created.body.id}`, stranger.token), 404);
    });

    it("refuses invalid charges with the spec's messages", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...charge(), name: "" }, "name", "Charge name is required"],
        [{ ...charge(), type: "sometimes" }, "type", "Invalid charge type"],
        [{ ...charge(), pricePoints: [] }, "pricePoints", "At least one price point is required"],
        [
          { ...charge(), chargeModel: "per_unit" },
          "chargeModel",
          "Charge model is not available for this charge type",
        ],
        [
          { ...charge(), chargeModel: "percentage", pricePoints: [{ currency: "GBP", percentage: 101 }] },
          "pricePoints.0.percentage",
          "Percentage must be between 0 and 100",
        ],
      ];
      for (const [body, field, message] of cases) {
        expectError(await post("/api/catalog/charges", body), 400, message, field);
      }
    });
  });

  describe("coupons", () => {
    it("creates, finds by code, lists, updates and deletes coupons", async () => {
      const created = await post("/api/catalog/coupons", {
        ...coupon("LAUNCH10"),
        maxRedemptions: 100,
        restrictions: { minimumOrderValue: 20 },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expectShape(couponResponse, created.body);
      expect(created.body).toMatchObject({
        couponCode: "LAUNCH10",
        currency: "GBP",
        currentRedemptions: 0,
        totalSavings: 0,
        status: "active",
        validUntil: null,
        restrictions: { firstTimeCustomersOnly: false, minimumOrderValue: 20, applicablePlans: [] },
      });
      expect(created.body.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((await get("/api/catalog/coupons/by-code/LAUNCH10")).body).toEqual(created.body);
      expectError(await get("/api/catalog/coupons/by-code/launch10"), 404);
      expectError(await get("/api/catalog/coupons/by-code/LAUNCH%0010"), 404);
      expectError(await get("/api/catalog/coupons/by-code/LAUNCH10", stranger.token), 404);
      const fixed = await post("/api/catalog/coupons", {
        ...coupon("FIVE_OFF"),
        discountType: "fixed_amount",
        discountValue: 5,
        durationType: "limited_period",
        duration: 3,
        validFrom: "2026-01-01",
        validUntil: "2027-06-30",
      });
      expect(fixed.status, JSON.stringify(fixed.body)).toBe(201);
      expect(ids((await get("/api/catalog/coupons?discountType=fixed_amount")).body)).toEqual([
        fixed.body.id,
      ]);
      expect(ids((await get("/api/catalog/coupons?search=five_")).body)).toEqual([fixed.body.id]);
      expectShape(
        pageOf(couponResponse),
        (await get("/api/catalog/coupons?orderBy=couponCode&isAscending=true")).body,
      );
      const archived = await put(`/api/catalog/coupons/${fixed.body.id}`, { status: "archived" });
      expect(archived.body).toMatchObject({ status: "archived", validUntil: "2027-06-30", duration: 3 });
      expect(ids((await get("/api/catalog/coupons?status=archived")).body)).toEqual([fixed.body.id]);
      expect((await del(`/api/catalog/coupons/${fixed.body.id}`)).status).toBe(204);
      expectError(await get(`/api/catalog/coupons/${fixed.body.id}`), 404);
    });

    it("keeps codes unique per account (409 on couponCode)", async () => {
      await post("/api/catalog/coupons", coupon("UNIQUE1"));
      expectError(
        await post("/api/catalog/coupons", { ...coupon("UNIQUE1"), name: "Again" }),
        409,
        "A coupon with this code already exists.",
        "couponCode",
      );
      const other = await post("/api/catalog/coupons", coupon("UNIQUE2"));
      expectError(
        await put(`/api/catalog/coupons/${other.body.id}`, { couponCode: "UNIQUE1" }),
        409,
        "A coupon with this code already exists.",
        "couponCode",
      );
      expect((await post("/api/catalog/coupons", coupon("UNIQUE1"), stranger.token)).status).toBe(201);
    });

    it("duplicates as {CODE}_COPY, then _2, with no redemptions", async () => {
      const original = (await post("/api/catalog/coupons", coupon("SPRING"))).body;
      const first = await post(`/api/catalog/coupons/${original.id}/duplicate`, undefined);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expectShape(couponResponse, first.body);
      expect(first.body).toMatchObject({
        name: "Launch (copy)",
        couponCode: "SPRING_COPY",
        currentRedemptions: 0,
      });
      const second = await post(`/api/catalog/coupons/${original.id}/duplicate`, undefined);
      expect(second.body.couponCode).toBe("SPRING_COPY_2");
      const third = await post(`/api/catalog/coupons/${original.id}/duplicate`, undefined);
      expect(third.body.couponCode).toBe("SPRING_COPY_3");
    });

    it("refuses invalid coupons with the spec's messages and fields", async () => {
      const base = coupon("VALID");
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...base, name: "" }, "name", "Coupon name is required"],
        [{ ...base, couponCode: "" }, "couponCode", "Coupon code is required"],
        [
          { ...base, couponCode: "lower" },
          "couponCode",
          "Coupon code can only contain uppercase letters, numbers, underscores, and hyphens",
        ],
        [{ ...base, discountType: "bogo" }, "discountType", "Invalid discount type"],
        [{ ...base, discountValue: 0 }, "discountValue", "Discount value must be positive"],
        [{ ...base, discountValue: 101 }, "discountValue", "Percentage discount cannot exceed 100%"],
        [{ ...base, durationType: "sometimes" }, "durationType", "Invalid duration type"],
        [
          { ...base, durationType: "limited_period", validUntil: "2030-01-01" },
          "duration",
          "Duration is required for limited period coupons",
        ],
        [
          { ...base, validFrom: "2027-05-01", validUntil: "2027-04-01" },
          "validUntil",
          "End date must be after start date",
        ],
        [{ ...base, maxRedemptions: 0 }, "maxRedemptions", "Max redemptions must be positive"],
        [{ ...base, validUntil: "2027-02-30" }, "validUntil", "Please enter a valid date"],
        [{ ...base, maxRedemptions: 2 ** 31 }, "maxRedemptions", "Max redemptions is too large"],
      ];
      for (const [body, field, message] of cases) {
        expectError(await post("/api/catalog/coupons", body), 400, message, field);
      }
    });
  });
}

describeOnBothDatabases("catalog", catalogSuite);
