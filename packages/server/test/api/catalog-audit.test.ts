import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Json, type SignedUp, TestServer } from "../helpers.ts";

// The catalog's writes in the audit log (PLATFORM.md, "Audit log"): each records one entry of its own, in
// its transaction, as its caller: a create's fields as [null, value], a delete's as [value, null], an
// update's changed fields as [before, after] (none for a save that changed nothing). An estimate writes
// nothing and records nothing. On PGlite only: the recording is the same SQL on both databases.

const family = (name: string) => ({ name, description: "Everything audited", category: "SaaS Platform" });

const addon = (productFamilyId: string) => ({
  name: "Extra seats",
  productFamilyId,
  type: "recurring",
  chargeModel: "per_unit",
  pricePoints: [{ currency: "GBP", price: 5, billingFrequency: "month" }],
});

const charge = (productFamilyId: string) => ({
  name: "Onboarding",
  productFamilyId,
  type: "one_time",
  chargeModel: "flat_fee",
  pricePoints: [{ currency: "GBP", price: 250 }],
});

const plan = (productFamilyId: string) => ({
  name: "Starter",
  productFamilyId,
  pricePoints: [{ currency: "GBP", pricingModel: "flat_fee", price: 29.99, billingFrequency: "monthly" }],
  features: [{ name: "Projects", featureType: "quantity", value: 10 }],
  usageMetrics: [],
});

const coupon = (couponCode: string) => ({
  name: "Launch",
  couponCode,
  discountType: "percentage",
  discountValue: 10,
  durationType: "forever",
});

describe("catalog audit entries", () => {
  let server: TestServer;
  let owner: SignedUp;
  let familyId: string;

  beforeAll(async () => {
    server = await TestServer.start("pglite");
    owner = await server.signUp({ firstName: "Ada", lastName: "Lovelace" }, "business");
    const made = await server.post("/api/catalog/product-families", family("Home"), owner.token);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    familyId = made.body.id;
  });
  afterAll(() => server?.close());

  const tenant = () => `roundAccountId=${owner.accountId}`;
  const write = async (method: "POST" | "PUT" | "DELETE", path: string, body?: unknown) => {
    const answer = await server.call(method, `${path}?${tenant()}`, { body, token: owner.token });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body as Json;
  };
  /** The entries of a resource, newest first. */
  const history = async (resourceType: string, resourceId?: string) => {
    const filter = `resourceType=${resourceType}${resourceId ? `&resourceId=${resourceId}` : ""}`;
    const answer = await server.get(`/api/audit-log?${tenant()}&${filter}&limit=100`, owner.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.items as Json[];
  };
  const byOwner = (entry: Json) => {
    expect(entry.actor).toEqual({ type: "user", id: owner.userId, name: "Ada Lovelace" });
    expect(entry.requestId).toEqual(expect.any(String));
  };

  it("records a product family's create, update, no-op update and delete", async () => {
    const made = await write("POST", "/api/catalog/product-families", family("Audited family"));
    const id = made.id;
    await write("PUT", `/api/catalog/product-families/${id}`, { name: "Renamed family" });
    await write("PUT", `/api/catalog/product-families/${id}`, {});
    await write("DELETE", `/api/catalog/product-families/${id}`);

    const entries = await history("product_family", id);
    expect(entries.map((entry: Json) => entry.action)).toEqual([
      "product_family.delete",
      "product_family.update",
      "product_family.update",
      "product_family.create",
    ]);
    const [deleted, unchanged, renamed, created] = entries;
    for (const entry of entries) {
      byOwner(entry);
      expect(entry.resourceType).toBe("product_family");
      expect(entry.resourceId).toBe(id);
    }
    expect(created.changes.name).toEqual([null, "Audited family"]);
    expect(created.changes.settings).toEqual([null, made.settings]);
    expect(renamed.changes).toEqual({ name: ["Audited family", "Renamed family"] });
    expect(unchanged.changes).toEqual({});
    expect(deleted.changes.name).toEqual(["Renamed family", null]);
    expect(deleted.changes.id).toEqual([id, null]);
  });

  for (const kind of [
    { type: "addon", path: "/api/catalog/addons", body: addon },
    { type: "charge", path: "/api/catalog/charges", body: charge },
  ]) {
    it(`records ${kind.type} create, update (with its price points), duplicate and delete`, async () => {
      const made = await write("POST", kind.path, kind.body(familyId));
      const id = made.id;
      const [point] = made.pricePoints;
      const changed = await write("PUT", `${kind.path}/${id}`, {
        name: "Renamed",
        pricePoints: [
          { id: point.id, currency: "GBP", price: 7, billingFrequency: point.billingFrequency ?? undefined },
        ],
      });
      const copy = await write("POST", `${kind.path}/${id}/duplicate`);
      await write("DELETE", `${kind.path}/${id}`);

      const entries = await history(kind.type, id);
      expect(entries.map((entry: Json) => entry.action)).toEqual([
        `${kind.type}.delete`,
        `${kind.type}.update`,
        `${kind.type}.create`,
      ]);
      const [deleted, updated, created] = entries;
      for (const entry of entries) {
        byOwner(entry);
        expect(entry.resourceType).toBe(kind.type);
      }
      expect(created.changes.name).toEqual([null, made.name]);
      expect(created.changes.pricePoints).toEqual([null, made.pricePoints]);
      expect(updated.changes.name).toEqual([made.name, "Renamed"]);
      expect(updated.changes.pricePoints).toEqual([made.pricePoints, changed.pricePoints]);
      expect(updated.changes.pricePoints[1][0].price).toBe(7);
      expect(updated.changes).not.toHaveProperty("description");
      expect(deleted.changes.name).toEqual(["Renamed", null]);
      expect(deleted.changes.pricePoints).toEqual([changed.pricePoints, null]);

      const [duplicated] = await history(kind.type, copy.id);
      byOwner(duplicated);
      expect(duplicated.action).toBe(`${kind.type}.duplicate`);
      expect(duplicated.resourceId).toBe(copy.id);
      expect(duplicated.changes.duplicatedFrom).toEqual([null, id]);
      expect(duplicated.changes.name).toEqual([null, "Renamed (copy)"]);
      expect(duplicated.changes.pricePoints).toEqual([null, copy.pricePoints]);
    });
  }

  it("records a plan's create, update, archive, duplicate and delete", async () => {
    const made = await write("POST", "/api/catalog/plans", plan(familyId));
    const id = made.id;
    await write("PUT", `/api/catalog/plans/${id}`, { name: "Renamed plan" });
    const copy = await write("POST", `/api/catalog/plans/${id}/duplicate`);
    await write("PUT", `/api/catalog/plans/${id}`, { status: "archived" });
    await write("DELETE", `/api/catalog/plans/${id}`);

    const entries = await history("plan", id);
    expect(entries.map((entry: Json) => entry.action)).toEqual([
      "plan.delete",
      "plan.archive",
      "plan.update",
      "plan.create",
    ]);
    const [deleted, archived, renamed, created] = entries;
    for (const entry of entries) byOwner(entry);
    expect(created.changes.name).toEqual([null, "Starter"]);
    expect(renamed.changes.name).toEqual(["Starter", "Renamed plan"]);
    expect(archived.changes.status).toEqual(["active", "archived"]);
    expect(deleted.resourceId).toBe(id);
    expect(deleted.changes.name).toEqual(["Renamed plan", null]);
    expect(deleted.changes.pricePoints[0]).toEqual(made.pricePoints);

    // A copy is recorded by its event: the new plan's create.
    const [duplicated] = await history("plan", copy.id);
    byOwner(duplicated);
    expect(duplicated.action).toBe("plan.create");
    expect(duplicated.changes.name).toEqual([null, "Renamed plan (copy)"]);
  });

  it("records a coupon's create, update, duplicate and delete", async () => {
    const made = await write("POST", "/api/catalog/coupons", coupon("AUDIT10"));
    const id = made.id;
    await write("PUT", `/api/catalog/coupons/${id}`, { discountValue: 15 });
    const copy = await write("POST", `/api/catalog/coupons/${id}/duplicate`);
    await write("DELETE", `/api/catalog/coupons/${id}`);

    const entries = await history("coupon", id);
    expect(entries.map((entry: Json) => entry.action)).toEqual([
      "coupon.delete",
      "coupon.update",
      "coupon.create",
    ]);
    const [deleted, updated, created] = entries;
    for (const entry of entries) byOwner(entry);
    expect(created.changes.couponCode).toEqual([null, "AUDIT10"]);
    expect(updated.changes.discountValue).toEqual([10, 15]);
    expect(deleted.changes.couponCode).toEqual(["AUDIT10", null]);
    expect(deleted.changes.discountValue).toEqual([15, null]);

    const [duplicated] = await history("coupon", copy.id);
    expect(duplicated.action).toBe("coupon.create");
    expect(duplicated.changes.couponCode).toEqual([null, "AUDIT10_COPY"]);
  });

  it("records a change of the catalog settings, and nothing for an estimate", async () => {
    const before = await server.get(`/api/catalog/settings?${tenant()}`, owner.token);
    await write("PUT", "/api/catalog/settings", { allowedCurrencies: ["GBP", "USD"] });
    await write("PUT", "/api/catalog/settings", { allowedCurrencies: ["GBP", "USD"] });
    const entries = await history("catalog_settings");
    expect(entries.map((entry: Json) => entry.action)).toEqual([
      "catalog_settings.update",
      "catalog_settings.update",
    ]);
    const [again, changed] = entries;
    byOwner(changed);
    expect(changed.resourceId).toBeNull();
    expect(changed.changes).toEqual({
      allowedCurrencies: [before.body.allowedCurrencies, ["GBP", "USD"]],
    });
    expect(again.changes).toEqual({});

    const made = await write("POST", "/api/catalog/addons", addon(familyId));
    const newest = async () =>
      (await server.get(`/api/audit-log?${tenant()}&limit=1`, owner.token)).body.items[0] as Json;
    const last = await newest();
    expect(last.action).toBe("addon.create");
    const estimate = await server.post(
      `/api/estimates?${tenant()}`,
      { items: [{ pricePointId: made.pricePoints[0].id, quantity: 3 }] },
      owner.token,
    );
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(200);
    expect((await newest()).id).toBe(last.id);
  });
});
