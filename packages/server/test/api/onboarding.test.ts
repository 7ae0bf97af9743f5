import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  });
});
