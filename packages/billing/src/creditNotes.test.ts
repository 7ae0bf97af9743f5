import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addAmounts,
  type CreditableInvoice,
  type CreditNoteRequest,
  compareAmounts,
  creditedLineTax,
  type EarlierCreditNote,
  invoiceTax,
  splitCreditNote,
  subtractAmounts,
  voidCreditNote,
} from "./index.ts";

const invoice = (rest: Partial<CreditableInvoice> = {}): CreditableInvoice => ({
  currency: "USD",
  status: "open",
  total: "100",
  amountPaid: "0",
  amountDue: "100",
  ...rest,
});

function issued(outcome: ReturnType<typeof splitCreditNote>) {
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.errors)}`);
  return outcome.creditNote;
}

describe("a credit note before payment", () => {
  it("Stripe docs: on an open invoice it lowers the amount due (its pre-payment amount)", () => {
    // 100.00 due, 30.00 credited: 70.00 still due; nothing to refund or credit.
    const note = issued(splitCreditNote({ invoice: invoice(), request: { amount: 30 } }));
    expect(note).toMatchObject({
      total: "30",
      prePaymentAmount: "30",
      postPaymentAmount: "0",
      refundAmount: "0",
      creditAmount: "0",
      outOfBandAmount: "0",
      invoice: { amountDue: "70", creditedAmount: "30", refundedAmount: "0", paid: false },
    });
  });

  it("COMMERCE.md: an open invoice credited to zero due becomes paid, with amountPaid unchanged", () => {
    const note = issued(splitCreditNote({ invoice: invoice(), request: { amount: "100" } }));
    expect(note.invoice).toEqual({ amountDue: "0", creditedAmount: "100", refundedAmount: "0", paid: true });
  });

  it("COMMERCE.md: only finalized invoices can be credited", () => {
    expect(splitCreditNote({ invoice: invoice({ status: "draft" }), request: { amount: 10 } })).toEqual({
      ok: false,
      errors: [
        { field: "invoiceId", code: "not_finalized", message: "Only finalized invoices can be credited" },
      ],
    });
    const voided = splitCreditNote({ invoice: invoice({ status: "voided" }), request: { amount: 10 } });
    expect(voided.ok ? null : voided.errors[0]!.code).toBe("invoice_voided");
  });

  it("refuses refunding, crediting or settling outside Round what only lowers the amount due", () => {
    const outcome = splitCreditNote({ invoice: invoice(), request: { amount: 30, refundAmount: 30 } });
    expect(outcome.ok ? [] : outcome.errors.map((error) => [error.field, error.code])).toEqual([
      ["refundAmount", "exceeds_refundable"],
      ["refundAmount", "parts_mismatch"],
    ]);
  });
});

describe("a credit note after payment", () => {
  const paid = invoice({ status: "paid", amountPaid: "100", amountDue: "0" });

  it("COMMERCE.md: with only an amount on a paid invoice, the whole amount goes to the customer's balance", () => {
    const note = issued(splitCreditNote({ invoice: paid, request: { amount: "40" } }));
    expect(note).toMatchObject({
      prePaymentAmount: "0",
      creditAmount: "40",
      refundAmount: "0",
      postPaymentAmount: "40",
    });
  });

  it("Stripe docs: the refund, the balance credit and the amount outside Stripe must equal the post-payment amount", () => {
    // 40.00 = 25.00 refunded + 10.00 to the balance + 5.00 settled outside Round.
    const note = issued(
      splitCreditNote({
        invoice: paid,
        request: { amount: "40", refundAmount: "25", creditAmount: "10", outOfBandAmount: "5" },
      }),
    );
    expect(note).toMatchObject({ refundAmount: "25", creditAmount: "10", outOfBandAmount: "5" });
    expect(note.invoice.refundedAmount).toBe("25");
    // 25.00 + 10.00 = 35.00 leaves 5.00 unsaid: refused, nothing is filled in (Stripe's API since 2019-12-03).
    const short = splitCreditNote({
      invoice: paid,
      request: { amount: "40", refundAmount: "25", creditAmount: "10" },
    });
    expect(short).toEqual({
      ok: false,
      errors: [
        {
          field: "creditAmount",
          code: "parts_mismatch",
          message:
            "The refund, the balance credit and the amount settled outside Round must add up to $40.00, what is left once the amount due is lowered",
        },
      ],
    });
  });

  it("Stripe docs: on a partly paid invoice it first lowers the amount due, and only the rest is split", () => {
    // 100.00 invoice, 60.00 paid, 40.00 due; a 50.00 credit note: 40.00 off the due, 10.00 refunded.
    const partly = invoice({ status: "partially_paid", amountPaid: "60", amountDue: "40" });
    const note = issued(splitCreditNote({ invoice: partly, request: { amount: "50", refundAmount: "10" } }));
    expect(note).toMatchObject({
      prePaymentAmount: "40",
      postPaymentAmount: "10",
      refundAmount: "10",
      creditAmount: "0",
      invoice: { amountDue: "0", paid: true, refundedAmount: "10" },
    });
  });

  it("COMMERCE.md: refunds never pass what was paid less earlier refunds", () => {
    // 100.00 paid, 70.00 refunded earlier: 30.00 is left to refund.
    const earlier: EarlierCreditNote[] = [{ status: "issued", total: "70", refundAmount: "70" }];
    const outcome = splitCreditNote({
      invoice: paid,
      earlier,
      request: { amount: "30", refundAmount: "30" },
    });
    expect(issued(outcome).invoice.refundedAmount).toBe("100");
    const over = splitCreditNote({
      invoice: paid,
      earlier: [{ status: "issued", total: "70", refundAmount: "80" }],
      request: { amount: "30", refundAmount: "30" },
    });
    expect(over).toMatchObject({
      ok: false,
      errors: [
        {
          field: "refundAmount",
          code: "exceeds_refundable",
          message: "At most $20.00 can be refunded: what was paid less earlier refunds",
        },
      ],
    });
  });

  it("COMMERCE.md: balance credit applied to an invoice is never refunded, only given back to the balance", () => {
    // 100.00 invoice: 30.00 of balance credit applied, 70.00 paid by card. Crediting all of it: at most 70.00 back
    // to the card, the other 30.00 to the balance.
    const mixed = invoice({ status: "paid", amountPaid: "70", amountDue: "0" });
    const refused = splitCreditNote({ invoice: mixed, request: { amount: "100", refundAmount: "100" } });
    expect(refused.ok ? null : refused.errors[0]).toMatchObject({
      field: "refundAmount",
      code: "exceeds_refundable",
    });
    const note = issued(
      splitCreditNote({ invoice: mixed, request: { amount: "100", refundAmount: "70", creditAmount: "30" } }),
    );
    expect(note).toMatchObject({ refundAmount: "70", creditAmount: "30" });
  });
});

describe("what an invoice's credit notes may add up to", () => {
  it("COMMERCE.md: the sum of an invoice's credit notes never passes its total (voided ones do not count)", () => {
    const earlier: EarlierCreditNote[] = [
      { status: "issued", total: "60" },
      { status: "voided", total: "30" },
    ];
    const open = invoice({ amountDue: "40" });
    expect(splitCreditNote({ invoice: open, earlier, request: { amount: "40.01" } })).toEqual({
      ok: false,
      errors: [
        {
          field: "amount",
          code: "exceeds_total",
          message: "The credit notes of an invoice cannot pass its total: at most $40.00 is left to credit",
        },
      ],
    });
    expect(
      issued(splitCreditNote({ invoice: open, earlier, request: { amount: "40" } })).invoice,
    ).toMatchObject({
      creditedAmount: "100",
      amountDue: "0",
    });
  });

  it("asks for lines or an amount, in the currency's minor units and above 0", () => {
    const errorsOf = (request: CreditNoteRequest, on = invoice()) => {
      const outcome = splitCreditNote({ invoice: on, request });
      return outcome.ok ? [] : outcome.errors.map((error) => [error.field, error.code]);
    };
    expect(errorsOf({})).toEqual([["amount", "required"]]);
    expect(errorsOf({ amount: 5, lines: [{ invoiceLineId: "a", amount: 5 }] })).toEqual([
      ["amount", "lines_or_amount"],
    ]);
    expect(errorsOf({ amount: "ten" })).toEqual([["amount", "invalid_amount"]]);
    expect(errorsOf({ amount: 0 })).toEqual([["amount", "invalid_amount"]]);
    expect(errorsOf({ amount: "10.005" })).toEqual([["amount", "invalid_amount"]]);
    expect(errorsOf({ amount: "1.5" }, invoice({ currency: "JPY" }))).toEqual([["amount", "invalid_amount"]]);
    expect(errorsOf({ amount: 10, creditAmount: -1 })).toEqual([["creditAmount", "invalid_amount"]]);
  });
});

describe("a credit note of lines and its tax", () => {
  // Plan 100.00 and add-on 50.00 at 20 % exclusive: line totals 120.00 and 60.00, tax 30.00, total 180.00.
  const taxed = invoiceTax({
    currency: "EUR",
    lines: [
      { id: "plan", amount: "100" },
      { id: "addon", amount: "50" },
    ],
    taxRate: { id: "vat", percentage: "20", inclusive: false, country: "FR", active: true },
  });
  const paidTaxed: CreditableInvoice = {
    currency: "EUR",
    status: "paid",
    total: taxed.total,
    tax: taxed.tax,
    amountPaid: taxed.total,
    amountDue: "0",
    lines: taxed.lines.map((line) => ({ id: line.id!, total: line.total })),
    taxLines: taxed.taxLines,
  };

  it("Lago docs and COMMERCE.md: a note is gross (tax included) and its tax is its pro rata share", () => {
    // The whole plan line, 120.00 of 180.00: its tax is 30.00 × 120 ÷ 180 = 20.00.
    const note = issued(
      splitCreditNote({ invoice: paidTaxed, request: { lines: [{ invoiceLineId: "plan", amount: "120" }] } }),
    );
    expect(note).toMatchObject({
      total: "120",
      tax: "20",
      taxLines: [{ taxRateId: "vat", amount: "20" }],
      lines: [{ invoiceLineId: "plan", amount: "120" }],
      creditAmount: "120",
    });
  });

  it("never credits more of a line than is left of it, nor a line that is not on the invoice", () => {
    const earlier: EarlierCreditNote[] = [
      { status: "issued", total: "50", tax: "8.33", lines: [{ invoiceLineId: "addon", amount: "50" }] },
    ];
    const outcome = splitCreditNote({
      invoice: paidTaxed,
      earlier,
      request: {
        lines: [
          { invoiceLineId: "addon", amount: "10.01" },
          { invoiceLineId: "nope", amount: "1" },
          { invoiceLineId: "plan", amount: "1" },
          { invoiceLineId: "plan", amount: "1" },
        ],
      },
    });
    expect(outcome).toEqual({
      ok: false,
      errors: [
        {
          field: "lines.0.amount",
          code: "exceeds_line",
          message: "At most €10.00 of this line is left to credit",
        },
        { field: "lines.1.invoiceLineId", code: "unknown_line", message: "This line is not on the invoice" },
        {
          field: "lines.3.invoiceLineId",
          code: "duplicate_line",
          message: "Each invoice line can be credited once per credit note",
        },
      ],
    });
  });

  it("the note that credits the rest of an invoice takes the rest of its tax, so the taxes add up exactly", () => {
    // An inclusive 20 % invoice of 10.00 holds 10 × 20 ÷ 120 = 1.666… → 1.67 tax. Three notes of 3.33, 3.33
    // and 3.34: the first two take 1.67 × 3.33 ÷ 10 = 0.556… → 0.56 each; the last takes 1.67 − 1.12 = 0.55.
    const small: CreditableInvoice = invoice({ total: "10", tax: "1.67", amountDue: "10" });
    const first = issued(splitCreditNote({ invoice: small, request: { amount: "3.33" } }));
    const earlier: EarlierCreditNote[] = [{ status: "issued", total: first.total, tax: first.tax }];
    const second = issued(
      splitCreditNote({ invoice: { ...small, amountDue: "6.67" }, earlier, request: { amount: "3.33" } }),
    );
    earlier.push({ status: "issued", total: second.total, tax: second.tax });
    const last = issued(
      splitCreditNote({ invoice: { ...small, amountDue: "3.34" }, earlier, request: { amount: "3.34" } }),
    );
    expect([first.tax, second.tax, last.tax]).toEqual(["0.56", "0.56", "0.55"]);
  });
});

describe("voiding a credit note", () => {
  const note = { status: "issued" as const, prePaymentAmount: "10", creditAmount: "20", refundAmount: "0" };

  it("COMMERCE.md: takes back the balance credit it gave, and only while the balance holds it", () => {
    expect(voidCreditNote({ creditNote: note, creditBalance: "25" })).toEqual({
      ok: true,
      balanceTakenBack: "20",
      amountDueRestored: "10",
    });
    expect(voidCreditNote({ creditNote: note, creditBalance: "19.99" })).toMatchObject({
      ok: false,
      errors: [{ field: "creditAmount", code: "balance_spent" }],
    });
  });

  it("COMMERCE.md: a credit note that was refunded cannot be voided, nor one voided already", () => {
    expect(
      voidCreditNote({ creditNote: { ...note, refundAmount: "5" }, creditBalance: "100" }),
    ).toMatchObject({
      ok: false,
      errors: [{ code: "refunded" }],
    });
    expect(voidCreditNote({ creditNote: { ...note, status: "voided" }, creditBalance: "100" })).toMatchObject(
      {
        ok: false,
        errors: [{ code: "already_voided" }],
      },
    );
  });
});

const cents = (value: number): string =>
  `${value < 0 ? "-" : ""}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, "0")}`;
const toCents = (amount: string): number => {
  const [whole = "0", fraction = ""] = amount.replace(/^-/, "").split(".");
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return amount.startsWith("-") ? -value : value;
};

/** An invoice's history: how it was paid, then credit notes asked one after another, each split a way. */
const history = fc
  .record({
    total: fc.integer({ min: 1, max: 100_000 }),
    paidShare: fc.integer({ min: 0, max: 100 }),
    appliedShare: fc.integer({ min: 0, max: 100 }),
    taxShare: fc.integer({ min: 0, max: 30 }),
  })
  .chain((start) =>
    fc.record({
      start: fc.constant(start),
      notes: fc.array(
        fc.record({
          amount: fc.integer({ min: 1, max: Math.max(1, Math.ceil(start.total / 2)) }),
          refundShare: fc.integer({ min: 0, max: 100 }),
          outOfBandShare: fc.integer({ min: 0, max: 100 }),
          mode: fc.constantFrom("balance", "split", "arbitrary"),
          parts: fc.tuple(fc.nat(50_000), fc.nat(50_000), fc.nat(50_000)),
        }),
        { maxLength: 8 },
      ),
    }),
  );

describe("credit note properties", () => {
  it("a note's parts add up to its total, and an invoice's notes never pass its total, its payments or its tax", () => {
    const seen = { issued: 0, refunded: 0, refused: 0 };
    fc.assert(
      fc.property(history, ({ start, notes }) => {
        const total = start.total;
        const paid = Math.floor((total * start.paidShare) / 100);
        const applied = Math.floor(((total - paid) * start.appliedShare) / 100);
        const tax = Math.floor((total * start.taxShare) / 100);
        let due = total - paid - applied;
        const earlier: EarlierCreditNote[] = [];
        for (const ask of notes) {
          const request: CreditNoteRequest = { amount: cents(ask.amount) };
          const afterDue = Math.max(ask.amount - due, 0);
          if (ask.mode === "split") {
            const refund = Math.floor((afterDue * ask.refundShare) / 100);
            const outOfBand = Math.floor(((afterDue - refund) * ask.outOfBandShare) / 100);
            Object.assign(request, {
              refundAmount: cents(refund),
              outOfBandAmount: cents(outOfBand),
              creditAmount: cents(afterDue - refund - outOfBand),
            });
          } else if (ask.mode === "arbitrary") {
            const [refund, credit, outOfBand] = ask.parts;
            Object.assign(request, { refundAmount: cents(refund), creditAmount: cents(credit) });
            if (outOfBand % 2 === 0) request.outOfBandAmount = cents(outOfBand);
          }
          const outcome = splitCreditNote({
            invoice: {
              currency: "USD",
              status: due === 0 ? "paid" : "open",
              total: cents(total),
              tax: cents(tax),
              amountPaid: cents(paid),
              amountDue: cents(due),
            },
            earlier,
            request,
          });
          const creditedBefore = earlier.reduce((sum, note) => sum + toCents(String(note.total)), 0);
          if (!outcome.ok) {
            seen.refused += 1;
            // A refusal of a well-formed split is always for passing the total or the refundable amount.
            if (ask.mode !== "arbitrary") {
              expect(outcome.errors.map((error) => error.code)).toEqual(
                creditedBefore + ask.amount > total ? ["exceeds_total"] : ["exceeds_refundable"],
              );
            }
            continue;
          }
          const note = outcome.creditNote;
          seen.issued += 1;
          if (compareAmounts(note.refundAmount, "0") > 0) seen.refunded += 1;
          expect(addAmounts(note.prePaymentAmount, note.postPaymentAmount)).toBe(note.total);
          expect(addAmounts(note.refundAmount, note.creditAmount, note.outOfBandAmount)).toBe(
            note.postPaymentAmount,
          );
          expect(subtractAmounts(cents(due), note.prePaymentAmount)).toBe(note.invoice.amountDue);
          due = toCents(note.invoice.amountDue);
          earlier.push({
            status: "issued",
            total: note.total,
            tax: note.tax,
            refundAmount: note.refundAmount,
          });
          const credited = addAmounts(...earlier.map((one) => String(one.total)));
          expect(credited).toBe(note.invoice.creditedAmount);
          expect(compareAmounts(credited, cents(total))).toBeLessThanOrEqual(0);
          const refunded = addAmounts(...earlier.map((one) => String(one.refundAmount)));
          expect(compareAmounts(refunded, cents(paid))).toBeLessThanOrEqual(0);
          const taxed = addAmounts(...earlier.map((one) => String(one.tax)));
          expect(compareAmounts(taxed, cents(tax))).toBeLessThanOrEqual(0);
          if (credited === addAmounts(cents(total))) expect(taxed).toBe(addAmounts(cents(tax)));
        }
      }),
    );
    // The runs reach every path: notes issued, refunds made, requests refused.
    expect(seen.issued).toBeGreaterThan(50);
    expect(seen.refunded).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
  });
});

describe("the tax inside a credited part of a line", () => {
  it("is the line's tax pro rata, rounded once; the whole line gives back its whole tax", () => {
    // A 120.00 line holding 20.00 of VAT: 60.00 of it holds 10.00; 33.33 holds 5.555 → 5.56.
    expect(creditedLineTax("60", { total: "120", taxAmount: "20" }, "EUR")).toBe("10");
    expect(creditedLineTax("33.33", { total: "120", taxAmount: "20" }, "EUR")).toBe("5.56");
    expect(creditedLineTax("120", { total: "120", taxAmount: "20" }, "EUR")).toBe("20");
    expect(creditedLineTax("5", { total: "0", taxAmount: "0" }, "EUR")).toBe("0");
  });
});
