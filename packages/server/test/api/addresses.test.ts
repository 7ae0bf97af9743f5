import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations } from "../../src/db/schema/index.ts";
import {
  describeOnBothDatabases,
  expectError,
  type Json,
  ownerStrangerViewer,
  type SignedUp,
  TestServer,
  type Viewer,
} from "../helpers.ts";

// /addresses: every address of the caller's accounts.
describeOnBothDatabases("addresses", (kind) => {
  let server: TestServer;
  /** Owns a business account (with the organization of its sign-up). */
  let owner: SignedUp;
  /** Owns a personal account: "another tenant". */
  let stranger: SignedUp;
  /** A Viewer of the owner's account (joined by invitation). */
  let viewer: Viewer;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    ({ owner, stranger, viewer } = await ownerStrangerViewer(server));
  });

  afterAll(async () => {
    await server?.close();
  });

  describe("addresses", () => {
    let organizationId: string;
    const address = {
      name: "Warehouse",
      addressLine1: "5 Dock Road",
      city: "Leeds",
      state: "West Yorkshire",
      zipCode: "LS1 1AA",
      country: "United Kingdom",
      addressType: "warehouse",
    };

    beforeAll(async () => {
      const [own] = await server.db
        .select()
        .from(organizations)
        .where(eq(organizations.roundAccountId, owner.accountId));
      organizationId = own!.id;
    });

    it("adds, lists, updates and deletes an organization's addresses", async () => {
      const created = await server.post(`/organizations/${organizationId}/addresses`, address, owner.token);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ ...address, isPrimary: false, organizationId });
      const list = await server.get(`/organizations/${organizationId}/addresses`, owner.token);
      expect(list.body.items.length).toBe(2);
      expect(list.body.items[0].isPrimary).toBe(true);

      const byBody = await server.put(
        `/organizations/${organizationId}/addresses`,
        { ...address, addressId: created.body.id, city: "York" },
        owner.token,
      );
      expect(byBody.body).toMatchObject({ city: "York", isPrimary: false });
      const byPath = await server.put(
        `/organizations/${organizationId}/addresses/${created.body.id}`,
        { ...address, isPrimary: true },
        owner.token,
      );
      expect(byPath.body.isPrimary).toBe(true);
      const after = await server.get(`/organizations/${organizationId}/addresses`, owner.token);
      expect(after.body.items.filter((item: Json) => item.isPrimary)).toHaveLength(1);

      expect(
        (await server.del(`/organizations/${organizationId}/addresses/${created.body.id}`, owner.token)).body,
      ).toEqual({ deletedCount: 1 });
      expectError(
        await server.put(`/organizations/${organizationId}/addresses`, address, owner.token),
        400,
        undefined,
        "addressId",
      );
    });

    it("validates addresses with the shared messages", async () => {
      expectError(
        await server.post(
          `/organizations/${organizationId}/addresses`,
          { ...address, name: "" },
          owner.token,
        ),
        400,
        "Address name is required",
        "name",
      );
      expectError(
        await server.post(
          `/organizations/${organizationId}/addresses`,
          { ...address, city: "" },
          owner.token,
        ),
        400,
        "City is required",
        "city",
      );
      expectError(
        await server.post(
          `/organizations/${organizationId}/addresses`,
          { ...address, zipCode: "1".repeat(21) },
          owner.token,
        ),
        400,
        "ZIP code is too long",
        "zipCode",
      );
    });

    it("pages, filters and sorts /addresses within the caller's accounts", async () => {
      const made: string[] = [];
      for (const city of ["Bath", "Cardiff", "Aberdeen"]) {
        made.push(
          (
            await server.post(
              `/organizations/${organizationId}/addresses`,
              { ...address, city, isPrimary: false },
              owner.token,
            )
          ).body.id,
        );
      }
      const page = await server.get(
        "/addresses?pageNumber=1&pageSize=2&orderBy=city&isAscending=true",
        owner.token,
      );
      expect(page.body).toMatchObject({ totalCount: 4, pageNumber: 1, pageSize: 2, totalPages: 2 });
      expect(page.body.items.map((item: Json) => item.city)).toEqual(["Aberdeen", "Bath"]);
      const desc = await server.get("/addresses?orderBy=city&isAscending=false", owner.token);
      expect(desc.body.items[0].city).toBe("London");
      const filtered = await server.get("/addresses?filterBy=city&filterValue=ARD", owner.token);
      expect(filtered.body.items.map((item: Json) => item.city)).toEqual(["Cardiff"]);
      expectError(await server.get("/addresses?filterBy=password", owner.token), 400);
      expectError(
        await server.get("/addresses?pageSize=1000", owner.token),
        400,
        "pageSize must be at most 100",
      );
      expect(
        (await server.get("/addresses", stranger.token)).body.items.every(
          (item: Json) => item.roundAccountId === stranger.accountId,
        ),
      ).toBe(true);

      const one = await server.get(`/addresses/${made[0]}`, owner.token);
      expect(one.body.city).toBe("Bath");
      const changed = await server.put(`/addresses/${made[0]}`, { ...address, city: "Bristol" }, owner.token);
      expect(changed.body.city).toBe("Bristol");

      expectError(await server.get(`/addresses/${made[0]}`, stranger.token), 404);
      expectError(await server.put(`/addresses/${made[0]}`, address, stranger.token), 404);
      expectError(await server.del(`/addresses/${made[0]}`, stranger.token), 404);
      expectError(await server.put(`/addresses/${made[0]}`, address, viewer.token), 403);
      expectError(await server.get(`/addresses/${made[0]}`), 401);

      // Bulk delete is all or nothing.
      const foreign = await server.post("/organizations", { name: "Stranger Things" }, stranger.token);
      const foreignAddress = await server.post(
        `/organizations/${foreign.body.id}/addresses`,
        address,
        stranger.token,
      );
      expectError(
        await server.post("/addresses/bulk-delete", { ids: [made[1], foreignAddress.body.id] }, owner.token),
        404,
      );
      expect((await server.get(`/addresses/${made[1]}`, owner.token)).status).toBe(200);
      expectError(
        await server.post("/addresses/bulk-delete", { ids: [] }, owner.token),
        400,
        undefined,
        "ids",
      );
      expectError(await server.post("/addresses/bulk-delete", { ids: [made[1]] }, viewer.token), 403);
      expect(
        (await server.post("/addresses/bulk-delete", { ids: [made[1], made[2]] }, owner.token)).body,
      ).toEqual({ deletedCount: 2 });
      expect((await server.del(`/addresses/${made[0]}`, owner.token)).body).toEqual({ deletedCount: 1 });

      // Delete all: only the caller's accounts.
      expect((await server.del("/addresses", stranger.token)).body.deletedCount).toBeGreaterThan(0);
      expect((await server.get("/addresses", owner.token)).body.totalCount).toBe(1);
      // A Viewer may not delete: refused, not "nothing deleted".
      expectError(await server.del("/addresses", viewer.token), 403);
    });

    it("explains that addresses are created under an organization", async () => {
      expectError(
        await server.post("/addresses", address, owner.token),
        400,
        /organizations\/\{id\}\/addresses/,
      );
    });
  });
});
