/**
 * `npx tsx packages/server/bench/invoice-pdf.bench.ts` (run by `npm run bench`): the invoice PDF renderer
 * (src/modules/invoices/pdf.ts) on a 20-line invoice with two tax rates, and the credit-note renderer
 * (src/modules/invoices/creditNotePdf.ts) on a 20-line credit note, each rendered 300 times one after another,
 * in this one process (one core), after 30 renders of warm-up. Budgets, for each: p95 under 100 ms per render
 * and at least 50 renders per second.
 */
import { type CreditNoteDocument, renderCreditNotePdf } from "../src/modules/invoices/creditNotePdf.ts";
import { type InvoiceDocument, renderInvoicePdf } from "../src/modules/invoices/pdf.ts";

const RENDERS = 300;
const WARM_UP = 30;
const LINES = 20;

const invoice: InvoiceDocument = {
  account: {
    name: "Acme Analytics Ltd",
    address: ["12 Market Street", "London EC1A 1BB", "United Kingdom"],
    registrationNumber: "09876543",
    taxId: "GB123456789",
  },
  customer: {
    name: "Jane Cooper",
    email: "jane@northwind.example",
    company: "Northwind Traders",
    address: ["400 Main St", "Springfield, IL 62701", "United States"],
    taxIds: [{ type: "us_ein", value: "12-3456789" }],
  },
  number: "INV-2027-0042",
  status: "open",
  currency: "USD",
  issueDate: "2027-04-01",
  dueDate: "2027-04-15",
  periodStart: "2027-04-01",
  periodEnd: "2027-04-30",
  lines: Array.from({ length: LINES }, (_, index) => ({
    description:
      index % 4 === 0
        ? `Growth plan ${index + 1}: priority support, single sign-on, audit logs and extended data retention`
        : `Usage: API calls, batch ${index + 1}`,
    quantity: 100 * (index + 1),
    amount: `${(index + 1) * 123}.45`,
    periodStart: index % 2 ? "2027-04-01" : null,
    periodEnd: index % 2 ? "2027-04-30" : null,
    kind: index % 4 === 0 ? "plan" : "usage",
  })),
  subtotal: "25839.00",
  discount: "258.39",
  tax: "1719.76",
  taxLines: [
    {
      name: "Sales tax",
      percentage: "8.2500",
      inclusive: false,
      taxableAmount: "20000.00",
      amount: "1650.00",
    },
    { name: "County tax", percentage: "1.2500", inclusive: false, taxableAmount: "5580.61", amount: "69.76" },
  ],
  reverseCharge: false,
  total: "27300.37",
  creditApplied: "30.37",
  amountPaid: "0",
  amountDue: "27270.00",
  creditedAmount: "0",
  refundedAmount: "0",
  memo: "Thank you for your business. Payment is due within 14 days by bank transfer, quoting the invoice number.",
};

const creditNote: CreditNoteDocument = {
  account: invoice.account,
  customer: invoice.customer,
  number: "CN-000007",
  status: "issued",
  currency: "USD",
  issueDate: "2027-05-02",
  invoiceNumber: "INV-2027-0042",
  invoiceIssueDate: "2027-04-01",
  reason: "Order change",
  memo: "Usage batches withdrawn after the April reconciliation.",
  lines: invoice.lines.map((line) => ({ description: line.description, amount: line.amount })),
  taxLines: [
    { name: "Sales tax", percentage: "8.2500", amount: "1500.00" },
    { name: "County tax", percentage: "1.2500", amount: "63.41" },
  ],
  reverseCharge: false,
  total: "25839.00",
  tax: "1563.41",
  dueAmount: "20000.00",
  refundAmount: "0",
  creditAmount: "5839.00",
  outOfBandAmount: "0",
};

/** Renders `render` WARM_UP times, then RENDERS times timed; prints the figures, returns whether both budgets hold. */
async function measure(name: string, render: () => Promise<Buffer>): Promise<boolean> {
  let bytes = 0;
  for (let index = 0; index < WARM_UP; index++) bytes = (await render()).length;

  const times: number[] = [];
  const began = performance.now();
  for (let index = 0; index < RENDERS; index++) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  const elapsed = (performance.now() - began) / 1000;

  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
  const p50 = at(0.5);
  const p95 = at(0.95);
  const perSecond = RENDERS / elapsed;

  const latencyOk = p95 < 100;
  const rateOk = perSecond >= 50;
  console.log(
    `\n${name}, ${LINES} lines (${Math.round(bytes / 1024)} KiB), ${RENDERS} renders on one core\n`,
  );
  console.log(
    `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget p95 < 100 ms: ${latencyOk ? "ok" : "MISSED"})`,
  );
  console.log(`${perSecond.toFixed(0)} renders/s (budget ≥ 50/s: ${rateOk ? "ok" : "MISSED"})`);
  return latencyOk && rateOk;
}

const invoiceOk = await measure("Invoice PDF, two tax rates", () => renderInvoicePdf(invoice));
const creditNoteOk = await measure("Credit note PDF, two tax rates", () => renderCreditNotePdf(creditNote));
/** A missed budget: the run exits 1 (`npm run bench` reads the exit status). */
if (!invoiceOk || !creditNoteOk) process.exitCode = 1;
