import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

// Customers over HTTP (COMMERCE.md, "Customers and subscriptions"), on PGlite and PostgreSQL: records with
// the accounts document's rules and messages, the list's search, filters, order and pages, notes, payment
// methods through the test gateway (a card's number kept nowhere), credits with Idempotency-Key, emails
// through the outbox, CSV export and the all-or-none import, the customer's data export, and tenancy.

const VISA = "4242 4242 4242 4242";
const DECLINED = "4000000000000002";
const NO_FUNDS = "4000000000009995";

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  type: "card",
  cardNumber: number,
  expiryMonth: 12,
  expiryYear: 2099,
  cvc: "123",
  ...extra,
});

const address = {
  line1: "1 Analytical Row",
  line2: "",
  city: "London",
  state: "Greater London",
  zip: "EC1A 1BB",
  country: "GB",
};

describeOnBothDatabases("customers", (kind: DatabaseKind) => {
  let server: TestServer;
  let owner: SignedUp;
  let stranger: SignedUp;
  let viewer: Viewer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await TestServer.start(
      kind,
      { logLevel: "debug" },
      {
        log: {
          debug: (message, fields) => logLines.push(`${message} ${JSON.stringify(fields ?? {})}`),
          info: (message, fields) => logLines.push(`${message} ${JSON.stringify(fields ?? {})}`),
          warn: (message, fields) => logLines.push(`${message} ${JSON.stringify(fields ?? {})}`),
          error: (message, fields) => logLines.push(`${message} ${JSON.stringify(fields ?? {})}`),
        },
      },
    );
    ({ owner, stranger, viewer } = await ownerStrangerViewer(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (body: Json, token = owner.token) => server.post("/api/customers", body, token);
  const newCustomer = async (body: Json = {}) => {
    const answer = await create({ email: uniqueEmail("customer"), ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };

  describe("records", () => {
    it("creates a customer from an email alone, with the defaults and computed figures", async () => {
      const email = uniqueEmail("only");
      const answer = await create({ email });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        email,
        displayName: email,
        status: "active",
        currency: (await server.get("/api/catalog/settings", owner.token)).body.defaultCurrency,
        billingAddress: null,
        paymentMethod: null,
        totalMRR: 0,
        totalLTV: 0,
        accountBalance: 0,
        creditBalance: 0,
        unbilledCharges: 0,
        activeSubscriptions: 0,
        churnRisk: "low",
        portalAccess: true,
        autoCollection: false,
        tags: [],
        customFields: {},
        emailPreferences: {
          invoices: true,
          subscriptionUpdates: true,
          marketingEmails: false,
          paymentFailures: true,
          trialReminders: true,
        },
      });
    });

    it("creates a customer with every field; the display name defaults to the names, then the company", async () => {
      const full = await newCustomer({
        firstName: "Ada",
        lastName: "Lovelace",
        company: "Analytical Engines Ltd",
        phone: "+44 20 7946 0018",
        taxNumber: "GB123456789",
        locale: "en-GB",
        timezone: "Europe/London",
        currency: "gbp",
        billingAddress: { ...address, country: "gb" },
        shippingAddress: address,
        emailPreferences: { marketingEmails: true },
        tags: ["vip", "VIP", " beta "],
        customFields: { plan: "gold", " region ": "EMEA" },
      });
      expect(full).toMatchObject({
        displayName: "Ada Lovelace",
        currency: "GBP",
        billingAddress: { ...address, country: "GB" },
        tags: ["vip", "beta"],
        customFields: { plan: "gold", region: "EMEA" },
        emailPreferences: { marketingEmails: true, invoices: true },
      });
      const company = await newCustomer({ company: "Babbage & Co" });
      expect(company.displayName).toBe("Babbage & Co");
      const named = await newCustomer({ firstName: "Charles", displayName: "Mr B." });
      expect(named.displayName).toBe("Mr B.");
    });

    it.each([
      [{ email: "" }, "Email address is required", "email"],
      [{ email: "not-an-email" }, "Please enter a valid email address", "email"],
      [{ firstName: "A" }, "First name must be at least 2 characters long", "firstName"],
      [
        { lastName: "L0velace" },
        "Last name can only contain letters, spaces, hyphens, and apostrophes",
        "lastName",
      ],
      [{ phone: "call me" }, "Please enter a valid phone number", "phone"],
      [{ billingAddress: { line1: "1 Road" } }, "City is required", "billingAddress.city"],
      [{ shippingAddress: { ...address, zip: "" } }, "ZIP code is required", "shippingAddress.zip"],
      [
        { billingAddress: { ...address, country: "XX" } },
        "Please select a valid country",
        "billingAddress.country",
      ],
      [{ currency: "XYZ" }, "Please select a valid currency", "currency"],
      [{ locale: "english" }, "Please enter a valid locale, for example en-US", "locale"],
      [{ timezone: "Mars/Olympus" }, "Please select a valid time zone", "timezone"],
      [{ status: "gone" }, "Status must be active, inactive, suspended or cancelled", "status"],
      [
        { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) },
        "A customer can have at most 50 tags",
        "tags",
      ],
      [{ tags: ["x".repeat(256)] }, "A tag can have at most 255 characters", "tags.0"],
      [
        { customFields: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, "v"])) },
        "A customer can have at most 50 custom fields",
        "customFields",
      ],
      [
        { customFields: { note: "v".repeat(256) } },
        "A custom field value can have at most 255 characters",
        "customFields.note",
      ],
    ])("refuses %j with the rule's message, writing nothing", async (fields, message, field) => {
      const before = await server.get("/api/customers/summary", owner.token);
      const answer = await create({ email: uniqueEmail("bad"), ...fields });
      expectError(answer, 400, message, field);
      const after = await server.get("/api/customers/summary", owner.token);
      expect(after.body.totalCustomers).toBe(before.body.totalCustomers);
    });

    it("keeps emails unique in the account, ignoring case (another account may use the same one)", async () => {
      const email = uniqueEmail("twice");
      await newCustomer({ email });
      expectError(
        await create({ email: email.toUpperCase() }),
        409,
        "A customer with this email address already exists.",
        "email",
      );
      expect((await create({ email }, stranger.token)).status).toBe(201);
    });

    it("reads, changes part of and deletes a customer", async () => {
      const customer = await newCustomer({ firstName: "Grace", lastName: "Brewster", company: "Navy" });
      const read = await server.get(`/api/customers/${customer.id}`, owner.token);
      expect(read.body).toMatchObject({ id: customer.id, displayName: "Grace Brewster" });

      const renamed = await server.put(
        `/api/customers/${customer.id}`,
        { lastName: "Hopper", status: "inactive" },
        owner.token,
      );
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(renamed.body).toMatchObject({
        displayName: "Grace Hopper",
        status: "inactive",
        company: "Navy",
      });

      const addressed = await server.put(
        `/api/customers/${customer.id}`,
        { billingAddress: address },
        owner.token,
      );
      expect(addressed.body.billingAddress).toEqual(address);
      const cleared = await server.put(
        `/api/customers/${customer.id}`,
        { billingAddress: null },
        owner.token,
      );
      expect(cleared.body.billingAddress).toBeNull();
      expectError(
        await server.put(`/api/customers/${customer.id}`, { email: "nope" }, owner.token),
        400,
        "Please enter a valid email address",
        "email",
      );

      expect((await server.del(`/api/customers/${customer.id}`, owner.token)).status).toBe(204);
      expectError(await server.get(`/api/customers/${customer.id}`, owner.token), 404, "Customer not found.");
    });

    it("answers 404 for another account's customer and for ids that are not ids; 403 for a Viewer's writes", async () => {
      const customer = await newCustomer();
      expectError(await server.get(`/api/customers/${customer.id}`, stranger.token), 404);
      expectError(
        await server.put(`/api/customers/${customer.id}`, { status: "inactive" }, stranger.token),
        404,
      );
      expectError(await server.get("/api/customers/not-an-id", owner.token), 404);
      expect((await server.get(`/api/customers/${customer.id}`, viewer.token)).status).toBe(200);
      expectError(await create({ email: uniqueEmail() }, viewer.token), 403);
      expectError(await server.del(`/api/customers/${customer.id}`, viewer.token), 403);
    });
  });

  describe("the list", () => {
    let marker: string;
    beforeAll(async () => {
      marker = `zq${Math.random().toString(36).slice(2, 8)}`;
      await newCustomer({
        email: `anna.${marker}@example.com`,
        firstName: "Anna",
        lastName: "Zed",
        company: "Alpha",
        billingAddress: { ...address, country: "FR" },
      });
      await newCustomer({
        email: `bob.${marker}@example.com`,
        firstName: "Bob",
        lastName: "Young",
        company: "Beta",
        status: "suspended",
      });
      await newCustomer({
        email: `cleo.${marker}@example.com`,
        company: `Gamma ${marker}`,
        billingAddress: address,
      });
    });

    it("finds customers by any part of their email, name or company, and by id", async () => {
      const byEmail = await server.get(
        `/api/customers?search=${marker}&orderBy=displayName&isAscending=true`,
        owner.token,
      );
      expect(byEmail.body.totalCount).toBe(3);
      expect(byEmail.body.items.map((item: Json) => item.displayName)).toEqual([
        "Anna Zed",
        "Bob Young",
        `Gamma ${marker}`,
      ]);
      const byName = await server.get(`/api/customers?search=${encodeURIComponent("na Ze")}`, owner.token);
      expect(byName.body.items.some((item: Json) => item.displayName === "Anna Zed")).toBe(true);
      // Whatever the case typed.
      const shouted = await server.get(`/api/customers?search=${encodeURIComponent("NA zE")}`, owner.token);
      expect(shouted.body.items.some((item: Json) => item.displayName === "Anna Zed")).toBe(true);
      const id = byEmail.body.items[1].id as string;
      const byId = await server.get(`/api/customers?search=${id.slice(0, 13)}`, owner.token);
      expect(byId.body.items.map((item: Json) => item.id)).toContain(id);
      const byIdShouted = await server.get(
        `/api/customers?search=${id.slice(0, 13).toUpperCase()}`,
        owner.token,
      );
      expect(byIdShouted.body.items.map((item: Json) => item.id)).toContain(id);
      const none = await server.get(`/api/customers?search=${marker}nothing`, owner.token);
      expect(none.body).toMatchObject({ items: [], totalCount: 0, totalPages: 0 });
    });

    it("filters by status, churn risk and country, sorts by any column and pages", async () => {
      const base = `/api/customers?search=${marker}`;
      const suspended = await server.get(`${base}&status=suspended`, owner.token);
      expect(suspended.body.items.map((item: Json) => item.firstName)).toEqual(["Bob"]);
      const french = await server.get(`${base}&country=fr`, owner.token);
      expect(french.body.items.map((item: Json) => item.firstName)).toEqual(["Anna"]);
      expect((await server.get(`${base}&churnRisk=low`, owner.token)).body.totalCount).toBe(3);
      expect((await server.get(`${base}&churnRisk=high`, owner.token)).body.totalCount).toBe(0);
      const byCompanyDesc = await server.get(`${base}&orderBy=company&isAscending=false`, owner.token);
      expect(byCompanyDesc.body.items.map((item: Json) => item.company)).toEqual([
        `Gamma ${marker}`,
        "Beta",
        "Alpha",
      ]);
      for (const orderBy of ["email", "status", "totalMRR", "totalLTV", "churnRisk", "createdAt"]) {
        const page = await server.get(`${base}&orderBy=${orderBy}`, owner.token);
        expect(page.status, orderBy).toBe(200);
        expect(page.body.totalCount).toBe(3);
      }
      const second = await server.get(
        `${base}&orderBy=displayName&isAscending=true&pageSize=2&pageNumber=2`,
        owner.token,
      );
      expect(second.body).toMatchObject({ totalCount: 3, pageNumber: 2, pageSize: 2, totalPages: 2 });
      expect(second.body.items.map((item: Json) => item.company)).toEqual([`Gamma ${marker}`]);
      // A page past the last still says how many match.
      const past = await server.get(`${base}&pageSize=2&pageNumber=5`, owner.token);
      expect(past.body).toMatchObject({ items: [], totalCount: 3, pageNumber: 5 });
    });

    it.each([
      ["orderBy=mrr", "orderBy must be one of"],
      ["status=gone", "status must be one of: active, inactive, suspended, cancelled"],
      ["churnRisk=extreme", "churnRisk must be one of: low, medium, high"],
      ["country=France", "country must be a two-letter country code \\(ISO 3166 alpha-2\\)"],
      ["pageSize=101", "pageSize must be at most 100"],
    ])("refuses the query %s", async (query, message) => {
      expectError(await server.get(`/api/customers?${query}`, owner.token), 400, new RegExp(message));
    });

    it("keeps each account's customers to itself", async () => {
      const theirs = await server.get(`/api/customers?search=${marker}`, stranger.token);
      expect(theirs.body.totalCount).toBe(0);
    });

    it("keeps the totals of each status in step with every insert, change, import and delete", async () => {
      const kept = async (status: string) =>
        (await server.get(`/api/customers?status=${status}`, stranger.token)).body.totalCount as number;
      // A search forces a count of the rows themselves (every email has an @).
      const counted = async (status: string) =>
        (await server.get(`/api/customers?status=${status}&search=%40`, stranger.token)).body
          .totalCount as number;
      const one = await create({ email: uniqueEmail("count") }, stranger.token);
      await create({ email: uniqueEmail("count"), status: "suspended" }, stranger.token);
      await server.put(`/api/customers/${one.body.id}`, { status: "inactive" }, stranger.token);
      await server.call("POST", "/api/customers/import", {
        raw: `email,status\n${uniqueEmail("count")},inactive\n${uniqueEmail("count")},cancelled`,
        token: stranger.token,
        headers: { "Content-Type": "text/csv" },
      });
      const doomed = await create({ email: uniqueEmail("count"), status: "cancelled" }, stranger.token);
      await server.del(`/api/customers/${doomed.body.id}`, stranger.token);
      for (const status of ["active", "inactive", "suspended", "cancelled"]) {
        expect(await kept(status), status).toBe(await counted(status));
      }
      expect(await kept("inactive")).toBeGreaterThanOrEqual(2);
      // Without a search, a filter the kept counts do not hold is counted from the rows.
      const total = async (query: string) =>
        (await server.get(`/api/customers?${query}`, stranger.token)).body.totalCount as number;
      expect(await total("churnRisk=low")).toBeGreaterThanOrEqual(4);
      expect(await total("churnRisk=low")).toBe(await total("churnRisk=low&search=%40"));
      // A page past the last still says how many match.
      const past = await server.get(
        "/api/customers?status=inactive&pageSize=1&pageNumber=50",
        stranger.token,
      );
      expect(past.body).toMatchObject({ items: [], totalCount: await kept("inactive") });
    });

    it("computes the stat cards from the records", async () => {
      const summary = await server.get("/api/customers/summary", stranger.token);
      const list = await server.get("/api/customers?pageSize=100", stranger.token);
      expect(summary.body).toEqual({
        totalCustomers: list.body.totalCount,
        activeCustomers: list.body.items.filter((item: Json) => item.status === "active").length,
        avgMRR: 0,
        avgLTV: 0,
        churnRate: 0,
        currency: "USD",
      });
    });
  });

  describe("notes", () => {
    it("adds notes (internal unless said), lists them newest first and deletes one", async () => {
      const customer = await newCustomer();
      const path = `/api/customers/${customer.id}/notes`;
      const first = await server.post(path, { content: "Called about the renewal" }, owner.token);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        content: "Called about the renewal",
        isInternal: true,
        author: `${owner.firstName} ${owner.lastName}`,
      });
      const second = await server.post(
        path,
        { content: "Shared the roadmap", isInternal: false },
        owner.token,
      );
      const listed = await server.get(path, viewer.token);
      expect(listed.body.map((note: Json) => note.id)).toEqual([second.body.id, first.body.id]);
      expectError(
        await server.post(path, { content: "   " }, owner.token),
        400,
        "Note is required",
        "content",
      );
      expectError(
        await server.post(path, { content: "x".repeat(5001) }, owner.token),
        400,
        "Note can have at most 5000 characters",
        "content",
      );
      expectError(await server.post(path, { content: "No" }, viewer.token), 403);
      expect((await server.del(`${path}/${first.body.id}`, owner.token)).status).toBe(204);
      expectError(await server.del(`${path}/${first.body.id}`, owner.token), 404, "Note not found.");
      expect((await server.get(path, owner.token)).body).toHaveLength(1);
      expectError(await server.get(path, stranger.token), 404);
    });
  });

  describe("payment methods", () => {
    it("saves a card through the gateway as the first default; a declined or unknown card is refused and nothing is kept", async () => {
      const customer = await newCustomer();
      const path = `/api/customers/${customer.id}/payment-methods`;
      expectError(
        await server.post(path, card(DECLINED), owner.token),
        400,
        "Your card was declined.",
        "cardNumber",
      );
      expectError(
        await server.post(path, card("4111 1111 1111 1111"), owner.token),
        400,
        "Your card number is incorrect.",
        "cardNumber",
      );
      expectError(
        await server.post(path, card("4242 4242 4242 4241"), owner.token),
        400,
        "Card number is invalid",
        "cardNumber",
      );
      expectError(
        await server.post(path, card(VISA, { expiryMonth: 1, expiryYear: 2020 }), owner.token),
        400,
        "This card has expired",
        "expiryYear",
      );
      expectError(
        await server.post(path, card(VISA, { expiryMonth: 13 }), owner.token),
        400,
        "Expiry month must be between 1 and 12",
        "expiryMonth",
      );
      expectError(
        await server.post(path, card(VISA, { cvc: "12" }), owner.token),
        400,
        "Security code must be 3 or 4 digits",
        "cvc",
      );
      expectError(
        await server.post(path, { type: "bitcoin" }, owner.token),
        400,
        "Payment method type must be card or offline",
      );
      expect((await server.get(path, owner.token)).body).toEqual([]);

      const saved = await server.post(path, card(VISA), owner.token);
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      expect(saved.body).toMatchObject({
        type: "card",
        gateway: "test",
        cardType: "Visa",
        last4: "4242",
        expiryMonth: 12,
        expiryYear: 2099,
        status: "valid",
        isDefault: true,
      });
      const read = await server.get(`/api/customers/${customer.id}`, owner.token);
      expect(read.body.paymentMethod).toMatchObject({ id: saved.body.id, last4: "4242" });
      // The list shows each customer's default method too, searched or paged.
      const found = await server.get(
        `/api/customers?search=${encodeURIComponent(customer.email)}`,
        owner.token,
      );
      expect(found.body.items).toHaveLength(1);
      expect(found.body.items[0].paymentMethod).toMatchObject({ id: saved.body.id, last4: "4242" });
      const paged = await server.get(
        "/api/customers?orderBy=createdAt&isAscending=false&pageSize=100",
        owner.token,
      );
      const listed = paged.body.items.find((item: Json) => item.id === customer.id);
      expect(listed.paymentMethod).toMatchObject({ id: saved.body.id, last4: "4242" });
    });

    it("adds offline methods, moves the default, and gives it to the newest remaining one when the default goes", async () => {
      const customer = await newCustomer();
      const path = `/api/customers/${customer.id}/payment-methods`;
      const first = (await server.post(path, card(VISA), owner.token)).body;
      const cheque = await server.post(
        path,
        { type: "offline", method: "cheque", reference: "Accounts payable" },
        owner.token,
      );
      expect(cheque.body).toMatchObject({
        type: "offline",
        gateway: "offline",
        offlineMethod: "cheque",
        reference: "Accounts payable",
        isDefault: false,
        last4: null,
      });
      const empty = (await server.post(path, card(NO_FUNDS), owner.token)).body;
      expect(empty.isDefault).toBe(false);
      expectError(
        await server.post(path, { type: "offline", method: "barter" }, owner.token),
        400,
        "Choose bank transfer, cheque or cash",
        "method",
      );

      const made = await server.post(`${path}/${cheque.body.id}/default`, {}, owner.token);
      expect(made.body.isDefault).toBe(true);
      let methods = (await server.get(path, owner.token)).body;
      expect(methods.filter((method: Json) => method.isDefault).map((method: Json) => method.id)).toEqual([
        cheque.body.id,
      ]);

      expect((await server.del(`${path}/${cheque.body.id}`, owner.token)).status).toBe(204);
      methods = (await server.get(path, owner.token)).body;
      expect(methods.map((method: Json) => [method.id, method.isDefault])).toEqual([
        [empty.id, true],
        [first.id, false],
      ]);
      expectError(
        await server.del(`${path}/${cheque.body.id}`, owner.token),
        404,
        "Payment method not found.",
      );
      expectError(await server.post(path, card(VISA), viewer.token), 403);
    });

    it("keeps a card's number and security code nowhere: not in a table, an answer or the log", async () => {
      const customer = await newCustomer();
      const path = `/api/customers/${customer.id}/payment-methods`;
      const answers = [
        await server.post(path, card(VISA, { cvc: "9731" }), owner.token),
        await server.post(path, card(DECLINED, { cvc: "9731" }), owner.token),
        await server.post(path, card(NO_FUNDS, { cvc: "9731" }), owner.token),
        await server.get(path, owner.token),
        await server.get(`/api/customers/${customer.id}/export`, owner.token),
      ];
      const digits = ["4242424242424242", DECLINED, NO_FUNDS];
      // The ids (random UUIDs) may hold any four digits: what the answers say besides them is searched.
      const answered = JSON.stringify(answers.map((answer) => answer.body)).replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
        "<id>",
      );
      for (const number of digits) {
        expect(answered).not.toContain(number);
        expect(logLines.join("\n")).not.toContain(number);
      }
      expect(answered).not.toContain("9731");
      const tables = (await server.db.execute(
        sql.raw("select table_name from information_schema.tables where table_schema = 'public'"),
      )) as unknown as { rows: { table_name: string }[] };
      for (const { table_name } of tables.rows) {
        const dump = (await server.db.execute(
          sql.raw(`select coalesce(string_agg(t::text, '|'), '') as text from "${table_name}" t`),
        )) as unknown as {
          rows: { text: string }[];
        };
        const text = dump.rows[0]!.text.replace(/\D/g, " ");
        for (const number of digits) expect(text, table_name).not.toContain(number);
      }
    });
  });

  describe("credits", () => {
    it("adds credit to the balance; the amount has the currency's minor digits", async () => {
      const customer = await newCustomer({ currency: "USD" });
      const path = `/api/customers/${customer.id}/credits`;
      const given = await server.post(path, { amount: 25.5, reason: "Goodwill for the outage" }, owner.token);
      expect(given.status, JSON.stringify(given.body)).toBe(201);
      expect(given.body).toMatchObject({
        amount: 25.5,
        currency: "USD",
        reason: "Goodwill for the outage",
        creditBalance: 25.5,
      });
      const again = await server.post(path, { amount: "0.1", reason: "Rounding" }, owner.token);
      expect(again.body.creditBalance).toBe(25.6);
      const read = await server.get(`/api/customers/${customer.id}`, owner.token);
      expect(read.body).toMatchObject({ creditBalance: 25.6, accountBalance: 25.6 });
      expect((await server.get(path, owner.token)).body.map((credit: Json) => credit.amount)).toEqual([
        0.1, 25.5,
      ]);
      expectError(
        await server.post(path, { amount: 1.005, reason: "x" }, owner.token),
        400,
        "Amount can have at most 2 decimal places",
        "amount",
      );
      expectError(
        await server.post(path, { amount: -5, reason: "x" }, owner.token),
        400,
        "Amount must be greater than 0",
        "amount",
      );
      expectError(await server.post(path, { amount: 5 }, owner.token), 400, "Reason is required", "reason");
      expectError(await server.post(path, { amount: 5, reason: "x" }, viewer.token), 403);
      const yen = await newCustomer({ currency: "JPY" });
      expectError(
        await server.post(`/api/customers/${yen.id}/credits`, { amount: 10.5, reason: "x" }, owner.token),
        400,
        "Amount must be a whole number",
        "amount",
      );
    });

    it("credits once per Idempotency-Key, even when the request is sent many times at once", async () => {
      const customer = await newCustomer();
      const path = `/api/customers/${customer.id}/credits`;
      const send = (body: Json, key: string) =>
        server.call("POST", path, { body, token: owner.token, headers: { "Idempotency-Key": key } });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => send({ amount: 10, reason: "Once" }, "credit-once")),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect((await server.get(`/api/customers/${customer.id}`, owner.token)).body.creditBalance).toBe(10);
      expectError(
        await send({ amount: 11, reason: "Once" }, "credit-once"),
        409,
        "This Idempotency-Key was already used with a different request.",
      );
      expectError(
        await send({ amount: 11, reason: "x" }, "bad key with spaces"),
        400,
        /Idempotency-Key must be/,
      );
      expect((await server.get(path, owner.token)).body).toHaveLength(1);
    });
  });

  describe("email, data export and deletion", () => {
    it("sends the customer an email through the outbox", async () => {
      const customer = await newCustomer({ firstName: "Mary", lastName: "Jackson" });
      const sent = await server.post(
        `/api/customers/${customer.id}/emails`,
        { subject: "Your renewal", message: "Hello again.\n\nYour plan renews soon." },
        owner.token,
      );
      expect(sent.status).toBe(202);
      expect(sent.body).toEqual({ queued: true, to: customer.email });
      const mail = await server.mail(customer.email, /Your renewal/);
      expect(mail.text).toContain("Hello Mary Jackson,");
      expect(mail.text).toContain("Your plan renews soon.");
      expectError(
        await server.post(`/api/customers/${customer.id}/emails`, { subject: "", message: "x" }, owner.token),
        400,
        "Subject is required",
        "subject",
      );
    });

    it("exports everything held about a customer as JSON, and deletes its notes, methods and credits with it", async () => {
      const customer = await newCustomer();
      await server.post(`/api/customers/${customer.id}/notes`, { content: "A note" }, owner.token);
      await server.post(`/api/customers/${customer.id}/payment-methods`, card(VISA), owner.token);
      await server.post(`/api/customers/${customer.id}/credits`, { amount: 3, reason: "Sorry" }, owner.token);
      const exported = await server.get(`/api/customers/${customer.id}/export`, viewer.token);
      expect(exported.headers.get("content-disposition")).toContain(`customer-${customer.id}.json`);
      expect(exported.body).toMatchObject({
        customer: { id: customer.id, email: customer.email, creditBalance: 3 },
        notes: [{ content: "A note" }],
        paymentMethods: [{ last4: "4242" }],
        credits: [{ amount: 3, reason: "Sorry" }],
      });
      expect((await server.del(`/api/customers/${customer.id}`, owner.token)).status).toBe(204);
      const left = (await server.db.execute(
        sql.raw(
          `select (select count(*) from customer_notes where customer_id = '${customer.id}') + (select count(*) from payment_methods where customer_id = '${customer.id}') + (select count(*) from customer_credits where customer_id = '${customer.id}') as n`,
        ),
      )) as unknown as { rows: { n: string | number }[] };
      expect(Number(left.rows[0]!.n)).toBe(0);
    });
  });

  describe("CSV", () => {
    const importCsv = (text: string, token = owner.token) =>
      server.call("POST", "/api/customers/import", {
        raw: text,
        token,
        headers: { "Content-Type": "text/csv" },
      });

    it("exports what the filters show, guarded against formulas, and imports it back in another account", async () => {
      const marker = `csv${Math.random().toString(36).slice(2, 8)}`;
      await newCustomer({
        email: `one.${marker}@example.com`,
        company: '=HYPERLINK("http://evil")',
        tags: ["a", "b"],
        customFields: { tier: "gold" },
        billingAddress: address,
      });
      await newCustomer({
        email: `two.${marker}@example.com`,
        firstName: "Zoë",
        lastName: "O'Brien",
        phone: "+1 (555) 010-0199",
        status: "inactive",
      });
      const exported = await server.get(`/api/customers/export?search=${marker}`, owner.token);
      expect(exported.status).toBe(200);
      expect(exported.headers.get("content-type")).toContain("text/csv");
      const text = exported.body as string;
      const lines = text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]!.split(",").slice(0, 3)).toEqual(["id", "email", "firstName"]);
      expect(lines).toHaveLength(3);
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(text).toContain("'+1 (555) 010-0199");
      expect(text).toContain('"{""tier"":""gold""}"');
      const inactive = await server.get(
        `/api/customers/export?search=${marker}&status=inactive`,
        owner.token,
      );
      expect((inactive.body as string).trim().split("\r\n")).toHaveLength(2);

      const imported = await importCsv(text, stranger.token);
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      expect(imported.body).toEqual({ imported: 2 });
      const theirs = await server.get(
        `/api/customers?search=${marker}&orderBy=email&isAscending=true`,
        stranger.token,
      );
      expect(
        theirs.body.items.map((item: Json) => [
          item.company,
          item.phone,
          item.tags,
          item.customFields,
          item.status,
        ]),
      ).toEqual([
        ['=HYPERLINK("http://evil")', "", ["a", "b"], { tier: "gold" }, "active"],
        ["", "+1 (555) 010-0199", [], {}, "inactive"],
      ]);
    });

    it("imports every row or none, listing each bad row by its line", async () => {
      const marker = `imp${Math.random().toString(36).slice(2, 8)}`;
      const existing = await newCustomer({ email: `taken.${marker}@example.com` });
      const before = (await server.get("/api/customers/summary", owner.token)).body.totalCustomers;
      const bad = [
        "email,firstName,lastName,billingCountry,billingLine1,billingCity,billingState,billingZip,autoCollection",
        `good.${marker}@example.com,Ann,Lee,,,,,,`,
        "not-an-email,Bo,Ray,,,,,,",
        `good.${marker}@example.com,Ann,Again,,,,,,`,
        `${existing.email},Old,Timer,,,,,,`,
        `x.${marker}@example.com,Xi,Yu,ZZ,1 Road,Town,State,123,maybe`,
      ].join("\n");
      const refused = await importCsv(bad);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("4 of 5 rows have problems: nothing was imported.");
      expect(refused.body.errors.map((error: Json) => [error.line, error.field, error.description])).toEqual([
        [3, "email", "Line 3: Please enter a valid email address"],
        [4, "email", "Line 4: This email address is already on line 2"],
        [5, "email", "Line 5: A customer with this email address already exists."],
        [6, "autoCollection", "Line 6: Must be true or false"],
        [6, "billingCountry", "Line 6: Please select a valid country"],
      ]);
      expect((await server.get("/api/customers/summary", owner.token)).body.totalCustomers).toBe(before);

      const good = [
        "email,firstName,lastName,company,tags,customFields,portalAccess",
        `a.${marker}@example.com,Ann,Lee,,gold;beta,"{""source"":""fair""}",no`,
        `"b.${marker}@example.com","Bo","Ray","Ray, Jr & Co",,,yes`,
      ].join("\r\n");
      const accepted = await importCsv(good);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
      expect(accepted.body).toEqual({ imported: 2 });
      const rows = await server.get(
        `/api/customers?search=${marker}&orderBy=email&isAscending=true`,
        owner.token,
      );
      expect(
        rows.body.items.map((item: Json) => [
          item.displayName,
          item.company,
          item.tags,
          item.customFields,
          item.portalAccess,
        ]),
      ).toEqual([
        ["Ann Lee", "", ["gold", "beta"], { source: "fair" }, false],
        ["Bo Ray", "Ray, Jr & Co", [], {}, true],
        [existing.email, "", [], {}, true],
      ]);
    });

    it("names each problem by the file's own column, not the customer's inner field", async () => {
      const marker = `col${Math.random().toString(36).slice(2, 8)}`;
      const text = [
        "email,billingLine1,billingCity,billingState,billingZip,billingCountry,shippingLine1,shippingCity,tags,customFields",
        `a.${marker}@example.com,1 Road,${"C".repeat(51)},State,123,GB,,,,`,
        `b.${marker}@example.com,,,,,,9 Lane,Town,,`,
        `c.${marker}@example.com,,,,,,,,${"t".repeat(256)},"{""plan"":""${"v".repeat(256)}""}"`,
      ].join("\n");
      const refused = await importCsv(text);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.map((error: Json) => [error.line, error.field, error.description])).toEqual([
        [2, "billingCity", "Line 2: City is too long"],
        [3, "shippingState", "Line 3: State is required"],
        [3, "shippingZip", "Line 3: ZIP code is required"],
        [3, "shippingCountry", "Line 3: Country is required"],
        [4, "tags", "Line 4: A tag can have at most 255 characters"],
        [4, "customFields", expect.stringMatching(/^Line 4: /)],
      ]);
      // A column of the template, even one this file left out (shippingState): never an inner path.
      for (const error of refused.body.errors) expect(error.field).toMatch(/^[a-zA-Z0-9]+$/);
    });

    it.each([
      ["", /no customers/],
      ["name,phone\nAda,123", /no email column/],
      ['email\n"unterminated', /not a valid CSV/],
    ])("refuses a file that is not a customer list (%j)", async (text, message) => {
      expectError(await importCsv(text), 400, message);
    });

    it("refuses a body that is not CSV, and a Viewer's import", async () => {
      const json = await server.call("POST", "/api/customers/import", {
        body: { email: "x@y.z" },
        token: owner.token,
      });
      expectError(json, 400, "Send the file as text/csv");
      expectError(await importCsv("email\na@b.co", viewer.token), 403);
    });
  });
});
