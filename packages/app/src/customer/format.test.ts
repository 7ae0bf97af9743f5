import { describe, expect, it } from "vitest";
import { addressLines, expiryText, paymentMethodName, safeUrl, taxRows } from "./format";

describe("customer page formats", () => {
  it("names cards and offline methods", () => {
    expect(paymentMethodName({ type: "card", cardType: "Visa", last4: "4242", offlineMethod: null })).toBe(
      "Visa •••• 4242",
    );
    expect(paymentMethodName({ type: "offline", cardType: null, last4: null, offlineMethod: "cheque" })).toBe(
      "Cheque",
    );
  });

  it("names each tax by its rate, saying when it is included in the amounts", () => {
    expect(
      taxRows([
        { name: "VAT", percentage: 20, inclusive: false, amount: 6 },
        { name: "Sales tax", percentage: 8.875, inclusive: false, amount: 0.89 },
        { name: "GST", percentage: 10, inclusive: true, amount: 2.73 },
      ]),
    ).toEqual([
      { label: "VAT 20%", amount: 6 },
      { label: "Sales tax 8.875%", amount: 0.89 },
      { label: "GST 10% (included)", amount: 2.73 },
    ]);
  });

  it("writes a card's expiry, past or to come", () => {
    expect(expiryText({ type: "card", expiryMonth: 4, expiryYear: 2027, status: "valid" })).toBe(
      "Expires 04/2027",
    );
    expect(expiryText({ type: "card", expiryMonth: 1, expiryYear: 2025, status: "expired" })).toBe(
      "Expired 01/2025",
    );
  });

  it("writes an address without its empty parts", () => {
    expect(
      addressLines({
        line1: "1 Main St",
        line2: "",
        city: "Springfield",
        state: "IL",
        zip: "62701",
        country: "US",
      }),
    ).toEqual(["1 Main St", "Springfield, IL, 62701", "US"]);
    expect(addressLines(null)).toEqual([]);
  });

  it("follows only http(s) addresses and this site's paths", () => {
    expect(safeUrl("https://acme.example/account")).toBe("https://acme.example/account");
    expect(safeUrl("/pay/tok_1")).toBe("/pay/tok_1");
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl("//evil.example")).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});
