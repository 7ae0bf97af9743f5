import { describe, expect, it } from "vitest";
import { previewSentence } from "../portal/PortalChangeDialogs.tsx";
import { chargedNow } from "./previewAmounts.ts";

describe("chargedNow", () => {
  it("is the total less the credit and what stays due, exactly", () => {
    expect(chargedNow({ total: 0.3, creditApplied: 0.1, amountDue: 0.1, currency: "USD" })).toBe(0.1);
    expect(chargedNow({ total: 120, creditApplied: 20, amountDue: 0, currency: "USD" })).toBe(100);
  });

  it("is nothing when all of it stays due, or the credit pays it", () => {
    expect(chargedNow({ total: 120, creditApplied: 0, amountDue: 120, currency: "USD" })).toBe(0);
    expect(chargedNow({ total: 50, creditApplied: 50, amountDue: 0, currency: "EUR" })).toBe(0);
  });
});

describe("previewSentence", () => {
  it("says the invoice's total, the charge now and what is left", () => {
    expect(previewSentence({ total: 23.16, amountDue: 0, currency: "USD" }, 23.16)).toBe(
      "An invoice of $23.16 is raised now; your card is charged $23.16 now.",
    );
    expect(previewSentence({ total: 40, amountDue: 40, currency: "USD" }, 0)).toBe(
      "An invoice of $40.00 is raised now; nothing is charged to your card now. $40.00 is left to pay on it.",
    );
  });
});
