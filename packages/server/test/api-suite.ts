import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations, organizations, outbox, users } from "../src/db/schema.ts";
import { profileQuery, profileRead } from "../src/modules/identities/queries.ts";
import {
  base64,
  type DatabaseKind,
  type Json,
  newPerson,
  PASSWORD,
  TestServer,
  uniqueEmail,
} from "./helpers.ts";

type SignedUp = Awaited<ReturnType<TestServer["signUp"]>>;

/** Every endpoint over HTTP: success, validation messages, 401, 403, another tenant's 404. */
export function apiSuite(kind: DatabaseKind) {
  let server: TestServer;
  /** Owns a business account (with the organization of its sign-up). */
  let owner: SignedUp;
  /** Owns a personal account: "another tenant". */
  let stranger: SignedUp;
  /** A Viewer of the owner's account (joined by invitation). */
  let viewer: { token: string; email: string; userId: string };

  const expectError = (
    answer: { status: number; body: Json },
    status: number,
    description?: string | RegExp,
    field?: string,
  ) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(typeof answer.body.message).toBe("string");
    expect(Array.isArray(answer.body.errors)).toBe(true);
    expect(answer.body.errors[0]).toHaveProperty("code");
    if (description instanceof RegExp) expect(answer.body.errors[0].description).toMatch(description);
    else if (description) expect(answer.body.errors[0].description).toBe(description);
    if (field) expect(answer.body.errors[0].field).toBe(field);
  };

  beforeAll(async () => {
    server = await TestServer.start(kind);
    [owner, stranger] = await Promise.all([
      server.signUp({}, "business"),
      server.signUp({ firstName: "Grace", lastName: "Hopper" }),
    ]);
    const email = uniqueEmail("viewer");
    const invited = await server.post(
      "/identities/invite-user",
      { RoundAccountId: owner.accountId, Email: email, Role: 17 },
      owner.token,
    );
    expect(invited.status).toBe(201);
    const mail = await server.mail(email, /invited you/);
    const token = new URL(mail.links[0]!).searchParams.get("token")!;
    const joined = await server.post("/identities/register-with-invitation", {
      token,
      firstName: "Vera",
      lastName: "Viewer",
      phoneNumber: "+44 20 7946 0000",
      password: PASSWORD,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    viewer = { token: joined.body.token, email, userId: joined.body.userId };
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

  describe("registration", () => {
    it("validates with the shared schema's messages, field by field", async () => {
      const valid = newPerson();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ firstName: "" }, "firstName", "First name is required"],
        [{ firstName: "A" }, "firstName", "First name must be at least 2 characters long"],
        [{ firstName: "A".repeat(51) }, "firstName", "First name is too long"],
        [
          { firstName: "R2D2" },
          "firstName",
          "First name can only contain letters, spaces, hyphens, and apostrophes",
        ],
        [{ lastName: undefined }, "lastName", "Last name is required"],
        [{ email: "" }, "email", "Email address is required"],
        [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
        [{ email: `${"a".repeat(250)}@x.io` }, "email", "Email address is too long"],
        [{ password: "" }, "password", "Password is required"],
        [{ password: "Ab1!" }, "password", "Password must be at least 8 characters long"],
        [
          { password: "alllowercase1!" },
          "password",
          "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
        ],
        [{ password: `Aa1!${"a".repeat(130)}` }, "password", "Password is too long"],
        [{ phoneNumber: "12ab" }, "phoneNumber", "Please enter a valid phone number"],
        [{ phoneNumber: "123" }, "phoneNumber", "Please enter a valid phone number"],
        [{ phoneNumber: "1".repeat(21) }, "phoneNumber", "Phone number is too long"],
      ];
      for (const [change, field, message] of cases) {
        expectError(await server.post("/identities/register", { ...valid, ...change }), 400, message, field);
      }
      const [{ value } = { value: -1 }] = await server.db
        .select({ value: count() })
        .from(users)
        .where(eq(users.email, valid.email));
      expect(value).toBe(0);
    });

    it("refuses malformed JSON, non-objects, other content types and bodies over 1 MiB", async () => {
      expectError(
        await server.call("POST", "/identities/register", { raw: "{nope" }),
        400,
        "Request body must be valid JSON",
      );
      expectError(await server.call("POST", "/identities/register", { raw: "[1,2]" }), 400);
      expectError(
        await server.call("POST", "/identities/register", {
          raw: "a=b",
          headers: { "Content-Type": "text/plain" },
        }),
        400,
      );
      const big = JSON.stringify({ firstName: "x".repeat(1024 * 1024 + 10) });
      expectError(await server.call("POST", "/identities/register", { raw: big }), 413);
    });

    it("refuses an address that already has an account", async () => {
      expectError(
        await server.post("/identities/register", { ...newPerson(), email: owner.email.toUpperCase() }),
        409,
        /already exists/,
      );
    });

    it("validates the business fields and the all-or-nothing billing address", async () => {
      const person = newPerson();
      const company = {
        companyName: "Acme",
        registrationNumber: "REG-1",
        currency: "USD",
      };
      expectError(
        await server.post("/identities/register-business", { ...person, ...company, companyName: "" }),
        400,
        "Company name is required",
        "companyName",
      );
      expectError(
        await server.post("/identities/register-business", {
          ...person,
          ...company,
          registrationNumber: "R!",
        }),
        400,
        undefined,
        "registrationNumber",
      );
      expectError(
        await server.post("/identities/register-business", { ...person, ...company, city: "Paris" }),
        400,
        undefined,
        "addressLine1",
      );
    });

    it("turns business details into the organization and address when the email is confirmed", async () => {
      const me = await server.get("/identities/me", owner.token);
      expect(me.body).toMatchObject({
        accountType: "business",
        companyName: "Analytical Engines Ltd",
        registrationNumber: "REG-12345",
      });
      const list = await server.get(`/organizations?userId=${owner.userId}`, owner.token);
      expect(list.body.items).toHaveLength(1);
      expect(list.body.items[0]).toMatchObject({
        name: "Analytical Engines Ltd",
        currency: "GBP",
        roundAccountId: owner.accountId,
      });
      const addresses = await server.get(`/organizations/${list.body.items[0].id}/addresses`, owner.token);
      expect(addresses.body.items[0]).toMatchObject({
        addressLine1: "12 St James's Square",
        city: "London",
        isPrimary: true,
        addressType: "billing",
      });
    });
  });

  describe("confirmation and sign-in", () => {
    let pending: ReturnType<typeof newPerson>;
    let link: URL;

    beforeAll(async () => {
      pending = newPerson();
      expect((await server.post("/identities/register", pending)).body).toEqual({
        message: "Registration successful. Please check your email to confirm your account.",
      });
      const mail = await server.mail(pending.email, /Confirm/);
      expect(mail.text).toContain("Round");
      expect(mail.html).toContain("Round");
      link = new URL(mail.links[0]!);
      expect(`${link.origin}${link.pathname}`).toBe("http://app.test/auth/confirm-email");
      expect(link.searchParams.get("userId")).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("refuses to sign in before the email is confirmed, saying so", async () => {
      const answer = await server.post("/identities/login", {
        identifier: pending.email,
        password: base64(pending.password),
        encoded: true,
      });
      expectError(answer, 403);
      expect(answer.body.succeeded).toBe(false);
      expect(answer.body.errors[0].description).toMatch(/email/i);
      expect(answer.body.errors[0].description).toMatch(/confirm/i);
    });

    it("answers resend the same for known and unknown addresses", async () => {
      const known = await server.post("/identities/resend", { email: pending.email });
      const unknown = await server.post("/identities/resend", { email: uniqueEmail("nobody") });
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expectError(
        await server.post("/identities/resend", { email: "nope" }),
        400,
        "Please enter a valid email address",
        "email",
      );
    });

    it("refuses bad confirmation links", async () => {
      expectError(
        await server.get("/identities/confirm-email?userId=&token="),
        400,
        "Invalid confirmation link. Please check your email and try again.",
      );
      expectError(
        await server.get(`/identities/confirm-email?userId=${link.searchParams.get("userId")}&token=wrong`),
        400,
      );
      expectError(await server.get("/identities/confirm-email?userId=not-a-uuid&token=x"), 400);
    });

    it("confirms with the emailed link, once", async () => {
      expect((await server.get(`/identities/confirm-email${link.search}`)).body).toEqual({
        message: "Email confirmed successfully",
      });
      expectError(await server.post(`/identities/confirm-email-and-login${link.search}`), 400);
    });

    it("signs in with the base64 password and refuses a wrong one with 401", async () => {
      const ok = await server.post("/identities/login", {
        identifier: pending.email,
        password: base64(pending.password),
        encoded: true,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ succeeded: true, errors: [] });
      expect(ok.body.token.split(".")).toHaveLength(3);
      const claims = JSON.parse(Buffer.from(ok.body.token.split(".")[1], "base64url").toString());
      expect(claims).toMatchObject({
        sub: ok.body.userId,
        userId: ok.body.userId,
        roundAccountId: expect.any(String),
      });
      expect(claims.exp - claims.iat).toBe(900);
      const wrong = await server.post("/identities/login", {
        identifier: pending.email,
        password: base64("Wr0ng!Pass"),
        encoded: true,
      });
      expectError(wrong, 401, "Invalid email or password.");
      expect(wrong.body).toMatchObject({ succeeded: false, token: null });
      expectError(
        await server.post("/identities/login", { identifier: "", password: "x" }),
        400,
        "Email address is required",
        "identifier",
      );
      expectError(
        await server.post("/identities/login", { identifier: pending.email, password: "%%%", encoded: true }),
        400,
      );
    });

    it("limits failed sign-ins: the sixth within 15 minutes gets 429 with Retry-After", async () => {
      const email = uniqueEmail("brute");
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          (await server.post("/identities/login", { identifier: email, password: PASSWORD })).status,
        ).toBe(401);
      }
      const limited = await server.post("/identities/login", { identifier: email, password: PASSWORD });
      expectError(limited, 429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    });
  });

  describe("tokens and the current user", () => {
    it("returns every user field of the spec from /identities/me", async () => {
      const me = await server.get("/identities/me", stranger.token);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        userId: stranger.userId,
        id: stranger.userId,
        firstName: "Grace",
        lastName: "Hopper",
        email: stranger.email,
        phoneNumber: stranger.phoneNumber,
        phone: stranger.phoneNumber,
        accountType: "personal",
        roundAccountId: stranger.accountId,
        roundAccountUsers: [{ roundAccountId: stranger.accountId, role: 2 }],
        onboardingCompleted: false,
        onboardingData: null,
        companyName: null,
      });
      expect(new Date(me.body.createdDate).getTime()).not.toBeNaN();
      expect(new Date(me.body.modifiedDate).getTime()).not.toBeNaN();
      expect(me.body).not.toHaveProperty("passwordHash");
    });

    it("updates the name and phone number with the shared rules", async () => {
      const changed = await server.put(
        "/identities/me",
        { firstName: "Grace", lastName: "Murray Hopper", phoneNumber: "+1 555 987 6543" },
        stranger.token,
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({
        lastName: "Murray Hopper",
        phoneNumber: "+1 555 987 6543",
        email: stranger.email,
      });
      expectError(
        await server.put(
          "/identities/me",
          { firstName: "G", lastName: "Hopper", phoneNumber: "+1 555 987 6543" },
          stranger.token,
        ),
        400,
        "First name must be at least 2 characters long",
        "firstName",
      );
      expectError(
        await server.put("/identities/me", {
          firstName: "Grace",
          lastName: "Hopper",
          phoneNumber: "+1 555 987 6543",
        }),
        401,
      );
      await server.put(
        "/identities/me",
        { firstName: "Grace", lastName: "Hopper", phoneNumber: stranger.phoneNumber },
        stranger.token,
      );
    });

    it("answers 401 without a token, with a bad one, and after logout", async () => {
      expectError(await server.get("/identities/me"), 401);
      expectError(await server.get("/identities/me", "not.a.token"), 401);
      const session = await server.post("/identities/login", {
        identifier: stranger.email,
        password: base64(PASSWORD),
        encoded: true,
      });
      expect((await server.get("/identities/me", session.body.token)).status).toBe(200);
      expect((await server.post("/identities/logout", {}, session.body.token)).body).toMatchObject({
        succeeded: true,
      });
      expectError(await server.get("/identities/me", session.body.token), 401);
      expectError(
        await server.post("/identities/refresh-token", { refreshToken: session.body.refreshToken }),
        401,
      );
      expectError(await server.post("/identities/logout", {}), 401);
    });

    it("rotates refresh tokens, and a reused one ends the whole session", async () => {
      const session = await server.post("/identities/login", {
        identifier: stranger.email,
        password: base64(PASSWORD),
        encoded: true,
      });
      const first = await server.post("/identities/refresh-token", {
        refreshToken: session.body.refreshToken,
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ succeeded: true });
      expect(first.body.refreshToken).not.toBe(session.body.refreshToken);
      expect((await server.get("/identities/me", first.body.token)).status).toBe(200);
      // The old token again: reuse. The family is revoked, so the newest one stops working too.
      expectError(
        await server.post("/identities/refresh-token", { refreshToken: session.body.refreshToken }),
        401,
      );
      expectError(
        await server.post("/identities/refresh-token", { refreshToken: first.body.refreshToken }),
        401,
      );
      expectError(await server.get("/identities/me", first.body.token), 401);
      expectError(
        await server.post("/identities/refresh-token", {}),
        400,
        "Refresh token is required",
        "refreshToken",
      );
    });
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

  describe("invitations", () => {
    it("validates, refuses self, members, duplicates, uninvitable roles and other tenants", async () => {
      const email = uniqueEmail("invitee");
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: "", Role: 4 },
          owner.token,
        ),
        400,
        "Please enter an email address.",
        "Email",
      );
      expectError(
        await server.post("/identities/invite-user", { Email: email, Role: 4 }, owner.token),
        400,
        "User authentication error. Please refresh and try again.",
        "RoundAccountId",
      );
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: owner.email, Role: 4 },
          owner.token,
        ),
        400,
        "You cannot invite yourself to the organization.",
      );
      for (const role of [0, 18]) {
        expectError(
          await server.post(
            "/identities/invite-user",
            { RoundAccountId: owner.accountId, Email: email, Role: role },
            owner.token,
          ),
          400,
          undefined,
          "Role",
        );
      }
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: viewer.email, Role: 4 },
          owner.token,
        ),
        409,
      );
      expectError(
        await server.post("/identities/invite-user", {
          RoundAccountId: owner.accountId,
          Email: email,
          Role: 4,
        }),
        401,
      );
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: email, Role: 4 },
          stranger.token,
        ),
        404,
      );
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: email, Role: 4 },
          viewer.token,
        ),
        403,
      );

      const sent = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: email, Role: 4 },
        owner.token,
      );
      expect(sent.body).toMatchObject({
        email,
        role: 4,
        roleName: "TeamMember",
        roleLabel: "Team Member",
        status: "pending",
        message: "Invitation sent successfully",
      });
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: email.toUpperCase(), Role: 5 },
          owner.token,
        ),
        409,
        "This email address has already been invited.",
      );
      const [{ value } = { value: -1 }] = await server.db
        .select({ value: count() })
        .from(invitations)
        .where(and(eq(invitations.email, email), eq(invitations.status, "pending")));
      expect(value).toBe(1);
    });

    it("lists, looks up, revokes, and accepts with the invited role", async () => {
      const email = uniqueEmail("colleague");
      const sent = await server.post(
        "/identities/invite-user",
        { roundAccountId: owner.accountId, email, role: 3 },
        owner.token,
      );
      expect(sent.status).toBe(201);
      const mail = await server.mail(email, /invited you/);
      const link = new URL(mail.links[0]!);
      expect(`${link.origin}${link.pathname}`).toBe("http://app.test/auth/accept-invitation");
      const token = link.searchParams.get("token")!;

      const list = await server.get(`/identities/invitations?roundAccountId=${owner.accountId}`, owner.token);
      expect(list.body.items.map((item: Json) => item.email)).toContain(email);
      expectError(
        await server.get(`/identities/invitations?roundAccountId=${owner.accountId}`, stranger.token),
        404,
      );
      expectError(
        await server.get(`/identities/invitations?roundAccountId=${owner.accountId}`, viewer.token),
        403,
      );

      const lookup = await server.get(`/identities/invitations/lookup?token=${token}`);
      expect(lookup.body).toMatchObject({
        email,
        role: 3,
        roleLabel: "Team Manager",
        organizationName: "Analytical Engines Ltd",
      });
      expectError(await server.get("/identities/invitations/lookup?token=nope"), 404);

      expectError(
        await server.post("/identities/register-with-invitation", {
          token,
          firstName: "",
          lastName: "Manager",
          phoneNumber: "+1 555 000 1111",
          password: PASSWORD,
        }),
        400,
        "First name is required",
        "firstName",
      );
      const joined = await server.post("/identities/register-with-invitation", {
        token,
        firstName: "Mia",
        lastName: "Manager",
        phoneNumber: "+1 555 000 1111",
        password: PASSWORD,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expect(joined.body).toMatchObject({ succeeded: true, roundAccountId: owner.accountId });
      const me = await server.get("/identities/me", joined.body.token);
      expect(me.body).toMatchObject({
        email,
        accountType: "business",
        roundAccountUsers: [{ roundAccountId: owner.accountId, role: 3 }],
        onboardingCompleted: true,
      });
      expectError(
        await server.post("/identities/register-with-invitation", {
          token,
          firstName: "Mia",
          lastName: "Again",
          phoneNumber: "+1 555 000 1111",
          password: PASSWORD,
        }),
        400,
      );

      // A Team Manager invites, but cannot hand out Admin.
      expectError(
        await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: uniqueEmail(), Role: 1 },
          joined.body.token,
        ),
        403,
      );
      const byManager = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: uniqueEmail(), Role: 12 },
        joined.body.token,
      );
      expect(byManager.status).toBe(201);

      const revoked = await server.del(`/identities/invitations/${byManager.body.id}`, owner.token);
      expect(revoked.body.status).toBe("revoked");
      expectError(await server.del(`/identities/invitations/${sent.body.id}`, owner.token), 409);
      expectError(await server.del(`/identities/invitations/${byManager.body.id}`, stranger.token), 404);
    });
  });

  describe("forgotten passwords", () => {
    it("answers the same for unknown addresses and resets with the emailed link, once", async () => {
      const person = await server.signUp();
      const known = await server.post("/identities/forgot-password", { email: person.email });
      const unknown = await server.post("/identities/forgot-password", { email: uniqueEmail("ghost") });
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expectError(
        await server.post("/identities/forgot-password", { email: "" }),
        400,
        "Email address is required",
        "email",
      );

      const mail = await server.mail(person.email, /Reset/);
      const link = new URL(mail.links[0]!);
      expect(`${link.origin}${link.pathname}`).toBe("http://app.test/auth/reset-password");
      const userId = link.searchParams.get("userId")!;
      const token = link.searchParams.get("token")!;
      expectError(
        await server.post("/identities/reset-password", { userId, token, password: "weak" }),
        400,
        "Password must be at least 8 characters long",
        "password",
      );
      expectError(
        await server.post("/identities/reset-password", { userId, token: "wrong", password: "N3w!Password" }),
        400,
      );
      expect(
        (await server.post("/identities/reset-password", { userId, token, password: "N3w!Password" })).status,
      ).toBe(200);
      expectError(
        await server.post("/identities/reset-password", { userId, token, password: "N3w!Password" }),
        400,
      );
      // Signed out everywhere; the new password works.
      expectError(await server.get("/identities/me", person.token), 401);
      expect(
        (await server.post("/identities/login", { identifier: person.email, password: "N3w!Password" }))
          .status,
      ).toBe(200);
    });
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

  describe("the hot read behind /identities/me", () => {
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string; sid: string };

    it("returns what the query builder returns, for every kind of caller", async () => {
      const database = server.instance.deps.database;
      const session = await server.post("/identities/login", {
        identifier: stranger.email,
        password: base64(PASSWORD),
        encoded: true,
      });
      await server.post("/identities/logout", {}, session.body.token);
      // Business owner with an organization, personal account with onboarding data, an invited member,
      // an ended session, and nobody.
      const callers = [owner.token, stranger.token, viewer.token, session.body.token].map(claimsOf);
      callers.push({ sub: randomUUID(), sid: randomUUID() });
      for (const { sub, sid } of callers) {
        const expected = await profileQuery(server.db, sub, sid);
        expect(await profileRead(database, sub, sid)).toEqual(expected);
      }
      expect((await profileRead(database, owner.userId, claimsOf(owner.token).sid))?.memberships).toEqual([
        expect.objectContaining({ account: expect.objectContaining({ organizations: [expect.anything()] }) }),
      ]);
    });

    it("answers many concurrent callers, each with their own row", async () => {
      const database = server.instance.deps.database;
      const callers = [owner, stranger, viewer].map((caller) => ({
        id: caller.userId,
        ...claimsOf(caller.token),
      }));
      const reads = Array.from({ length: 150 }, (_, index) => callers[index % callers.length]!);
      const rows = await Promise.all(reads.map(({ sub, sid }) => profileRead(database, sub, sid)));
      expect(rows.map((row) => row?.id)).toEqual(reads.map((read) => read.id));
    });
  });

  describe("mail, API reference and errors", () => {
    it("writes mail to the outbox and marks it sent", async () => {
      const rows = await server.db.select({ status: outbox.status }).from(outbox);
      expect(rows.length).toBeGreaterThan(3);
      const page = await server.get("/dev/mail");
      expect(page.status).toBe(200);
      expect(page.body).toContain("Dev mailbox");
      const messages = (await server.get("/dev/mail/messages")).body;
      expect(messages[0]).toEqual({
        id: expect.any(Number),
        to: expect.any(String),
        subject: expect.any(String),
        text: expect.any(String),
        html: expect.any(String),
        links: expect.any(Array),
        createdAt: expect.any(String),
      });
      expect(messages[0].id).toBeGreaterThan(messages.at(-1).id);
      const html = await server.get(`/dev/mail/messages/${messages[0].id}/html`);
      expect(html.status).toBe(200);
      expect(html.body).toContain("Round");
      expect(html.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
      expectError(await server.get("/dev/mail/messages/999999/html"), 404);
    });

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
      const docs = await server.get("/api/docs");
      expect(docs.status).toBe(200);
      expect(docs.headers.get("content-type")).toContain("text/html");
      expect(docs.body).toContain("/identities/login");
    });

    it("answers unknown endpoints with the error body", async () => {
      expectError(await server.get("/identities/nope"), 404);
    });
  });
}
