import { describe, expect, it } from "vitest";
import { previewSentence } from "../portal/PortalChangeDialogs.tsx";
import { chargedNow, taxRow } from "./previewAmounts.ts";

describe("chargedNow", () => {
  it("is the total less the credit and what stays due, exactly", () => {
    expect(chargedNow({ total: 0.3, creditApplied: 0.1, amountDue: 0.1, currency: "USD" })).toBe(0.1);
    expect(chargedNow({ total: 120, creditApplied: 20, amountDue: 0, currency: "USD" })).toBe(100);
  });

  it("charges the taxed total: the tax is in it, and none of it is lost to floats", () => {
    // 30.10 + 6.02 tax = 36.12, less 0.1 of credit: 36.02 (float subtraction gives 36.019999...).
    expect(chargedNow({ total: 36.12, creditApplied: 0.1, amountDue: 0, currency: "USD" })).toBe(36.02);
    expect(chargedNow({ total: 36.12, creditApplied: 0, amountDue: 36.12, currency: "USD" })).toBe(0);
  });

  it("is nothing when all of it stays due, or the credit pays it", () => {
    expect(chargedNow({ total: 120, creditApplied: 0, amountDue: 120, currency: "USD" })).toBe(0);
    expect(chargedNow({ total: 50, creditApplied: 50, amountDue: 0, currency: "EUR" })).toBe(0);
  });
});

describe("taxRow", () => {
  it("is one 'Tax' row when the preview is taxed, none otherwise", () => {
    expect(taxRow(6.02)).toEqual([{ label: "Tax", amount: 6.02 }]);
    expect(taxRow(0)).toEqual([]);
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
