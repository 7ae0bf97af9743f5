import type { PaymentMethodResponse } from "@round/forms/schemas";
import { describe, expect, it } from "vitest";
import { type FinalizeCustomer, finalizeOutcome, finalizeText, invoiceSubtitle } from "./invoiceFormat";

const card: PaymentMethodResponse = {
  id: "pm-1",
  type: "card",
  gateway: "test",
  status: "valid",
  cardType: "Visa",
  last4: "4242",
  expiryMonth: 12,
  expiryYear: 2030,
  offlineMethod: null,
  reference: null,
  isDefault: true,
  createdAt: "2026-01-01T00:00:00.000Z",
};
const preferences = {
  invoices: true,
  subscriptionUpdates: true,
  marketingEmails: false,
  paymentFailures: true,
  trialReminders: true,
};
const customer = (fields: Partial<FinalizeCustomer> = {}): FinalizeCustomer => ({
  email: "ada@lovelace.example",
  creditBalance: 0,
  autoCollection: true,
  paymentMethod: card,
  emailPreferences: preferences,
  ...fields,
});
const draft = { total: 120.5, currency: "USD", dueDate: null, autoCollection: true };

describe("what finalizing a draft does", () => {
  it("charges the default card of an auto-collected customer, after its credit", () => {
    const outcome = finalizeOutcome(draft, customer({ creditBalance: 20.25 }));
    expect(outcome).toEqual({ kind: "charge", card: "Visa ending 4242", amount: 100.25, credit: 20.25 });
    expect(finalizeText(draft, outcome)).toBe(
      "It gets its invoice number and the Visa ending 4242 is charged $100.25 now after $20.25 of the customer's credit balance.",
    );
  });

  it("charges nothing when the credit balance pays it all", () => {
    const outcome = finalizeOutcome(draft, customer({ creditBalance: 500 }));
    expect(outcome).toEqual({ kind: "credit", credit: 120.5 });
    expect(finalizeText(draft, outcome)).toMatch(
      /credit balance pays its \$120\.50 in full: nothing is charged/,
    );
  });

  it("numbers and sends the invoice of a customer who pays by other means", () => {
    const invoice = { ...draft, autoCollection: false, dueDate: "2026-04-01" };
    const outcome = finalizeOutcome(invoice, customer());
    expect(outcome.kind).toBe("send");
    expect(finalizeText(invoice, outcome)).toBe(
      "It gets its invoice number and is emailed to ada@lovelace.example. $120.50 is then due by Apr 1, 2026; nothing is charged now.",
    );
  });

  it("says an auto-collected customer without a card waits, and an unsent invoice is not emailed", () => {
    const outcome = finalizeOutcome(
      draft,
      customer({ paymentMethod: null, emailPreferences: { ...preferences, invoices: false } }),
    );
    expect(outcome).toMatchObject({ kind: "send", email: null, waitsForCard: true });
    expect(finalizeText(draft, outcome)).toMatch(
      /is not emailed .* The customer pays automatically but has no card on file: \$120\.50 is then due within the account's net terms/,
    );
  });

  it("follows the invoice's own collection setting over the customer's", () => {
    expect(finalizeOutcome({ ...draft, autoCollection: false }, customer()).kind).toBe("send");
    expect(finalizeOutcome({ ...draft, autoCollection: undefined }, customer()).kind).toBe("charge");
  });
});

describe("an invoice's subtitle", () => {
  it("writes its period's dates as the app writes dates, never ISO", () => {
    expect(invoiceSubtitle({ reason: "renewal", periodStart: "2026-11-29", periodEnd: "2026-12-29" })).toBe(
      "Renewal, Nov 29, 2026 to Dec 29, 2026",
    );
    expect(invoiceSubtitle({ reason: "one_off", periodStart: null, periodEnd: null })).toBe(
      "One-off charges",
    );
  });
});
