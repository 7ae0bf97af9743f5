import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
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
    total: "1132.20",
    creditApplied: "32.20",
    amountPaid: "0",
    amountDue: "1100.00",
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
