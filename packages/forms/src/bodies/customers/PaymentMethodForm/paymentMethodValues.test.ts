import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { paymentMethodSchema } from "../../../schemas/index.ts";
import {
  emptyPaymentMethodValues,
  expiryMonthOptions,
  expiryYearOptions,
  paymentMethodInput,
} from "./paymentMethodValues.ts";

const TODAY = new Date("2026-03-02T09:00:00.000Z");

describe("paymentMethodInput", () => {
  it("sends a card's fields only, as numbers and digits", () => {
    const values = {
      ...emptyPaymentMethodValues(),
      cardNumber: "4242424242424242",
      expiryMonth: "12",
      expiryYear: "2030",
      cvc: "123",
      reference: "ignored",
      isDefault: true,
    };
    expect(v.parse(paymentMethodSchema(TODAY), paymentMethodInput(values))).toEqual({
      type: "card",
      cardNumber: "4242424242424242",
      expiryMonth: 12,
      expiryYear: 2030,
      cvc: "123",
      isDefault: true,
    });
  });

  it("sends an offline method's fields only", () => {
    const values = { ...emptyPaymentMethodValues(), type: "offline" as const, method: "cheque" as const };
    expect(v.parse(paymentMethodSchema(TODAY), paymentMethodInput(values))).toEqual({
      type: "offline",
      method: "cheque",
      reference: "",
      isDefault: false,
    });
  });
});

describe("expiry choices", () => {
  it("offers the twelve months and this year with the next twenty", () => {
    expect(expiryMonthOptions()[0]).toEqual({ value: "1", label: "01" });
    expect(expiryMonthOptions()).toHaveLength(12);
    const years = expiryYearOptions(TODAY);
    expect(years[0]).toEqual({ value: "2026", label: "2026" });
    expect(years.at(-1)?.value).toBe("2046");
  });
});
