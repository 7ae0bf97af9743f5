import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../src/auth/permissions.ts";
import {
  describeOnBothDatabases,
  expectError,
  ownerStrangerViewer,
  type SignedUp,
  TestServer,
} from "../helpers.ts";

// The onboarding wizard's saved progress (/identities/me/onboarding).
describeOnBothDatabases("onboarding", (kind) => {
  let server: TestServer;
  /** Owns a personal account: "another tenant". */
  let stranger: SignedUp;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    ({ stranger } = await ownerStrangerViewer(server));
  });

  afterAll(async () => {
    await server?.close();
  });

  describe("onboarding", () => {
    it("saves and reads progress, validates its shape, and completes", async () => {
      const empty = await server.get("/identities/me/onboarding", stranger.token);
      expect(empty.body).toMatchObject({ completed: false, data: { team: [], products: [] } });
      const progress = {
        currentStep: 2,
        completedSteps: ["organization", "businessSettings"],
        organization: {
          companyName: "Hopper Labs",
          country: "US",
          industry: "software",
          companySize: "2-10",
        },
        businessSettings: { currency: "USD", timezone: "UTC", fiscalYearStart: "January" },
        team: { invitations: [{ id: "1", email: "x@example.com", role: "4", status: "pending" }] },
        products: [{ id: "1", name: "Sample Product", description: "", price: 0 }],
        billing: { isConnected: true, provider: "stripe" },
      };
      const saved = await server.put("/identities/me/onboarding", progress, stranger.token);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await server.get("/identities/me/onboarding", stranger.token)).body.data).toMatchObject(
        progress,
      );
      expect((await server.get("/identities/me", stranger.token)).body.onboardingData).toMatchObject(
        progress,
      );
      expectError(
        await server.put(
          "/identities/me/onboarding",
          { products: [{ name: "x", price: -1 }] },
          stranger.token,
        ),
        400,
        "Price cannot be negative",
      );
      expectError(
        await server.put("/identities/me/onboarding", { completedSteps: ["nope"] }, stranger.token),
        400,
      );
      expectError(await server.get("/identities/me/onboarding"), 401);
      expect(
        (await server.post("/identities/me/onboarding/complete", {}, stranger.token)).body.completed,
      ).toBe(true);
      expect((await server.get("/identities/me", stranger.token)).body.onboardingCompleted).toBe(true);
    });

    it("turns the saved products into the account's first plans at completion, once", async () => {
      const owner = await server.signUp({}, "business");
      const products = [
        { id: "1", name: "Engine Basic", description: "One engine", price: 49 },
        { id: "2", name: "Engine Pro", description: "", price: 199.5 },
      ];
      await server.put(
        "/identities/me/onboarding",
        { products, businessSettings: { currency: "GBP", timezone: "UTC", fiscalYearStart: "April" } },
        owner.token,
      );
      expect((await server.get("/api/catalog/plans", owner.token)).body.totalCount).toBe(0);
      const done = await server.post("/identities/me/onboarding/complete", {}, owner.token);
      expect(done.body.completed).toBe(true);

      const families = await server.get("/api/catalog/product-families", owner.token);
      expect(families.body.items).toEqual([
        expect.objectContaining({
          name: "Products",
          category: "SaaS Platform",
          planCount: 2,
          status: "active",
        }),
      ]);
      const plans = await server.get("/api/catalog/plans?orderBy=name&isAscending=true", owner.token);
      expect(plans.body.items).toEqual([
        expect.objectContaining({
          name: "Engine Basic",
          description: "One engine",
          status: "active",
          billingPeriod: "monthly",
          productFamilyId: families.body.items[0].id,
          pricePoints: [
            expect.objectContaining({
              currency: "GBP",
              pricingModel: "flat_fee",
              price: 49,
              billingFrequency: "monthly",
            }),
          ],
        }),
        expect.objectContaining({
          name: "Engine Pro",
          pricePoints: [expect.objectContaining({ currency: "GBP", price: 199.5 })],
        }),
      ]);
      const summary = await server.get("/api/catalog/summary", owner.token);
      expect(summary.body.plans).toMatchObject({ totalPlans: 2, activePlans: 2 });

      // Completing again (a second tab) makes nothing more.
      await server.post("/identities/me/onboarding/complete", {}, owner.token);
      expect((await server.get("/api/catalog/plans", owner.token)).body.totalCount).toBe(2);
    });

    it("uses an existing 'Products' family, prices nothing in a currency the catalog lacks, and leaves roles that may not alone", async () => {
      const owner = await server.signUp({}, "business");
      const family = await server.post(
        "/api/catalog/product-families",
        { name: "products", description: "Made before onboarding ended", category: "Analytics" },
        owner.token,
      );
      expect(family.status).toBe(201);
      await server.put(
        "/identities/me/onboarding",
        {
          products: [{ id: "1", name: "Franc Plan", description: "", price: 10 }],
          businessSettings: { currency: "CHF" },
        },
        owner.token,
      );
      await server.post("/identities/me/onboarding/complete", {}, owner.token);
      const plans = await server.get("/api/catalog/plans", owner.token);
      expect(plans.body.items).toEqual([
        expect.objectContaining({ name: "Franc Plan", productFamilyId: family.body.id, pricePoints: [] }),
      ]);
      expect((await server.get("/api/catalog/product-families", owner.token)).body.totalCount).toBe(1);

      // A Viewer finishing the wizard has no catalog to write to.
      const viewer = await server.member(owner.accountId, ROLE.Viewer);
      await server.put(
        "/identities/me/onboarding",
        { products: [{ id: "1", name: "Viewer Plan", description: "", price: 1 }] },
        viewer.token,
      );
      expect((await server.post("/identities/me/onboarding/complete", {}, viewer.token)).body.completed).toBe(
        true,
      );
      expect((await server.get("/api/catalog/plans", owner.token)).body.totalCount).toBe(1);
    });
  });
});
