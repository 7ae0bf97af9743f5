import {
  addonResponse,
  catalogSettingsResponse,
  catalogSummaryResponse,
  chargeResponse,
  couponResponse,
  estimateResponse,
  pageOf,
  planResponse,
  productFamilyResponse,
} from "@round/forms/schemas";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../src/auth/permissions.ts";
import { type DatabaseKind, type Json, TestServer } from "../helpers.ts";

type SignedUp = Awaited<ReturnType<TestServer["signUp"]>>;

/** The answer matches its route's shared response schema exactly. */
function expectShape(schema: v.GenericSchema, body: unknown) {
  const result = v.safeParse(schema, body);
  expect(
    result.success,
    JSON.stringify(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])),
  ).toBe(true);
}

function expectError(
  answer: { status: number; body: Json },
  status: number,
  description?: string,
  field?: string,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(typeof answer.body.message).toBe("string");
  if (description) expect(answer.body.errors[0].description).toBe(description);
  if (field) expect(answer.body.errors[0].field).toBe(field);
}

export const family = (name = "Core Platform") => ({
  name,
  description: "Everything the core product does",
  category: "SaaS Platform",
});

function catalogSuite(kind: DatabaseKind) {
  let server: TestServer;
  let owner: SignedUp;
  let _stranger: SignedUp;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    [owner, _stranger] = await Promise.all([
      server.signUp({}, "business"),
      server.signUp({ firstName: "Grace", lastName: "Hopper" }),
    ]);
  });
  afterAll(() => server?.close());

  describe("product families", () => {
    it("creates, reads, lists, updates and deletes a family", async () => {
      const created = await server.post("/api/catalog/product-families", family("Families One"), owner.token);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expectShape(productFamilyResponse, created.body);
      expect(created.body).toMatchObject({
        name: "Families One",
        status: "active",
        productCount: 0,
        revenue: 0,
        settings: { allowCustomPricing: false, requireApproval: false, defaultCurrency: "GBP" },
      });
      const id = created.body.id;
      const read = await server.get(`/api/catalog/product-families/${id}`, owner.token);
      expect(read.body).toEqual(created.body);
      const list = await server.get("/api/catalog/product-families?search=families%20one", owner.token);
      expectShape(pageOf(productFamilyResponse), list.body);
      expect(list.body.items.map((item: Json) => item.id)).toEqual([id]);
      const updated = await server.put(
        `/api/catalog/product-families/${id}`,
        { status: "draft" },
        owner.token,
      );
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject({ name: "Families One", status: "draft" });
      expect((await server.del(`/api/catalog/product-families/${id}`, owner.token)).status).toBe(204);
      expectError(await server.get(`/api/catalog/product-families/${id}`, owner.token), 404);
    });
  });
}

describe.each(["pglite", "postgres"] as const)("catalog API on %s", (kind) => catalogSuite(kind));
void ROLE;
void [
  addonResponse,
  catalogSettingsResponse,
  catalogSummaryResponse,
  chargeResponse,
  couponResponse,
  estimateResponse,
  planResponse,
];
