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

// /organizations and an organization's addresses (/organizations/{id}/addresses).
describeOnBothDatabases("organizations", (kind) => {
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

  describe("organizations", () => {
    const payload = {
      name: "Round Robin & Co.",
      description: "Subscription boxes",
      website: "https://robin.example.com",
      size: "2-10",
      revenue: 125000,
      category: "ecommerce",
      type: "llc",
      registrationNumber: "RR-2024",
      currency: "EUR",
      timeZone: "Europe/Paris",
      country: "France",
      fiscalYearStart: "April",
    };

    it("creates, reads, lists, updates and deletes within the caller's account", async () => {
      const created = await server.post(
        "/organizations",
        {
          ...payload,
          userId: stranger.userId,
          address: { name: "HQ", addressLine1: "1 Rue de Rivoli", city: "Paris", country: "France" },
        },
        stranger.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        ...payload,
        roundAccountId: stranger.accountId,
        organizationId: created.body.id,
      });
      expect(created.body.addressId).toBe(created.body.address.addressId);
      expect(created.body.address).toMatchObject({ name: "HQ", city: "Paris", isPrimary: true });
      const id = created.body.id;

      const list = await server.get(`/organizations?roundAccountId=${stranger.accountId}`, stranger.token);
      expect(list.body.items.map((item: Json) => item.id)).toContain(id);
      expect(list.body.items[0].createdDate).toBeTruthy();

      const read = await server.get(`/organizations/${id}`, stranger.token);
      expect(read.body).toMatchObject({
        name: payload.name,
        addresses: [expect.objectContaining({ name: "HQ" })],
      });

      const updated = await server.put(
        `/organizations/${id}`,
        { ...payload, name: "Round Robin SAS", fiscalYearStart: "July" },
        stranger.token,
      );
      expect(updated.body).toMatchObject({ name: "Round Robin SAS", fiscalYearStart: "July" });

      expect((await server.del(`/organizations/${id}`, stranger.token)).status).toBe(200);
      expectError(await server.get(`/organizations/${id}`, stranger.token), 404);
    });

    it("applies the spec's defaults and validates with the shared messages", async () => {
      const created = await server.post("/organizations", { name: "Defaults Inc" }, stranger.token);
      expect(created.body).toMatchObject({
        currency: "USD",
        timeZone: "UTC",
        fiscalYearStart: "January",
        category: "business",
        type: "corporation",
        revenue: 0,
      });
      expectError(
        await server.post("/organizations", { ...payload, name: "" }, stranger.token),
        400,
        "Company name is required",
        "name",
      );
      expectError(
        await server.post("/organizations", { ...payload, website: "not a url" }, stranger.token),
        400,
        undefined,
        "website",
      );
      expectError(
        await server.post("/organizations", { ...payload, revenue: -1 }, stranger.token),
        400,
        undefined,
        "revenue",
      );
      expectError(
        await server.post("/organizations", { ...payload, fiscalYearStart: "Smarch" }, stranger.token),
        400,
        undefined,
        "fiscalYearStart",
      );
      await server.del(`/organizations/${created.body.id}`, stranger.token);
    });

    it("answers 401 without a token, 404 for another tenant's organization, 403 for a Viewer", async () => {
      const [own] = await server.db
        .select()
        .from(organizations)
        .where(eq(organizations.roundAccountId, owner.accountId));
      expectError(await server.get("/organizations"), 401);
      expectError(await server.get(`/organizations/${own!.id}`), 401);
      expectError(await server.get(`/organizations/${own!.id}`, stranger.token), 404);
      expectError(await server.put(`/organizations/${own!.id}`, payload, stranger.token), 404);
      expectError(await server.del(`/organizations/${own!.id}`, stranger.token), 404);
      expectError(await server.get(`/organizations?roundAccountId=${owner.accountId}`, stranger.token), 404);
      expect((await server.get(`/organizations?userId=${owner.userId}`, stranger.token)).body.items).toEqual(
        [],
      );
      expectError(await server.get("/organizations/not-a-uuid", stranger.token), 404);
      // A Viewer of the owner's account reads but does not change.
      expect((await server.get(`/organizations/${own!.id}`, viewer.token)).status).toBe(200);
      expectError(await server.put(`/organizations/${own!.id}`, payload, viewer.token), 403);
      expectError(await server.del(`/organizations/${own!.id}`, viewer.token), 403);
      expectError(await server.post("/organizations", payload, viewer.token), 403);
    });
  });

  describe("organization and address edits", () => {
    const full = {
      name: "Kept Fields Ltd",
      description: "Before the edit",
      website: "https://kept.example.com",
      size: "11-50",
      revenue: 250000,
      category: "software",
      type: "llc",
      registrationNumber: "KF-2024",
      taxId: "GB 123-456",
      currency: "EUR",
      timeZone: "Europe/Berlin",
      country: "Germany",
      fiscalYearStart: "April",
    };

    it("keeps the fields a PUT leaves out, and validates and replaces the ones it sends", async () => {
      const created = await server.post("/organizations", full, stranger.token);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject(full);
      const id = created.body.id;
      const renamed = await server.put(`/organizations/${id}`, { name: "Kept Fields GmbH" }, stranger.token);
      expect(renamed.status).toBe(200);
      const { addressId: _a, address: _b, message: _c, ...stored } = created.body;
      expect(renamed.body).toEqual({ ...stored, name: "Kept Fields GmbH", modifiedDate: expect.any(String) });
      const cleared = await server.put(
        `/organizations/${id}`,
        { description: "", taxId: null, revenue: 0, currency: "CHF" },
        stranger.token,
      );
      expect(cleared.body).toMatchObject({
        ...full,
        name: "Kept Fields GmbH",
        description: null,
        taxId: null,
        revenue: 0,
        currency: "CHF",
      });
      expect((await server.get(`/organizations/${id}`, stranger.token)).body).toMatchObject(cleared.body);
      await server.del(`/organizations/${id}`, stranger.token);
    });

    it("keeps revenue exact to the cent, answers it as a number, and refuses one the database cannot hold", async () => {
      const created = await server.post("/organizations", { ...full, revenue: 0.1 + 0.2 }, stranger.token);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.revenue).toBe(0.3);
      const id = created.body.id;
      const large = await server.put(`/organizations/${id}`, { revenue: 999_999_999_999.99 }, stranger.token);
      expect(large.body.revenue).toBe(999_999_999_999.99);
      expect((await server.get(`/organizations/${id}`, stranger.token)).body.revenue).toBe(
        999_999_999_999.99,
      );
      for (const revenue of [1e18, 5e20, "2e18"]) {
        expectError(
          await server.put(`/organizations/${id}`, { revenue }, stranger.token),
          400,
          "Revenue is too large",
          "revenue",
        );
      }
      await server.del(`/organizations/${id}`, stranger.token);
    });

    it("validates every organization field with the shared messages, on create and on update", async () => {
      const created = await server.post("/organizations", full, stranger.token);
      const id = created.body.id;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: "" }, "name", "Company name is required"],
        [{ name: "A" }, "name", "Company name must be at least 2 characters long"],
        [{ name: "A".repeat(101) }, "name", "Company name is too long"],
        [
          { name: "Acme <script>" },
          "name",
          "Company name can only contain letters, numbers, spaces, and - & . , ( )",
        ],
        [
          { registrationNumber: "R1" },
          "registrationNumber",
          "Registration number must be at least 3 characters long",
        ],
        [{ registrationNumber: "R".repeat(51) }, "registrationNumber", "Registration number is too long"],
        [
          { registrationNumber: "REG#1" },
          "registrationNumber",
          "Registration number can only contain letters, numbers, spaces, and hyphens",
        ],
        [{ taxId: "AB12" }, "taxId", "Tax ID must be at least 5 characters long"],
        [{ taxId: "A".repeat(21) }, "taxId", "Tax ID is too long"],
        [{ taxId: "AB_12345" }, "taxId", "Tax ID can only contain letters, numbers, spaces, and hyphens"],
        [{ website: "not a url" }, "website", "Please enter a valid website URL"],
        [{ website: `https://${"a".repeat(200)}.com` }, "website", "Website URL is too long"],
        [{ currency: "euro" }, "currency", "Please select a valid currency"],
        [{ currency: null }, "currency", "Currency is required"],
        [{ revenue: "lots" }, "revenue", "Revenue must be a number"],
        [{ revenue: -1 }, "revenue", "Revenue cannot be negative"],
        [{ description: "d".repeat(1001) }, "description", "Description is too long"],
        [{ size: "s".repeat(101) }, "size", "Company size is too long"],
        [{ country: "c".repeat(51) }, "country", "Country is too long"],
        [{ category: "c".repeat(101) }, "category", "Industry is too long"],
        [{ type: "t".repeat(101) }, "type", "Business type is too long"],
        [{ timeZone: "z".repeat(101) }, "timeZone", "Time zone is too long"],
        [{ fiscalYearStart: "Smarch" }, "fiscalYearStart", "Please select a month"],
      ];
      for (const [change, field, message] of cases) {
        expectError(await server.put(`/organizations/${id}`, change, stranger.token), 400, message, field);
        expectError(
          await server.post("/organizations", { ...full, ...change }, stranger.token),
          400,
          message,
          field,
        );
      }
      expect((await server.get(`/organizations/${id}`, stranger.token)).body).toMatchObject(full);
      await server.del(`/organizations/${id}`, stranger.token);
    });

    it("validates address updates on both paths, and changes nothing it refuses", async () => {
      const organization = await server.post("/organizations", { name: "Address Rules Ltd" }, stranger.token);
      const address = {
        name: "Office",
        addressLine1: "1 Infinite Loop",
        addressLine2: "Floor 2",
        number: "12",
        city: "Cupertino",
        state: "California",
        zipCode: "95014",
        country: "United States",
        addressType: "billing",
      };
      const created = await server.post(
        `/organizations/${organization.body.id}/addresses`,
        address,
        stranger.token,
      );
      expect(created.status).toBe(201);
      const paths = [
        `/addresses/${created.body.id}`,
        `/organizations/${organization.body.id}/addresses/${created.body.id}`,
      ];
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: "" }, "name", "Address name is required"],
        [{ name: "n".repeat(101) }, "name", "Address name is too long"],
        [{ addressLine1: "" }, "addressLine1", "Street address is required"],
        [{ addressLine1: "s".repeat(101) }, "addressLine1", "Street address is too long"],
        [{ addressLine2: "s".repeat(101) }, "addressLine2", "Address line 2 is too long"],
        [{ number: "1".repeat(21) }, "number", "Unit number is too long"],
        [{ city: "" }, "city", "City is required"],
        [{ city: "c".repeat(51) }, "city", "City is too long"],
        [{ state: "s".repeat(51) }, "state", "State is too long"],
        [{ zipCode: "1".repeat(21) }, "zipCode", "ZIP code is too long"],
        [{ country: "" }, "country", "Country is required"],
        [{ country: "c".repeat(51) }, "country", "Country is too long"],
        [{ addressType: "t".repeat(51) }, "addressType", "Address type is too long"],
        [{ isPrimary: "yes" }, "isPrimary", "Must be true or false"],
      ];
      for (const path of paths) {
        for (const [change, field, message] of cases) {
          expectError(await server.put(path, { ...address, ...change }, stranger.token), 400, message, field);
        }
      }
      const after = await server.get(`/addresses/${created.body.id}`, stranger.token);
      expect(after.body).toMatchObject({ ...address, modifiedDate: created.body.modifiedDate });
      await server.del(`/organizations/${organization.body.id}`, stranger.token);
    });

    it("deletes one address of an organization (?addressId=) or all of them", async () => {
      const organization = await server.post(
        "/organizations",
        {
          name: "Many Sites Ltd",
          address: { name: "HQ", addressLine1: "1 First St", city: "Austin", country: "US" },
        },
        stranger.token,
      );
      const id = organization.body.id;
      const more = [];
      for (const city of ["Dallas", "Houston"]) {
        more.push(
          (
            await server.post(
              `/organizations/${id}/addresses`,
              { name: city, addressLine1: "2 Second St", city, country: "US" },
              stranger.token,
            )
          ).body.id,
        );
      }
      const other = await server.post(
        "/organizations",
        {
          name: "Elsewhere Ltd",
          address: { name: "HQ", addressLine1: "3 Third St", city: "Waco", country: "US" },
        },
        stranger.token,
      );
      expect(
        (await server.del(`/organizations/${id}/addresses?addressId=${more[0]}`, stranger.token)).body,
      ).toEqual({ deletedCount: 1 });
      expectError(
        await server.del(`/organizations/${id}/addresses?addressId=${more[0]}`, stranger.token),
        404,
      );
      // An address of another organization, even the caller's own, is not this one's.
      expectError(
        await server.del(`/organizations/${id}/addresses?addressId=${other.body.addressId}`, stranger.token),
        404,
      );
      expectError(await server.del(`/organizations/${id}/addresses?addressId=nope`, stranger.token), 404);
      expect((await server.del(`/organizations/${id}/addresses`, stranger.token)).body).toEqual({
        deletedCount: 2,
      });
      expect((await server.get(`/organizations/${id}/addresses`, stranger.token)).body).toEqual({
        items: [],
        totalCount: 0,
      });
      expect((await server.get(`/addresses/${other.body.addressId}`, stranger.token)).status).toBe(200);
      await server.del(`/organizations/${id}`, stranger.token);
      await server.del(`/organizations/${other.body.id}`, stranger.token);
    });
  });
});
