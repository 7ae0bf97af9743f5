/** Invoices of the sample customers (./customerFixtures), for the invoice stories. */
import type { InvoiceSeed } from "./invoicesBackend";

const ada = { customerId: "cus-ada", customerName: "Ada Lovelace" };
const globex = { customerId: "cus-globex", customerName: "Globex Corporation" };
const initech = { customerId: "cus-initech", customerName: "Peter Gibbons" };

/** One invoice in each status, newest first. */
export const sampleInvoices: InvoiceSeed[] = [
  {
    id: "inv-draft",
    ...globex,
    status: "draft",
    createdAt: "2026-03-01T10:00:00.000Z",
    lines: [{ description: "Onboarding workshop", amount: 450 }],
  },
  {
    id: "inv-12",
    number: "INV-000012",
    ...ada,
    status: "open",
    reason: "renewal",
    issueDate: "2026-02-20",
    dueDate: "2026-03-22",
    createdAt: "2026-02-20T10:00:00.000Z",
    periodStart: "2026-02-20",
    periodEnd: "2026-03-19",
    lines: [
      {
        kind: "plan",
        description: "Pro plan",
        amount: 100,
        periodStart: "2026-02-20",
        periodEnd: "2026-03-19",
      },
      {
        kind: "addon",
        description: "Extra seats",
        quantity: 2,
        amount: 20,
        periodStart: "2026-02-20",
        periodEnd: "2026-03-19",
      },
    ],
  },
  {
    id: "inv-11",
    number: "INV-000011",
    ...initech,
    status: "overdue",
    issueDate: "2026-01-15",
    dueDate: "2026-02-14",
    createdAt: "2026-01-15T10:00:00.000Z",
    lines: [{ description: "Starter plan", amount: 45 }],
    payments: [
      {
        status: "failed",
        method: "card",
        methodLabel: "Visa •••• 0002",
        paymentMethod: "Visa •••• 0002",
        amount: 45,
        failureMessage: "Your card was declined.",
        processedAt: "2026-01-15T10:00:00.000Z",
        paidAt: null,
      },
    ],
  },
  {
    id: "inv-10",
    number: "INV-000010",
    ...ada,
    status: "partially_paid",
    issueDate: "2026-01-20",
    dueDate: "2026-02-19",
    createdAt: "2026-01-20T10:00:00.000Z",
    lines: [{ description: "Pro plan", amount: 120 }],
    payments: [{ amount: 50, reference: "CHQ-118", processedAt: "2026-02-01T10:00:00.000Z" }],
  },
  {
    id: "inv-9",
    number: "INV-000009",
    ...globex,
    status: "paid",
    issueDate: "2025-12-20",
    dueDate: "2026-01-19",
    createdAt: "2025-12-20T10:00:00.000Z",
    lines: [{ description: "Enterprise plan", amount: 1200 }],
    payments: [
      {
        amount: 1200,
        method: "card",
        methodLabel: "Visa •••• 4242",
        paymentMethod: "Visa •••• 4242",
        gatewayTransactionId: "ch_test_9",
        processedAt: "2025-12-20T10:05:00.000Z",
      },
    ],
  },
  {
    id: "inv-8",
    number: "INV-000008",
    ...initech,
    status: "voided",
    issueDate: "2025-12-01",
    dueDate: "2025-12-31",
    createdAt: "2025-12-01T10:00:00.000Z",
    lines: [{ description: "Starter plan", amount: 45 }],
  },
];

/** Forty-five open invoices, for paging (20 a page: three pages). */
export const manyInvoices: InvoiceSeed[] = Array.from({ length: 45 }, (_, index) => {
  const n = index + 1;
  return {
    id: `inv-many-${n}`,
    number: `INV-${String(n).padStart(6, "0")}`,
    ...ada,
    status: "open",
    createdAt: `2026-01-01T00:${String(n).padStart(2, "0")}:00.000Z`,
    lines: [{ description: "Pro plan", amount: 10 + n }],
  };
});

/** The catalog's charges Create Invoice offers (the billing dialogs' fixtures). */
export { invoiceCharges } from "../../forms/billing/billingFixtures";
