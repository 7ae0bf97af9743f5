import { describe, expect, it } from "vitest";
import { validate } from "../../../schemas/validate.ts";
import {
  type CreditNoteFormValues,
  type CreditNoteInvoice,
  creditableInvoice,
  creditNoteFormSchema,
  formFieldOf,
  initialCreditNoteValues,
  suggestedSplit,
} from "./creditNoteValues.ts";

const PAID: CreditNoteInvoice = {
  id: "inv-9",
  number: "INV-000009",
  currency: "USD",
  status: "paid",
  total: 180.3,
  tax: 30.05,
  taxLines: [
    {
      taxRateId: "vat",
      name: "VAT",
      percentage: 20,
      inclusive: false,
      country: "GB",
      region: null,
      taxableAmount: 150.25,
      amount: 30.05,
    },
  ],
  amountPaid: 100.1,
  amountDue: 80.2,
  refundedAmount: 0.1,
  creditedAmount: 0,
  lines: [
    { id: "a", kind: "plan", description: "Plan", amount: 100.1, taxAmount: 20.02, taxRateId: "vat" },
    { id: "b", kind: "addon", description: "Seats", amount: 50.15, taxAmount: 10.03, taxRateId: "vat" },
    { id: "d", kind: "discount", description: "Coupon", amount: 0, taxAmount: 0, taxRateId: null },
  ],
};

const values = (change: Partial<CreditNoteFormValues>): CreditNoteFormValues => ({
  ...initialCreditNoteValues(PAID, []),
  reason: "other",
  ...change,
});

describe("creditableInvoice", () => {
  it("weighs each line gross, an exclusive rate's tax added exactly, discounts left out", () => {
    expect(creditableInvoice(PAID).lines).toEqual([
      { id: "a", total: "120.12" },
      { id: "b", total: "60.18" },
    ]);
  });
});

describe("suggestedSplit", () => {
  it("refunds what passes the amount due, up to what is refundable, the rest to the balance", () => {
    expect(suggestedSplit(PAID, "180.3")).toEqual({
      refundAmount: 100,
      creditAmount: 0.1,
      outOfBandAmount: 0,
    });
    expect(suggestedSplit(PAID, "80.3")).toEqual({ refundAmount: 0.1, creditAmount: 0, outOfBandAmount: 0 });
    expect(suggestedSplit(PAID, "20")).toEqual({ refundAmount: 0, creditAmount: 0, outOfBandAmount: 0 });
  });
});

describe("formFieldOf", () => {
  it("names a request line's field after the form's line", () => {
    expect(formFieldOf("lines.0.amount", [1])).toBe("lines.1.amount");
    expect(formFieldOf("refundAmount", [1])).toBe("refundAmount");
  });
});

describe("creditNoteFormSchema", () => {
  const schema = creditNoteFormSchema(PAID, []);

  it("sends the chosen lines and the suggested split", () => {
    const lines = values({}).lines.map((line) =>
      line.invoiceLineId === "b" ? { ...line, selected: true } : line,
    );
    const result = validate(schema, values({ mode: "lines", lines }));
    expect(result).toEqual({
      ok: true,
      value: {
        invoiceId: "inv-9",
        reason: "other",
        lines: [{ invoiceLineId: "b", amount: 60.18 }],
        refundAmount: 0,
        creditAmount: 0,
        outOfBandAmount: 0,
      },
    });
  });

  it("says what splitCreditNote says, on the form's own field", () => {
    const result = validate(
      schema,
      values({ amount: 100, splitEdited: true, refundAmount: 20, creditAmount: 0, outOfBandAmount: 0 }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      expect.objectContaining({
        field: "outOfBandAmount",
        message:
          "The refund, the balance credit and the amount settled outside Round must add up to $19.80, what is left once the amount due is lowered",
      }),
    ]);
  });

  it("asks for a reason and an amount together", () => {
    const result = validate(schema, values({ reason: "" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.field)).toEqual(["reason", "amount"]);
  });
});
