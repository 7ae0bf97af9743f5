import { randomUUID } from "node:crypto";
import { ROLES } from "@round/forms/schemas";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../src/auth/permissions.ts";
import {
  invitations,
  oneTimeTokens,
  organizations,
  outbox,
  pendingBusinessData,
  rateLimits,
  refreshTokens,
  roundAccountUsers,
  sessions,
  users,
} from "../src/db/schema/index.ts";
import { profileQuery, profileRead } from "../src/modules/identities/queries.ts";
import {
  base64,
  businessFields,
  type DatabaseKind,
  type Json,
  newPerson,
  PASSWORD,
  TestServer,
  uniqueEmail,
} from "./helpers.ts";
import { type Fixture, ROUTES, registeredRoutes } from "./route-access.ts";

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
    it("writes mail to the outbox, marks it sent and keeps no link in it once delivered", async () => {
      const rows = await server.db.select().from(outbox);
      expect(rows.length).toBeGreaterThan(3);
      const sent = rows.filter((row) => row.status === "sent");
      expect(sent.length).toBeGreaterThan(3);
      // Delivered: recipient, subject and dates stay; the body and its one-time links are gone.
      for (const row of sent) {
        expect(row).toMatchObject({ text: "", html: "", links: [], sentAt: expect.any(Date) });
        expect(row.to).toMatch(/@/);
        expect(row.subject).not.toBe("");
      }
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
      // The developer's inbox keeps each message whole.
      expect(messages.every((message: Json) => message.text.includes("Round"))).toBe(true);
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

  describe("who may call each route", () => {
    let fixture: Fixture;
    let guest: Awaited<ReturnType<TestServer["member"]>>;

    beforeAll(async () => {
      // An organization, an address and a pending invitation of the owner's account, named by every call.
      const organization = await server.post("/organizations", { name: "Access Table Ltd" }, owner.token);
      const address = await server.post(
        `/organizations/${organization.body.id}/addresses`,
        { name: "Depot", addressLine1: "9 Yard Lane", city: "Hull", country: "United Kingdom" },
        owner.token,
      );
      const invitation = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: uniqueEmail("table"), Role: 12 },
        owner.token,
      );
      expect([organization.status, address.status, invitation.status]).toEqual([201, 201, 201]);
      fixture = {
        accountId: owner.accountId,
        organizationId: organization.body.id,
        addressId: address.body.id,
        invitationId: invitation.body.id,
      };
      guest = await server.member(owner.accountId, ROLE.Guest);
    });

    const guarded = () => Object.entries(ROUTES).filter(([, route]) => route.guard !== "public");
    const callAs = (key: string, token?: string) => {
      const [method, template] = key.split(" ") as [string, string];
      const { path, body } = ROUTES[key]!.call!(fixture);
      expect(path.startsWith(template.replace(/\/:.*$/, "")), `${key} calls ${path}`).toBe(true);
      return server.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    };

    it("has an entry for every route the server registers", () => {
      expect(Object.keys(ROUTES).sort()).toEqual(registeredRoutes(server.instance.app.routes));
      for (const [key, route] of guarded()) expect(route.call, key).toBeDefined();
    });

    it("answers 401 without a token, or with a bad one, on every route that is not public", async () => {
      for (const [key] of guarded()) {
        for (const token of [undefined, "not.a.token"]) {
          const answer = await callAs(key, token);
          expectError(answer, 401);
          expect(answer.body.message, key).toBe("Authentication is required.");
        }
      }
    });

    it("answers 403 to a member whose role may not, on every permission-guarded route", async () => {
      for (const [key, route] of guarded()) {
        if (route.guard === "user") continue;
        // A Guest may do nothing in the account; a Viewer only reads.
        expectError(await callAs(key, guest.token), 403);
        if (route.guard !== "read") expectError(await callAs(key, viewer.token), 403);
      }
    });

    it("answers 404 to another tenant on every route naming an account or a record", async () => {
      for (const [key, route] of guarded()) {
        if (route.tenant) expectError(await callAs(key, stranger.token), 404);
      }
      // Nothing was changed by any of the refused calls.
      const organization = await server.get(`/organizations/${fixture.organizationId}`, owner.token);
      expect(organization.body).toMatchObject({
        name: "Access Table Ltd",
        description: null,
        addresses: [expect.objectContaining({ id: fixture.addressId, name: "Depot", city: "Hull" })],
      });
      const pending = await server.get(
        `/identities/invitations?roundAccountId=${owner.accountId}`,
        owner.token,
      );
      expect(pending.body.items.map((item: Json) => item.id)).toContain(fixture.invitationId);
      const [{ value } = { value: -1 }] = await server.db
        .select({ value: count() })
        .from(invitations)
        .where(eq(invitations.email, "someone.new@example.com"));
      expect(value).toBe(0);
    });

    it("lets each of the 19 roles do what the permission matrix says, and nothing more", async () => {
      // PERMISSIONS.md: everyone but a Guest reads; SuperAdmin, Admin and Team Owner edit organizations;
      // they and a Team Manager invite.
      const editors = [ROLE.SuperAdmin, ROLE.Admin, ROLE.TeamOwner] as number[];
      const inviters = [...editors, ROLE.TeamManager];
      expect(ROLES).toHaveLength(19);
      for (const role of ROLES) {
        const member = await server.member(owner.accountId, role.value);
        const read = await server.get(`/organizations/${fixture.organizationId}`, member.token);
        expect(read.status, `${role.name} reads`).toBe(role.value === ROLE.Guest ? 403 : 200);
        const edit = await server.put(
          `/organizations/${fixture.organizationId}`,
          { description: `Edited by ${role.name}` },
          member.token,
        );
        expect(edit.status, `${role.name} edits`).toBe(editors.includes(role.value) ? 200 : 403);
        const invite = await server.post(
          "/identities/invite-user",
          { RoundAccountId: owner.accountId, Email: uniqueEmail("matrix"), Role: ROLE.Viewer },
          member.token,
        );
        expect(invite.status, `${role.name} invites`).toBe(inviters.includes(role.value) ? 201 : 403);
      }
      const organization = await server.get(`/organizations/${fixture.organizationId}`, owner.token);
      expect(organization.body.description).toBe("Edited by TeamOwner");
    });

    it("refuses list and bulk calls a role may not make, and gives an empty list to a caller with no account", async () => {
      expectError(await server.get("/organizations", guest.token), 403);
      expectError(await server.get("/addresses", guest.token), 403);
      expectError(await server.del("/addresses", guest.token), 403);
      expectError(await server.del("/addresses", viewer.token), 403);
      const viewerList = await server.get("/organizations", viewer.token);
      expect(viewerList.body.items.length).toBeGreaterThan(0);
      expect(viewerList.body.items.every((item: Json) => item.roundAccountId === owner.accountId)).toBe(true);
      // No account at all: nothing to list, and nothing refused.
      const loner = await server.member(null, ROLE.Viewer);
      expect((await server.get("/organizations", loner.token)).body).toMatchObject({
        items: [],
        totalCount: 0,
      });
      expect((await server.get("/addresses", loner.token)).body).toMatchObject({ items: [], totalCount: 0 });
      expect((await server.del("/addresses", loner.token)).body).toEqual({ deletedCount: 0 });
      expect((await server.get(`/addresses/${fixture.addressId}`, owner.token)).status).toBe(200);
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

  describe("input the database could not store", () => {
    it("refuses a NUL character in any string of a body, naming the field, and stores nothing", async () => {
      const person = newPerson();
      const cases: [string, string, unknown, string][] = [
        ["POST", "/identities/register", { ...person, firstName: "Ada\u0000" }, "firstName"],
        ["POST", "/identities/login", { identifier: "a@b.co", password: "Str0ng!\u0000Pass" }, "password"],
        [
          "POST",
          "/organizations",
          {
            name: "Nul Ltd",
            address: { name: "HQ", addressLine1: "1 St", city: "Ci\u0000ty", country: "US" },
          },
          "address.city",
        ],
        [
          "PUT",
          "/identities/me/onboarding",
          { organization: { "odd\u0000key": 1 } },
          "organization.odd\\u0000key",
        ],
        [
          "PUT",
          "/identities/me/onboarding",
          { products: [{ name: "ok" }, { name: "\u0000" }] },
          "products.1.name",
        ],
        ["POST", "/addresses/bulk-delete", { ids: ["\u0000"] }, "ids.0"],
      ];
      for (const [method, path, body, field] of cases) {
        const answer = await server.call(method, path, { body, token: stranger.token });
        expectError(answer, 400, `${field} must not contain the NUL character (U+0000)`, field);
        expect(answer.body.errors[0].code).toBe("INVALID_FORMAT");
      }
      const [{ value } = { value: -1 }] = await server.db
        .select({ value: count() })
        .from(users)
        .where(eq(users.email, person.email));
      expect(value).toBe(0);
      expect(
        (await server.get("/identities/me/onboarding", stranger.token)).body.data.organization,
      ).not.toHaveProperty("odd\u0000key");
    });

    it("refuses a NUL character in a query string, and a body nested deeper than any payload", async () => {
      for (const [path, field] of [
        ["/addresses?filterBy=city&filterValue=%00", "filterValue"],
        ["/api/CountryCurrency/search?query=a%00", "query"],
        ["/identities/confirm-email?userId=%00&token=x", "userId"],
        ["/identities/invitations/lookup?token=%00", "token"],
      ] as const) {
        expectError(
          await server.call("GET", path, { token: stranger.token }),
          400,
          `${field} must not contain the NUL character (U+0000)`,
          field,
        );
      }
      const deep = `{"organization":{"x":${"[".repeat(5000)}${"]".repeat(5000)}}}`;
      expectError(
        await server.call("PUT", "/identities/me/onboarding", { raw: deep, token: stranger.token }),
        400,
        /nested too deeply/,
      );
    });

    it("bounds pageNumber and pageSize of /addresses and /organizations", async () => {
      for (const list of ["/addresses", "/organizations"]) {
        for (const [query, message] of [
          ["pageNumber=1e18", "pageNumber must be at most 1000000"],
          ["pageNumber=9007199254740993", "pageNumber must be at most 1000000"],
          ["pageNumber=0", "pageNumber must be at least 1"],
          ["pageNumber=1.5", "pageNumber must be a whole number"],
          ["pageNumber=abc", "pageNumber must be a number"],
          ["pageSize=1e18", "pageSize must be at most 100"],
          ["pageSize=0", "pageSize must be at least 1"],
        ]) {
          expectError(await server.get(`${list}?${query}`, owner.token), 400, message);
        }
        const last = await server.get(`${list}?pageNumber=1000000&pageSize=100`, owner.token);
        expect(last.status).toBe(200);
        expect(last.body).toMatchObject({ items: [], pageNumber: 1000000, pageSize: 100 });
      }
    });

    it("refuses a body that is not JSON on calls that take none, and accepts an empty one", async () => {
      const member = await server.member(null, ROLE.Viewer);
      for (const [path, token] of [
        ["/identities/confirm-email-and-login?userId=x&token=y", undefined],
        ["/identities/me/onboarding/complete", member.token],
        ["/addresses", member.token],
      ] as const) {
        expectError(
          await server.call("POST", path, { raw: "{nope", token }),
          400,
          "Request body must be valid JSON",
        );
      }
      expect((await server.get("/identities/me/onboarding", member.token)).body.completed).toBe(false);
      const done = await server.call("POST", "/identities/me/onboarding/complete", { token: member.token });
      expect(done.body.completed).toBe(true);
    });
  });

  describe("more refusals", () => {
    it("asks for the token of an invitation lookup, and for both parts of a confirmation link", async () => {
      for (const path of ["/identities/invitations/lookup", "/identities/invitations/lookup?token="]) {
        expectError(await server.get(path), 400, "Invitation token is required", "token");
      }
      const invalidLink = "Invalid confirmation link. Please check your email and try again.";
      expectError(await server.post("/identities/confirm-email-and-login"), 400, invalidLink, "userId");
      expectError(
        await server.post(`/identities/confirm-email-and-login?userId=${owner.userId}`),
        400,
        invalidLink,
        "token",
      );
      expectError(
        await server.post("/identities/confirm-email-and-login?token=abc"),
        400,
        invalidLink,
        "userId",
      );
    });

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

    it("does not invite an address that already has a Round account", async () => {
      const answer = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: stranger.email.toUpperCase(), Role: 4 },
        owner.token,
      );
      expectError(answer, 409, "This email address already has a Round account.");
      const [{ value } = { value: -1 }] = await server.db
        .select({ value: count() })
        .from(invitations)
        .where(eq(invitations.email, stranger.email));
      expect(value).toBe(0);
    });

    it("answers 409 to an invitation accepted for an address that signed up meanwhile", async () => {
      const email = uniqueEmail("raced");
      const sent = await server.post(
        "/identities/invite-user",
        { RoundAccountId: owner.accountId, Email: email, Role: 4 },
        owner.token,
      );
      expect(sent.status).toBe(201);
      const token = new URL((await server.mail(email, /invited you/)).links[0]!).searchParams.get("token")!;
      expect((await server.post("/identities/register", { ...newPerson(), email })).status).toBe(200);
      expect((await server.get(`/identities/invitations/lookup?token=${token}`)).body.emailInUse).toBe(true);
      expectError(
        await server.post("/identities/register-with-invitation", {
          token,
          firstName: "Late",
          lastName: "Comer",
          phoneNumber: "+1 555 000 2222",
          password: PASSWORD,
        }),
        409,
        "An account with this email address already exists.",
      );
      const [invitation] = await server.db.select().from(invitations).where(eq(invitations.id, sent.body.id));
      expect(invitation!.status).toBe("pending");
    });

    it("counts sign-in attempts before checking the password: of 10 parallel guesses, at most 5 are not 429", async () => {
      const { email } = await server.member(null, ROLE.Viewer);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          server.post("/identities/login", { identifier: email, password: "Wr0ng!Pass" }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 429).length, String(statuses)).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      for (const answer of answers.filter((item) => item.status === 429)) {
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      // Even the right password waits for the window to close.
      expectError(
        await server.post("/identities/login", {
          identifier: email,
          password: base64(PASSWORD),
          encoded: true,
        }),
        429,
      );
    });

    it("leaves nothing half made when the last step of a business confirmation fails", async () => {
      const person = newPerson();
      const registered = await server.post("/identities/register-business", {
        ...person,
        ...businessFields(),
        city: "Failtown",
      });
      expect(registered.status).toBe(200);
      const link = new URL((await server.mail(person.email, /Confirm/)).links[0]!);
      // The database refuses the billing address, the confirmation's last write.
      await server.db.execute(
        sql.raw(
          "create function round_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$",
        ),
      );
      await server.db.execute(
        sql.raw(
          "create trigger round_test_refuse before insert on addresses for each row when (new.city = 'Failtown') execute function round_test_refuse()",
        ),
      );
      let failed: Json;
      try {
        failed = await server.post(`/identities/confirm-email-and-login${link.search}`);
      } finally {
        await server.db.execute(sql.raw("drop trigger round_test_refuse on addresses"));
        await server.db.execute(sql.raw("drop function round_test_refuse()"));
      }
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe("An unexpected error occurred");
      const [user] = await server.db.select().from(users).where(eq(users.email, person.email));
      expect(user!.emailConfirmedAt).toBeNull();
      const [account] = await server.db
        .select()
        .from(roundAccountUsers)
        .where(eq(roundAccountUsers.userId, user!.id));
      expect(
        await server.db
          .select()
          .from(organizations)
          .where(eq(organizations.roundAccountId, account!.roundAccountId)),
      ).toEqual([]);
      expect(await server.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
      expect(
        await server.db.select().from(pendingBusinessData).where(eq(pendingBusinessData.userId, user!.id)),
      ).toHaveLength(1);
      const [link1] = await server.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user!.id));
      expect(link1!.usedAt).toBeNull();
      // The same link works once the cause is gone.
      const confirmed = await server.post(`/identities/confirm-email-and-login${link.search}`);
      expect(confirmed.status).toBe(200);
      const list = await server.get("/organizations", confirmed.body.token);
      expect(list.body.items).toHaveLength(1);
      const addresses = await server.get(
        `/organizations/${list.body.items[0].id}/addresses`,
        confirmed.body.token,
      );
      expect(addresses.body.items).toMatchObject([
        { city: "Failtown", addressLine2: "Second floor", isPrimary: true },
      ]);
    });
  });

  describe("the sweep of expired data", () => {
    it("deletes ended sessions, expired refresh tokens, spent links, old delivered mail and closed windows", async () => {
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
      const [live, revoked, lapsed] = [
        await server.member(null, ROLE.Viewer),
        await server.member(null, ROLE.Viewer),
        await server.member(null, ROLE.Viewer),
      ];
      const sessionOf = async (userId: string) =>
        (await server.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
      const revokedSession = await sessionOf(revoked.userId);
      await server.db
        .update(sessions)
        .set({ revokedAt: daysAgo(8) })
        .where(eq(sessions.id, revokedSession.id));
      // A session whose refresh tokens have all run out cannot be renewed any more.
      const lapsedSession = await sessionOf(lapsed.userId);
      await server.db
        .update(sessions)
        .set({ createdDate: daysAgo(31) })
        .where(eq(sessions.id, lapsedSession.id));
      await server.db
        .update(refreshTokens)
        .set({ expiresAt: daysAgo(1) })
        .where(eq(refreshTokens.sessionId, lapsedSession.id));
      const links = await server.db
        .insert(oneTimeTokens)
        .values([
          {
            userId: live.userId,
            kind: "confirm",
            tokenHash: `sweep-a-${live.userId}`,
            expiresAt: daysAgo(-1),
            usedAt: daysAgo(8),
          },
          { userId: live.userId, kind: "reset", tokenHash: `sweep-b-${live.userId}`, expiresAt: daysAgo(8) },
          {
            userId: live.userId,
            kind: "confirm",
            tokenHash: `sweep-c-${live.userId}`,
            expiresAt: daysAgo(-1),
            usedAt: daysAgo(1),
          },
          { userId: live.userId, kind: "reset", tokenHash: `sweep-d-${live.userId}`, expiresAt: daysAgo(-1) },
        ])
        .returning({ id: oneTimeTokens.id });
      const mail = await server.db
        .insert(outbox)
        .values([
          { to: "old@example.com", subject: "Old", text: "", html: "", status: "sent", sentAt: daysAgo(31) },
          { to: "new@example.com", subject: "New", text: "", html: "", status: "sent", sentAt: daysAgo(1) },
          // Never delivered (the SMTP server is down): kept, however old.
          {
            to: "stuck@example.com",
            subject: "Stuck",
            text: "t",
            html: "h",
            status: "pending",
            createdAt: daysAgo(40),
            nextAttemptAt: daysAgo(-1),
          },
        ])
        .returning({ id: outbox.id });
      await server.db.insert(rateLimits).values([
        { key: `sweep-closed-${live.userId}`, count: 3, windowEndsAt: daysAgo(1) },
        { key: `sweep-open-${live.userId}`, count: 3, windowEndsAt: daysAgo(-1) },
      ]);

      const swept = await server.instance.sweep();
      expect(swept.sessions).toBeGreaterThanOrEqual(2);
      expect(swept.oneTimeTokens).toBeGreaterThanOrEqual(2);
      expect(swept.sentMail).toBeGreaterThanOrEqual(1);

      expect(await server.db.select().from(sessions).where(eq(sessions.id, revokedSession.id))).toEqual([]);
      expect(await server.db.select().from(sessions).where(eq(sessions.id, lapsedSession.id))).toEqual([]);
      expect(
        await server.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, lapsedSession.id)),
      ).toEqual([]);
      expect((await server.get("/identities/me", live.token)).status).toBe(200);
      expectError(await server.get("/identities/me", lapsed.token), 401);
      const left = (
        await server.db
          .select({ id: oneTimeTokens.id })
          .from(oneTimeTokens)
          .where(eq(oneTimeTokens.userId, live.userId))
      ).map((row) => row.id);
      expect(left.sort()).toEqual([links[2]!.id, links[3]!.id].sort());
      const mailLeft = (await server.db.select({ id: outbox.id }).from(outbox)).map((row) => row.id);
      expect(mailLeft).not.toContain(mail[0]!.id);
      expect(mailLeft).toEqual(expect.arrayContaining([mail[1]!.id, mail[2]!.id]));
      const windows = (await server.db.select({ key: rateLimits.key }).from(rateLimits)).map(
        (row) => row.key,
      );
      expect(windows).not.toContain(`sweep-closed-${live.userId}`);
      expect(windows).toContain(`sweep-open-${live.userId}`);
      // Fresh mail stays in the outbox until the worker has delivered it.
      await server.db.delete(outbox).where(eq(outbox.id, mail[2]!.id));
    });
  });
}
