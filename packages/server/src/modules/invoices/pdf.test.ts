import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { type CreditNoteDocument, renderCreditNotePdf } from "./creditNotePdf.ts";
import { formatAmount, type InvoiceDocument, renderInvoicePdf } from "./pdf.ts";

type Line = InvoiceDocument["lines"][number];

function line(description: string, amount: string, extra: Partial<Line> = {}): Line {
  return { description, quantity: 1, amount, periodStart: null, periodEnd: null, kind: "plan", ...extra };
}

function invoice(extra: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    account: {
      name: "Acme Analytics Ltd",
      address: ["12 Market Street", "London EC1A 1BB"],
      registrationNumber: "09876543",
      taxId: "GB123456789",
    },
    customer: {
      name: "Jane Cooper",
      email: "jane@northwind.example",
      company: "Northwind Traders",
      address: ["400 Main St", "Springfield, IL 62701"],
      taxIds: [],
    },
    number: "INV-2027-0042",
    status: "open",
    currency: "USD",
    issueDate: "2027-04-01",
    dueDate: "2027-04-15",
    periodStart: "2027-04-01",
    periodEnd: "2027-04-30",
    lines: [
      line("Growth plan", "1200.00", { quantity: 1, periodStart: "2027-04-01", periodEnd: "2027-04-30" }),
      line("Extra seats", "58.00", { quantity: 2, kind: "addon" }),
      line("Welcome coupon (WELCOME10)", "-125.80", { kind: "discount" }),
    ],
    subtotal: "1258.00",
    discount: "125.80",
    tax: "0",
    taxLines: [],
    reverseCharge: false,
    total: "1132.20",
    creditApplied: "32.20",
    amountPaid: "0",
    amountDue: "1100.00",
    creditedAmount: "0",
    refundedAmount: "0",
    memo: "Thank you for your business.",
    ...extra,
  };
}

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** The PDF as a reader sees it: its pages' text, each page's text items with their positions, its metadata. */
async function read(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const items: Item[][] = [];
  for (let page = 1; page <= totalPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    items.push(
      content.items.flatMap((item) =>
        "str" in item && item.str.trim()
          ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
          : [],
      ),
    );
  }
  const info = (await pdf.getMetadata()).info as { Title?: string; Author?: string };
  await pdf.loadingTask.destroy();
  return { pages: totalPages, text, all: text.join("\n"), items, info };
}

describe("renderInvoicePdf", () => {
  it("renders a PDF a client can read: seller, customer, number, lines, dates, totals and memo", async () => {
    const buffer = await renderInvoicePdf(invoice());
    expect(buffer.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const { pages, all, info } = await read(buffer);
    expect(pages).toBe(1);
    for (const text of [
      "Acme Analytics Ltd",
      "12 Market Street",
      "INVOICE",
      "INV-2027-0042",
      "OPEN",
      "Bill to".toUpperCase(),
      "Jane Cooper",
      "Northwind Traders",
      "jane@northwind.example",
      "Springfield, IL 62701",
      "Growth plan",
      "Extra seats",
      "Welcome coupon (WELCOME10)",
      "$1,200.00",
      "-$125.80",
      "Apr 1, 2027",
      "Apr 15, 2027",
      "Apr 1, 2027 – Apr 30, 2027",
      "Subtotal",
      "$1,258.00",
      "Discount",
      "Credit applied",
      "-$32.20",
      "Total",
      "$1,132.20",
      "Amount due",
      "$1,100.00",
      "Thank you for your business.",
    ]) {
      expect(all).toContain(text);
    }
    // Zero amounts are left out of the totals.
    expect(all).not.toContain("Amount paid");
    expect(info.Title).toBe("Invoice INV-2027-0042");
    expect(info.Author).toBe("Acme Analytics Ltd");
  });

  it("prints the seller's block: name, address, registration number and tax ID, above Bill to", async () => {
    const { items } = await read(await renderInvoicePdf(invoice()));
    const page = items[0]!;
    const at = (text: string) => {
      const item = page.find((entry) => entry.str === text);
      expect(item, text).toBeDefined();
      return item!;
    };
    const block = [
      "Acme Analytics Ltd",
      "12 Market Street",
      "London EC1A 1BB",
      "Registration No. 09876543",
      "Tax ID GB123456789",
    ].map(at);
    // One under the other at the left margin (PDF y grows upwards), and all above the customer.
    for (const [index, item] of block.entries()) {
      expect(item.x).toBeCloseTo(block[0]!.x, 0);
      if (index > 0) expect(item.y).toBeLessThan(block[index - 1]!.y);
    }
    expect(at("BILL TO").y).toBeLessThan(block.at(-1)!.y);

    // A seller without identifiers prints no empty labels.
    const bare = await read(
      await renderInvoicePdf(invoice({ account: { name: "Solo Trader", address: [] } })),
    );
    expect(bare.all).toContain("Solo Trader");
    expect(bare.all).not.toContain("Registration No.");
    expect(bare.all).not.toContain("Tax ID");
  });

  it("shows DRAFT for an invoice without a number, and the status of a paid or voided one", async () => {
    const draft = await read(
      await renderInvoicePdf(invoice({ number: null, status: "draft", issueDate: null })),
    );
    expect(draft.all).toContain("DRAFT");
    expect(draft.all).not.toContain("Issue date");
    expect(draft.info.Title).toBe("Invoice DRAFT");

    const paid = await read(
      await renderInvoicePdf(invoice({ status: "paid", amountPaid: "1100", amountDue: "0" })),
    );
    expect(paid.all).toContain("PAID");
    expect(paid.all).toContain("Amount paid");
    expect(paid.all).toContain("-$1,100.00");
    expect(paid.all).toContain("$0.00");

    const voided = await read(await renderInvoicePdf(invoice({ status: "voided" })));
    expect(voided.all).toContain("VOID");
  });

  it("wraps a long description within its column, clear of the quantity and amount", async () => {
    const long =
      "Enterprise plan with priority support, a dedicated success manager, single sign-on, audit logs, " +
      "custom data retention and a very long description that has to wrap inside its own column";
    const { items, all } = await read(await renderInvoicePdf(invoice({ lines: [line(long, "4999.00")] })));
    const page = items[0]!;
    const quantityHeader = page.find((item) => item.str === "QTY")!;
    const descriptionLines = page.filter((item) => long.includes(item.str.trim()) && item.str.length > 10);
    expect(descriptionLines.length).toBeGreaterThan(1);
    for (const item of descriptionLines) expect(item.x + item.width).toBeLessThan(quantityHeader.x);
    expect(all.replace(/\s+/g, " ")).toContain(long);
  });

  it("flows 60 lines onto further pages, repeating the table's header, with the totals after the last line", async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      line(`Usage item ${String(index + 1).padStart(2, "0")}`, "10.00", {
        kind: "usage",
        periodStart: index % 2 ? "2027-04-01" : null,
        periodEnd: index % 2 ? "2027-04-30" : null,
      }),
    );
    const buffer = await renderInvoicePdf(
      invoice({ lines, subtotal: "600", discount: "0", total: "600", creditApplied: "0", amountDue: "600" }),
    );
    const { pages, text, items } = await read(buffer);
    expect(pages).toBeGreaterThan(1);

    for (let index = 1; index <= 60; index++) {
      const description = `Usage item ${String(index).padStart(2, "0")}`;
      expect(text.filter((page) => page.includes(description))).toHaveLength(1);
    }
    for (const page of text) {
      if (page.includes("Usage item")) expect(page).toContain("DESCRIPTION");
      expect(page).toMatch(/Page \d+ of \d+/);
    }
    expect(text.at(-1)).toContain(`Page ${pages} of ${pages}`);

    // The totals are on one page, below every line on it (PDF y grows upwards).
    const totalsPages = items.filter((page) => page.some((item) => item.str === "Amount due"));
    expect(totalsPages).toHaveLength(1);
    const totals = totalsPages[0]!;
    const subtotal = totals.find((item) => item.str === "Subtotal")!;
    for (const item of totals.filter((item) => item.str.startsWith("Usage item"))) {
      expect(item.y).toBeGreaterThan(subtotal.y);
    }
    expect(totals.some((item) => item.str === "$600.00")).toBe(true);
  });

  it("draws names outside the standard fonts' characters without garbage", async () => {
    const { all } = await read(
      await renderInvoicePdf(
        invoice({ customer: { ...invoice().customer, name: "Zoë Łukasiewicz-Dvořák" } }),
      ),
    );
    expect(all).toContain("Zoë Lukasiewicz-Dvorák");
  });
});

describe("taxes on the invoice PDF", () => {
  const german = {
    name: "Beispiel GmbH",
    email: "buchhaltung@beispiel.example",
    company: "Beispiel GmbH",
    address: ["Hauptstraße 1", "10115 Berlin", "DE"],
    taxIds: [{ type: "eu_vat", value: "DE123456788" }],
  };

  it("prints a line per rate, what it is on, and an inclusive rate as included", async () => {
    const { all, text } = await read(
      await renderInvoicePdf(
        invoice({
          currency: "EUR",
          lines: [line("Growth plan", "54.00"), line("Support (tax included)", "30.00")],
          subtotal: "84.00",
          discount: "0",
          tax: "13.53",
          taxLines: [
            { name: "VAT", percentage: "20.0000", inclusive: false, taxableAmount: "54", amount: "10.80" },
            { name: "GST", percentage: "10", inclusive: true, taxableAmount: "27.27", amount: "2.73" },
          ],
          total: "94.80",
          creditApplied: "0",
          amountDue: "94.80",
        }),
      ),
    );
    for (const expected of [
      "VAT 20% on €54.00",
      "€10.80",
      "GST 10% (included) on €27.27",
      "€2.73",
      "Total tax",
      "€13.53",
      "€94.80",
    ]) {
      expect(all).toContain(expected);
    }
    // The tax lines come between the subtotal and the total.
    const page = text[0]!;
    expect(page.indexOf("Subtotal")).toBeLessThan(page.indexOf("VAT 20%"));
    expect(page.indexOf("GST 10%")).toBeLessThan(page.indexOf("Total tax"));
    expect(all).not.toContain("Reverse charge");
  });

  it("prints the buyer's tax ids under Bill to, and 'Reverse charge' when the buyer accounts for the VAT", async () => {
    const { all, items } = await read(
      await renderInvoicePdf(
        invoice({
          currency: "EUR",
          customer: { ...german, taxIds: [...german.taxIds, { type: "au_abn", value: "51824753556" }] },
          reverseCharge: true,
          lines: [line("Growth plan", "100.00")],
          subtotal: "100.00",
          discount: "0",
          total: "100.00",
          creditApplied: "0",
          amountDue: "100.00",
        }),
      ),
    );
    const page = items[0]!;
    const billTo = page.find((item) => item.str === "BILL TO")!;
    const vat = page.find((item) => item.str === "VAT number: DE123456788");
    expect(vat).toBeDefined();
    expect(vat!.y).toBeLessThan(billTo.y);
    expect(vat!.x).toBeCloseTo(billTo.x, 0);
    expect(all).toContain("ABN: 51824753556");
    expect(all).toContain("VAT (reverse charge)");
    expect(all).toContain("Reverse charge: VAT to be accounted for by the recipient.");
  });

  it("shows what was credited and refunded, only when there is some", async () => {
    const credited = await read(
      await renderInvoicePdf(
        invoice({
          status: "paid",
          amountPaid: "1100",
          amountDue: "0",
          creditedAmount: "100",
          refundedAmount: "60",
        }),
      ),
    );
    expect(credited.all).toMatch(/Credited\s+\$100\.00/);
    expect(credited.all).toMatch(/Refunded\s+\$60\.00/);

    const plain = await read(await renderInvoicePdf(invoice()));
    expect(plain.all).not.toContain("Credited");
    expect(plain.all).not.toContain("Refunded");
    expect(plain.all).not.toContain("VAT number");
  });
});

describe("renderCreditNotePdf", () => {
  function creditNote(extra: Partial<CreditNoteDocument> = {}): CreditNoteDocument {
    const { account, customer } = invoice();
    return {
      account,
      customer: { ...customer, taxIds: [{ type: "gb_vat", value: "GB980780684" }] },
      number: "CN-000003",
      status: "issued",
      currency: "GBP",
      issueDate: "2027-05-03",
      invoiceNumber: "INV-000012",
      invoiceIssueDate: "2027-04-01",
      reason: "Order change",
      memo: "Two seats removed.",
      lines: [{ description: "Extra seats", amount: "120.00" }],
      taxLines: [{ name: "VAT", percentage: "20.0000", amount: "20.00" }],
      reverseCharge: false,
      total: "120.00",
      tax: "20.00",
      dueAmount: "0",
      refundAmount: "70.00",
      creditAmount: "50.00",
      outOfBandAmount: "0",
      ...extra,
    };
  }

  it("names its invoice, its reason, its tax per rate and its total", async () => {
    const buffer = await renderCreditNotePdf(creditNote());
    expect(buffer.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, all, info } = await read(buffer);
    expect(pages).toBe(1);
    for (const expected of [
      "Acme Analytics Ltd",
      "Registration No. 09876543",
      "Tax ID GB123456789",
      "CREDIT NOTE",
      "CN-000003",
      "ISSUED",
      "May 3, 2027",
      "Credit note for invoice INV-000012 of Apr 1, 2027",
      "Reason: Order change",
      "Jane Cooper",
      "VAT number: GB980780684",
      "Extra seats",
      "AMOUNT INCL. TAX",
      "Total excluding tax",
      "£100.00",
      "VAT 20%",
      "£20.00",
      "£120.00",
      "Two seats removed.",
      "Credit note CN-000003 · Page 1 of 1",
    ]) {
      expect(all).toContain(expected);
    }
    expect(info.Title).toBe("Credit note CN-000003");
    expect(all).not.toContain("VOID");
  });

  it("shows the non-zero parts of its split only", async () => {
    const paid = await read(await renderCreditNotePdf(creditNote()));
    expect(paid.all).toMatch(/Refunded to the original payment method\s+£70\.00/);
    expect(paid.all).toMatch(/Credited to the customer's balance\s+£50\.00/);
    expect(paid.all).not.toContain("Applied to the invoice's amount due");
    expect(paid.all).not.toContain("Settled by other means");

    const open = await read(
      await renderCreditNotePdf(
        creditNote({
          lines: [{ description: "Credit", amount: "30.00" }],
          total: "30.00",
          tax: "5.00",
          taxLines: [{ name: "VAT", percentage: "20", amount: "5.00" }],
          dueAmount: "20.00",
          refundAmount: "0",
          creditAmount: "0",
          outOfBandAmount: "10.00",
        }),
      ),
    );
    expect(open.all).toMatch(/Applied to the invoice's amount due\s+£20\.00/);
    expect(open.all).toMatch(/Settled by other means\s+£10\.00/);
    expect(open.all).not.toContain("Refunded to");
    expect(open.all).not.toContain("Credited to");
  });

  it("says VOID prominently, and 'Reverse charge' where it applies", async () => {
    const { all, items } = await read(
      await renderCreditNotePdf(
        creditNote({
          status: "voided",
          currency: "EUR",
          invoiceIssueDate: null,
          reverseCharge: true,
          taxLines: [],
          tax: "0",
          memo: null,
        }),
      ),
    );
    expect(all).toContain("Credit note for invoice INV-000012");
    expect(all).not.toContain("INV-000012 of");
    expect(all).toContain("This credit note is void.");
    expect(all).toContain("Reverse charge: VAT to be accounted for by the recipient.");
    // The status and a watermark across the page.
    expect(items[0]!.filter((item) => item.str === "VOID").length).toBeGreaterThanOrEqual(2);
  });
});

describe("formatAmount", () => {
  it.each([
    ["1234.5", "USD", "$1,234.50"],
    ["-5.8", "USD", "-$5.80"],
    ["1000", "JPY", "¥1,000"],
    ["0.125", "USD", "$0.13"],
    ["-0.125", "USD", "-$0.13"],
    ["12", "CHF", "CHF 12.00"],
    ["1234567.891", "EUR", "€1,234,567.89"],
    ["999.995", "GBP", "£1,000.00"],
    ["1500.5", "jpy", "¥1,501"],
    ["1234.5678", "KWD", "KWD 1,234.568"],
    ["0", "USD", "$0.00"],
    ["-0.001", "USD", "$0.00"],
    ["100", "CAD", "CAD 100.00"],
  ])("formatAmount(%s, %s) is %s", (amount, currency, expected) => {
    expect(formatAmount(amount, currency)).toBe(expected);
  });
});
