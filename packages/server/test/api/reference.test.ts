import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOnBothDatabases, expectError, type Json, TestServer } from "../helpers.ts";
import { registeredRoutes } from "../route-access.ts";

// Public endpoints: health, reference data, the OpenAPI document and unknown paths.
describeOnBothDatabases("reference data and the API reference", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start(kind);
  });

  afterAll(async () => {
    await server?.close();
  });

  describe("health and reference data", () => {
    it("answers /healthz and /readyz", async () => {
      expect((await server.get("/healthz")).body).toEqual({ status: "ok" });
      expect((await server.get("/readyz")).body).toMatchObject({ status: "ready", database: kind });
    });

    it("lists every ISO country once, sorted by name, with its currency", async () => {
      const { status, body, headers } = await server.get("/api/CountryCurrency/countries");
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(249);
      const codes = body.map((country: Json) => country.countryCodeAlpha2);
      expect(new Set(codes).size).toBe(codes.length);
      const names = body.map((country: Json) => country.countryName);
      expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
      expect(body).toContainEqual({
        countryName: "United States",
        countryCodeAlpha2: "US",
        currencyCodeAlpha: "USD",
      });
      expect(body).toContainEqual({
        countryName: "Germany",
        countryCodeAlpha2: "DE",
        currencyCodeAlpha: "EUR",
      });
      const again = await server.call("GET", "/api/CountryCurrency/countries", {
        headers: { "If-None-Match": headers.get("etag")! },
      });
      expect(again.status).toBe(304);
    });

    it("finds a country and a currency by code, and searches", async () => {
      expect((await server.get("/api/CountryCurrency/countries/jp")).body).toEqual({
        countryName: "Japan",
        countryCodeAlpha2: "JP",
        currencyCodeAlpha: "JPY",
      });
      expectError(await server.get("/api/CountryCurrency/countries/XX"), 404);
      const eur = await server.get("/api/CountryCurrency/currencies/EUR");
      expect(eur.body.currencyName).toBe("Euro");
      expect(eur.body.countries).toContainEqual({ countryName: "France", countryCodeAlpha2: "FR" });
      const currencies = await server.get("/api/CountryCurrency/currencies");
      expect(currencies.body.length).toBeGreaterThan(150);
      expectError(await server.get("/api/CountryCurrency/currencies/XYZ"), 404);
      const found = await server.get("/api/CountryCurrency/search?query=zeal");
      expect(found.body.map((country: Json) => country.countryCodeAlpha2)).toEqual(["NZ"]);
    });

    it("serves industries, company sizes (open-ended top) and address types (with isActive)", async () => {
      const industries = await server.get("/api/Industries");
      expect(industries.body.length).toBeGreaterThan(10);
      expect(industries.body[0]).toEqual({
        code: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
      });
      expect((await server.get("/api/Industries/software")).body.name).toBe("Software & SaaS");
      expect((await server.get("/api/Industries/search?query=health")).body[0].code).toBe("healthcare");
      expectError(await server.get("/api/Industries/nope"), 404);
      const sizes = (await server.get("/api/CompanySizes")).body;
      expect(sizes.at(-1)).toMatchObject({ maxEmployees: null, name: "5001+ employees" });
      expect(sizes[0]).toMatchObject({ minEmployees: 1, maxEmployees: 1, name: "1 employee" });
      expect((await server.get("/api/CompanySizes/11-50")).body.name).toBe("11-50 employees");
      expect((await server.get("/api/CompanySizes/search?query=enterprise")).body.length).toBeGreaterThan(0);
      const types = (await server.get("/api/AddressTypes")).body;
      expect(types.some((type: Json) => type.isActive === false)).toBe(true);
      expect((await server.get("/api/AddressTypes/billing")).body).toMatchObject({
        code: "billing",
        isActive: true,
      });
      expectError(await server.get("/api/AddressTypes/nope"), 404);
    });
  });

  describe("mail, API reference and errors", () => {
    it("describes every endpoint in /api/openapi.json and serves /api/docs", async () => {
      const spec = (await server.get("/api/openapi.json")).body;
      expect(spec.openapi).toMatch(/^3\./);
      for (const path of [
        "/identities/login",
        "/identities/me",
        "/organizations/{id}/addresses",
        "/addresses/bulk-delete",
        "/api/CountryCurrency/countries",
      ]) {
        expect(spec.paths).toHaveProperty([path]);
      }
      expect(
        spec.paths["/identities/register"].post.requestBody.content["application/json"].schema.properties,
      ).toHaveProperty("firstName");
      const bodyOf = (path: string, method: string) =>
        spec.paths[path][method].requestBody.content["application/json"].schema.properties;
      // The request bodies come from the schemas the routes validate with.
      expect(bodyOf("/identities/invite-user", "post").Email).toMatchObject({
        format: "email",
        maxLength: 254,
      });
      expect(JSON.stringify(bodyOf("/identities/invite-user", "post").Role)).toContain('"number"');
      expect(bodyOf("/identities/login", "post").identifier).toMatchObject({
        format: "email",
        maxLength: 254,
      });
      expect(bodyOf("/identities/login", "post").password.description).toMatch(/8 to 128 characters/);
      expect(bodyOf("/identities/register-business", "post").addressLine2).toMatchObject({ maxLength: 100 });
      expect(bodyOf("/organizations/{id}", "put").taxId).toMatchObject({ maxLength: 20 });
      expect(spec.paths["/addresses"].get.parameters).toContainEqual(
        expect.objectContaining({ name: "pageNumber", in: "query" }),
      );
      // Summaries read as English: "an add-on", never "a add-on" ("a one-off", "a usage" are right).
      const summaries = Object.values(
        spec.paths as Record<string, Record<string, { summary: string }>>,
      ).flatMap((methods) => Object.values(methods).map((operation) => operation.summary));
      expect(summaries.filter((summary) => /\ba (?:[aei]|o(?!ne))/i.test(summary))).toEqual([]);
      expect(spec.paths["/api/catalog/addons/{id}"].put.summary).toBe("Change an add-on (partial)");
      const docs = await server.get("/api/docs");
      expect(docs.status).toBe(200);
      expect(docs.headers.get("content-type")).toContain("text/html");
      expect(docs.body).toContain("/identities/login");
    });

    it("documents every route the server registers, with its method", async () => {
      const spec = (await server.get("/api/openapi.json")).body;
      const documented = Object.entries(spec.paths as Record<string, Record<string, unknown>>)
        .flatMap(([path, methods]) =>
          Object.keys(methods).map(
            (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
          ),
        )
        .sort();
      expect(documented).toEqual(registeredRoutes(server.instance.app.routes));
    });

    it("answers unknown endpoints with the error body", async () => {
      expectError(await server.get("/identities/nope"), 404);
    });
  });

  describe("more refusals", () => {
    it("refuses an over-long reference search", async () => {
      for (const list of ["CountryCurrency", "Industries", "CompanySizes"]) {
        expectError(
          await server.get(`/api/${list}/search?query=${"x".repeat(101)}`),
          400,
          "The search text is too long",
          "query",
        );
      }
    });
  });
});
