import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  oneTimeTokens,
  organizations,
  outbox,
  pendingBusinessData,
  roundAccountUsers,
  sessions,
  users,
} from "../../../src/db/schema/index.ts";
import {
  base64,
  businessFields,
  describeOnBothDatabases,
  expectError,
  type Json,
  newPerson,
  ownerStrangerViewer,
  type SignedUp,
  TestServer,
  uniqueEmail,
} from "../../helpers.ts";

// Sign-up (personal and business), the confirmation of the address and the first sign-in, and the mail
// they send.
describeOnBothDatabases("identities: registration", (kind) => {
  let server: TestServer;
  /** Owns a business account (with the organization of its sign-up). */
  let owner: SignedUp;

  beforeAll(async () => {
    server = await TestServer.start(kind);
    ({ owner } = await ownerStrangerViewer(server));
  });

  afterAll(async () => {
    await server?.close();
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
  });

  describe("more refusals", () => {
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
  });
});
