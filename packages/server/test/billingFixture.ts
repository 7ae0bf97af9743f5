import { expect } from "vitest";
import { type Json, type SignedUp, type TestServer, uniqueEmail } from "./helpers.ts";

/**
 * The calls a billing test makes as the account's owner: a product family, plans with one price point,
 * test clocks, customers living on them (with a card when given), advances and the invoices raised.
 */
export class BillingFixture {
  familyId = "";

  constructor(
    readonly server: TestServer,
    readonly owner: SignedUp,
  ) {}

  static async open(server: TestServer, owner: SignedUp): Promise<BillingFixture> {
    const fixture = new BillingFixture(server, owner);
    fixture.familyId = fixture.ok(
      await fixture.post("/api/catalog/product-families", {
        name: "Billing",
        description: "Billed things",
        category: "SaaS Platform",
      }),
      201,
    ).id;
    fixture.ok(await server.put("/api/catalog/settings", { defaultCurrency: "USD" }, owner.token));
    return fixture;
  }

  post = (path: string, body: unknown, headers?: Record<string, string>) =>
    this.server.call("POST", path, { body, token: this.owner.token, ...(headers ? { headers } : {}) });
  put = (path: string, body: unknown) => this.server.call("PUT", path, { body, token: this.owner.token });
  get = (path: string) => this.server.get(path, this.owner.token);
  delete = (path: string) => this.server.call("DELETE", path, { token: this.owner.token });
  del = (path: string) => this.server.del(path, this.owner.token);

  ok(answer: Json, status = 200) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  }

  /** A plan with one flat monthly price point in USD (or as `point` says); answers the plan. */
  async plan(name: string, price: number, extra: Json = {}, point: Json = {}): Promise<Json> {
    return this.ok(
      await this.post("/api/catalog/plans", {
        name,
        productFamilyId: this.familyId,
        pricePoints: [
          { currency: "USD", pricingModel: "flat_fee", price, billingFrequency: "monthly", ...point },
        ],
        ...extra,
      }),
      201,
    );
  }

  async clockAt(frozenTime: string): Promise<string> {
    return this.ok(await this.post("/api/test-clocks", { name: `Clock ${frozenTime}`, frozenTime }), 201)
      .id as string;
  }

  async customerOn(clockId: string, card?: string, extra: Json = {}): Promise<string> {
    const customer = this.ok(
      await this.post("/api/customers", {
        email: uniqueEmail("billed"),
        firstName: "Ada",
        lastName: "Lovelace",
        currency: "USD",
        autoCollection: card !== undefined,
        testClockId: clockId,
        ...extra,
      }),
      201,
    );
    if (card) {
      this.ok(
        await this.post(`/api/customers/${customer.id}/payment-methods`, {
          type: "card",
          cardNumber: card,
          expiryMonth: 12,
          expiryYear: 2099,
          cvc: "123",
        }),
        201,
      );
    }
    return customer.id as string;
  }

  advance = async (clockId: string, frozenTime: string) =>
    this.ok(await this.post(`/api/test-clocks/${clockId}/advance`, { frozenTime }));

  /** A customer's invoices in the order they were numbered (drafts last). */
  async invoicesOf(customerId: string): Promise<Json[]> {
    const items = this.ok(
      await this.get(
        `/api/invoices?customerId=${customerId}&orderBy=createdAt&isAscending=true&pageSize=100`,
      ),
    ).items as Json[];
    const order = (invoice: Json) => (invoice.number === null ? "~" : String(invoice.number));
    return items.sort((a, b) => order(a).localeCompare(order(b)));
  }

  customer = async (id: string) => this.ok(await this.get(`/api/customers/${id}`));
  subscription = async (id: string) => this.ok(await this.get(`/api/subscriptions/${id}`));
}
