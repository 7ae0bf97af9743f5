import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyBearer } from "../../src/auth/tokens.ts";
import { auditLog, customers, taxRates } from "../../src/db/schema/index.ts";
import { taxRateService } from "../../src/modules/tax/index.ts";
import {
  type DatabaseKind,
  describeOnBothDatabases,
  expectError,
  type Json,
  ownerStrangerViewer,
  type SignedUp,
  TestServer,
  uniqueEmail,
  type Viewer,
} from "../helpers.ts";

// Tax rates and customers' tax ids over HTTP (COMMERCE.md, "Correcting and taxing invoices"), on PGlite and
// PostgreSQL: rates made, listed with their filters, renamed and switched off but never re-priced, deleted;
// each write audited; other accounts' rates not found; roles and API key scopes; customers' tax ids checked
// per type with their check digits, and their tax exemption.

const MISSING = "00000000-0000-4000-8000-00000000fa7e";

describeOnBothDatabases("tax rates", (kind: DatabaseKind) => {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  let viewer: Viewer;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    ({ owner, stranger, viewer } = await ownerStrangerViewer(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (body: Json, token = owner.token) => server.post("/api/tax-rates", body, token);
  const newRate = async (body: Json = {}) => {
    const answer = await create({ name: "VAT", percentage: 20, country: "GB", ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const rateCount = async () => {
    const [row] = await server.db
      .select({ value: count() })
      .from(taxRates)
      .where(eq(taxRates.roundAccountId, owner.accountId));
    return row?.value ?? 0;
  };
  const entriesOf = async (id: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceType, "tax_rate"), eq(auditLog.resourceId, id)));

  describe("rates", () => {
    it("creates a rate with its defaults, answers it and audits it", async () => {
      const answer = await create({
        name: "California sales tax",
        percentage: 7.25,
        country: "us",
        region: "ca",
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toMatchObject({
        name: "California sales tax",
        percentage: 7.25,
        inclusive: false,
        country: "US",
        region: "CA",
        active: true,
      });
      expect((await server.get(`/api/tax-rates/${answer.body.id}`, owner.token)).body).toEqual(answer.body);
      const [entry] = await entriesOf(answer.body.id);
      expect(entry).toMatchObject({
        action: "tax_rate.create",
        actorType: "user",
        actorId: owner.userId,
        roundAccountId: owner.accountId,
      });
      expect(entry!.changes).toMatchObject({ percentage: [null, 7.25], country: [null, "US"] });
    });

    it("keeps four decimals exactly, inclusive rates, and a rate without a region", async () => {
      const rate = await newRate({ name: "Odd", percentage: 12.3456, inclusive: true, country: "DE" });
      expect(rate).toMatchObject({ percentage: 12.3456, inclusive: true, region: null });
      expect((await newRate({ percentage: 0 })).percentage).toBe(0);
      expect((await newRate({ percentage: 100, region: "" })).region).toBeNull();
    });

    it("lists rates newest first, filtered by active and country, in pages", async () => {
      const account = await server.signUp({}, "business");
      const made = [];
      for (const [country, active] of [
        ["FR", true],
        ["FR", false],
        ["IT", true],
      ] as const) {
        const answer = await create(
          { name: `VAT ${country}`, percentage: 20, country, active },
          account.token,
        );
        expect(answer.status).toBe(201);
        made.push(answer.body);
      }
      const all = await server.get("/api/tax-rates", account.token);
      expect(all.body).toMatchObject({ totalCount: 3, pageNumber: 1, pageSize: 20, totalPages: 1 });
      expect(all.body.items.map((item: Json) => item.id)).toEqual(made.map((item) => item.id).reverse());
      const french = await server.get("/api/tax-rates?country=fr", account.token);
      expect(french.body.items.map((item: Json) => item.id).sort()).toEqual([made[0].id, made[1].id].sort());
      const active = await server.get("/api/tax-rates?active=true&country=FR", account.token);
      expect(active.body.items.map((item: Json) => item.id)).toEqual([made[0].id]);
      const inactive = await server.get("/api/tax-rates?active=false", account.token);
      expect(inactive.body.items.map((item: Json) => item.id)).toEqual([made[1].id]);
      const page = await server.get(
        "/api/tax-rates?pageSize=2&pageNumber=2&orderBy=name&isAscending=true",
        account.token,
      );
      expect(page.body).toMatchObject({ totalCount: 3, pageNumber: 2, pageSize: 2, totalPages: 2 });
      expect(page.body.items.map((item: Json) => item.name)).toEqual(["VAT IT"]);
      expectError(await server.get("/api/tax-rates?active=maybe", account.token), 400, /active/, "active");
      expectError(await server.get("/api/tax-rates?country=FRA", account.token), 400, /country/, "country");
    });

    it("renames a rate and switches it off, audited with what changed", async () => {
      const rate = await newRate({ name: "Standard" });
      const answer = await server.put(
        `/api/tax-rates/${rate.id}`,
        { name: "Standard rate", active: false },
        owner.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ name: "Standard rate", active: false, percentage: 20 });
      expect((await server.get(`/api/tax-rates/${rate.id}`, owner.token)).body.active).toBe(false);
      const update = (await entriesOf(rate.id)).find((entry) => entry.action === "tax_rate.update");
      expect(update?.changes).toEqual({ name: ["Standard", "Standard rate"], active: [true, false] });
      // The same fixed values again are no change.
      const same = await server.put(
        `/api/tax-rates/${rate.id}`,
        { name: "Standard rate", percentage: 20, country: "gb", inclusive: false, region: null },
        owner.token,
      );
      expect(same.status, JSON.stringify(same.body)).toBe(200);
    });

    it("refuses a change of percentage (make a new rate) or of the rate's place, changing nothing", async () => {
      const rate = await newRate({ name: "Fixed" });
      const before = await entriesOf(rate.id);
      const refused = await server.put(
        `/api/tax-rates/${rate.id}`,
        { name: "Renamed", percentage: 21 },
        owner.token,
      );
      expectError(refused, 400, /make a new rate/, "percentage");
      for (const [field, value] of [
        ["inclusive", true],
        ["country", "FR"],
        ["region", "ENG"],
      ] as const) {
        expectError(
          await server.put(`/api/tax-rates/${rate.id}`, { [field]: value }, owner.token),
          400,
          /make a new rate/,
          field,
        );
      }
      expect((await server.get(`/api/tax-rates/${rate.id}`, owner.token)).body).toEqual(rate);
      expect(await entriesOf(rate.id)).toHaveLength(before.length);
    });

    it("deletes a rate nothing uses, audited", async () => {
      const rate = await newRate({ name: "Gone" });
      expect((await server.del(`/api/tax-rates/${rate.id}`, owner.token)).status).toBe(204);
      expectError(await server.get(`/api/tax-rates/${rate.id}`, owner.token), 404, "Tax rate not found.");
      const deleted = (await entriesOf(rate.id)).find((entry) => entry.action === "tax_rate.delete");
      expect(deleted?.changes).toMatchObject({ name: ["Gone", null], percentage: [20, null] });
      expectError(await server.del(`/api/tax-rates/${rate.id}`, owner.token), 404);
    });

    it("refuses to delete a rate something uses (409), keeping it", async () => {
      const rate = await newRate({ name: "Used" });
      const claims = await verifyBearer(`Bearer ${owner.token}`, server.instance.deps.jwtKey);
      const asked: string[] = [];
      const service = taxRateService(server.instance.deps, [
        async (_ex, accountId, rateId) => {
          asked.push(`${accountId}/${rateId}`);
          return true;
        },
      ]);
      await expect(service.remove(claims, undefined, rate.id)).rejects.toMatchObject({ status: 409 });
      expect(asked).toEqual([`${owner.accountId}/${rate.id}`]);
      expect((await server.get(`/api/tax-rates/${rate.id}`, owner.token)).status).toBe(200);
      expect((await entriesOf(rate.id)).map((entry) => entry.action)).toEqual(["tax_rate.create"]);
    });

    it("refuses bad bodies with 400 on the field, writing nothing", async () => {
      const before = await rateCount();
      const cases: [Json, string, RegExp][] = [
        [{ percentage: 20, country: "GB" }, "name", /name/],
        [{ name: "", percentage: 20, country: "GB" }, "name", /name/],
        [{ name: "x".repeat(101), percentage: 20, country: "GB" }, "name", /at most 100/],
        [{ name: "VAT", country: "GB" }, "percentage", /percentage/i],
        [{ name: "VAT", percentage: "lots", country: "GB" }, "percentage", /number/],
        [{ name: "VAT", percentage: -1, country: "GB" }, "percentage", /between 0 and 100/],
        [{ name: "VAT", percentage: 100.5, country: "GB" }, "percentage", /between 0 and 100/],
        [{ name: "VAT", percentage: 7.12345, country: "GB" }, "percentage", /4 decimal/],
        [{ name: "VAT", percentage: 20 }, "country", /country/i],
        [{ name: "VAT", percentage: 20, country: "GBR" }, "country", /ISO 3166-1/],
        [{ name: "VAT", percentage: 20, country: "QQ" }, "country", /valid country/],
        [{ name: "VAT", percentage: 20, country: "US", region: "US-CA" }, "region", /ISO 3166-2/],
        [{ name: "VAT", percentage: 20, country: "GB", inclusive: "yes" }, "inclusive", /true or false/],
        [{ name: "VAT", percentage: 20, country: "GB", active: 1 }, "active", /true or false/],
      ];
      for (const [body, field, message] of cases) {
        expectError(await create(body), 400, message, field);
      }
      const rate = await newRate({ name: "Kept" });
      expectError(
        await server.put(`/api/tax-rates/${rate.id}`, { name: "" }, owner.token),
        400,
        /name/,
        "name",
      );
      expectError(
        await server.put(`/api/tax-rates/${rate.id}`, { active: "no" }, owner.token),
        400,
        /true or false/,
        "active",
      );
      expect(await rateCount()).toBe(before + 1);
      expect((await server.get(`/api/tax-rates/${rate.id}`, owner.token)).body).toEqual(rate);
    });

    it("answers 404 for another account's rate, and for no rate at all", async () => {
      const rate = await newRate({ name: "Mine" });
      const path = `/api/tax-rates/${rate.id}`;
      expectError(await server.get(path, stranger.token), 404);
      expectError(await server.put(path, { name: "Theirs" }, stranger.token), 404);
      expectError(await server.del(path, stranger.token), 404);
      expect((await server.get("/api/tax-rates", stranger.token)).body.items).toEqual([]);
      expectError(await server.get(`/api/tax-rates?roundAccountId=${owner.accountId}`, stranger.token), 404);
      expectError(await server.get(`/api/tax-rates/${MISSING}`, owner.token), 404);
      expectError(await server.get("/api/tax-rates/not-an-id", owner.token), 404);
      expect((await server.get(path, owner.token)).body.name).toBe("Mine");
    });

    it("lets a read-only role read rates but change none (403)", async () => {
      const rate = await newRate({ name: "Read me" });
      expect((await server.get(`/api/tax-rates/${rate.id}`, viewer.token)).status).toBe(200);
      expect((await server.get("/api/tax-rates", viewer.token)).body.totalCount).toBeGreaterThan(0);
      const before = await rateCount();
      expectError(await create({ name: "No", percentage: 5, country: "GB" }, viewer.token), 403);
      expectError(await server.put(`/api/tax-rates/${rate.id}`, { name: "No" }, viewer.token), 403);
      expectError(await server.del(`/api/tax-rates/${rate.id}`, viewer.token), 403);
      expect(await rateCount()).toBe(before);
    });

    it("takes API keys with tax_rates scopes, and refuses the others", async () => {
      const key = async (scopes: string[]) => {
        const made = await server.post("/api/api-keys", { name: scopes.join(" "), scopes }, owner.token);
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        return made.body.secret as string;
      };
      const [reader, writer, other] = await Promise.all([
        key(["tax_rates:read"]),
        key(["tax_rates:write"]),
        key(["customers:write"]),
      ]);
      const made = await create({ name: "By key", percentage: 10, country: "AU" }, writer);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const entries = await entriesOf(made.body.id);
      expect(entries[0]).toMatchObject({ actorType: "api_key", action: "tax_rate.create" });
      expect((await server.get(`/api/tax-rates/${made.body.id}`, writer)).status).toBe(200);
      expect((await server.get("/api/tax-rates", reader)).status).toBe(200);
      expectError(
        await create({ name: "No", percentage: 10, country: "AU" }, reader),
        403,
        "This API key does not allow tax_rates:write.",
      );
      expectError(
        await server.put(`/api/tax-rates/${made.body.id}`, { active: false }, reader),
        403,
        "This API key does not allow tax_rates:write.",
      );
      expectError(
        await server.get("/api/tax-rates", other),
        403,
        "This API key does not allow tax_rates:read.",
      );
      expect((await server.del(`/api/tax-rates/${made.body.id}`, writer)).status).toBe(204);
    });
  });

  describe("customers' tax ids and exemption", () => {
    const customer = (body: Json) =>
      server.post("/api/customers", { email: uniqueEmail("taxed"), ...body }, owner.token);

    it("keeps valid ids of each type, compact, and the exemption", async () => {
      const answer = await customer({
        taxIds: [
          { type: "eu_vat", value: "de 123 456 788" },
          { type: "eu_vat", value: "EL094259216" },
          { type: "gb_vat", value: "GB 980 7806 84" },
          { type: "au_abn", value: "51 824 753 556" },
          { type: "ca_gst_hst", value: "123456782 RT 0001" },
          { type: "us_ein", value: "123456789" },
        ],
        taxExempt: "reverse",
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const taxIds = [
        { type: "eu_vat", value: "DE123456788" },
        { type: "eu_vat", value: "EL094259216" },
        { type: "gb_vat", value: "GB980780684" },
        { type: "au_abn", value: "51824753556" },
        { type: "ca_gst_hst", value: "123456782RT0001" },
        { type: "us_ein", value: "12-3456789" },
      ];
      expect(answer.body).toMatchObject({ taxIds, taxExempt: "reverse" });
      const read = await server.get(`/api/customers/${answer.body.id}`, owner.token);
      expect(read.body).toMatchObject({ taxIds, taxExempt: "reverse" });
      const listed = await server.get(`/api/customers?search=${answer.body.id}`, owner.token);
      expect(listed.body.items[0]).toMatchObject({ taxIds, taxExempt: "reverse" });
      // A partial change keeps them; sent, they replace the list.
      const renamed = await server.put(`/api/customers/${answer.body.id}`, { company: "Taxed" }, owner.token);
      expect(renamed.body).toMatchObject({ taxIds, taxExempt: "reverse" });
      const changed = await server.put(
        `/api/customers/${answer.body.id}`,
        { taxIds: [{ type: "us_ein", value: "12-3456789" }], taxExempt: "exempt" },
        owner.token,
      );
      expect(changed.body).toMatchObject({ taxIds: [taxIds[5]], taxExempt: "exempt" });
    });

    it("defaults to no tax ids and taxExempt none", async () => {
      const answer = await customer({});
      expect(answer.body).toMatchObject({ taxIds: [], taxExempt: "none" });
    });

    it("refuses invalid ids per type on taxIds.N.value, and an unknown type or exemption", async () => {
      const customerCount = async () => {
        const [row] = await server.db
          .select({ value: count() })
          .from(customers)
          .where(eq(customers.roundAccountId, owner.accountId));
        return row?.value ?? 0;
      };
      const before = await customerCount();
      const invalid: [string, string, RegExp][] = [
        ["eu_vat", "DE123456789", /not a valid EU VAT number/],
        ["eu_vat", "123456788", /prefix/],
        ["eu_vat", "US123456788", /prefix/],
        ["eu_vat", "FR00303265045", /not a valid EU VAT number/],
        ["gb_vat", "GB123456789", /not a valid UK VAT number/],
        ["gb_vat", "GB12345", /not a valid UK VAT number/],
        ["au_abn", "51824753557", /not a valid Australian Business Number/],
        ["au_abn", "5182475355", /not a valid Australian Business Number/],
        ["ca_gst_hst", "123456789RT0001", /not a valid Canadian GST\/HST number/],
        ["ca_gst_hst", "123456782", /not a valid Canadian GST\/HST number/],
        ["us_ein", "07-3456789", /not a valid US Employer Identification Number/],
        ["us_ein", "12-345678", /not a valid US Employer Identification Number/],
        ["us_ein", "", /enter the tax ID/],
      ];
      for (const [type, value, message] of invalid) {
        const answer = await customer({
          taxIds: [
            { type: "us_ein", value: "12-3456789" },
            { type, value },
          ],
        });
        expectError(answer, 400, message, "taxIds.1.value");
      }
      expectError(await customer({ taxIds: [{ type: "in_gst", value: "X" }] }), 400, /type/, "taxIds.0.type");
      expectError(await customer({ taxIds: "DE123456788" }), 400, /must be a list/, "taxIds");
      expectError(await customer({ taxIds: ["DE123456788"] }), 400, /must be an object/, "taxIds.0");
      expectError(await customer({ taxExempt: "sometimes" }), 400, /none, exempt, reverse/, "taxExempt");
      expectError(
        await customer({
          taxIds: [
            { type: "eu_vat", value: "DE123456788" },
            { type: "eu_vat", value: "DE 123456788" },
          ],
        }),
        400,
        /already listed/,
        "taxIds.1.value",
      );
      expect(await customerCount()).toBe(before);
    });
  });
});
