/**
 * A small in-memory invoices server for the invoice stories, answering the API of COMMERCE.md at the
 * network level: the list with its search, status filter (pending: open and partially paid), customer,
 * order and pages; one invoice with its lines and payments; create (checked with the shared schema), delete
 * of drafts, finalize, void and collect with the server's refusals, Record Payment (partial or full, offline
 * or a saved card, a declined card answering 402), the bulk actions, the PDF, the CSV and the payments list.
 * Amounts are added with @round/billing, never in floating point. Made fresh for each story run.
 */
import {
  addAmounts,
  compareAmounts,
  multiplyAmount,
  priceFor,
  roundMoney,
  subtractAmounts,
} from "@round/billing";
import {
  type ChargeResponse,
  type InvoiceDetailResponse,
  type InvoiceLineResponse,
  type InvoiceResponse,
  invoiceCreateSchema,
  type PaymentResponse,
  recordPaymentSchema,
  type TestClockResponse,
  validate,
} from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";
import type { RequestSpy } from "./handlers";

const NOW = "2026-03-02T09:00:00.000Z";
const TODAY = "2026-03-02";

/** What a story gives of an invoice: the rest is computed or takes the server's defaults. */
export type InvoiceSeed = Partial<InvoiceResponse> & {
  id: string;
  customerId: string;
  customerName: string;
  lines?: Partial<InvoiceLineResponse>[];
  payments?: Partial<PaymentResponse>[];
};

interface InvoicesBackendOptions {
  invoices?: InvoiceSeed[];
  /** Customers whose default card declines every charge. */
  declining?: string[];
  /** Customers with no default card: Collect is refused. */
  withoutCard?: string[];
  /** The catalog's charges: searched by Create Invoice's charge picker, priced by the engine on create. */
  charges?: ChargeResponse[];
  /** The customers' saved methods' ids that are cards ('pm-…'), for Record Payment. */
  spy?: RequestSpy;
  /** The account's test clocks (GET /api/test-clocks): the list's filter offers their invoices. */
  testClocks?: TestClockResponse[];
  /** The invoices as this backend keeps them, shared with another story backend that changes them. */
  store?: InvoiceDetailResponse[];
}

/** The invoices of `seeds` as the server answers them, to share between the invoices and credit notes backends. */
export function invoiceStore(seeds: InvoiceSeed[]): InvoiceDetailResponse[] {
  return seeds.map(invoiceFrom);
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
const problem = (status: number, description: string, code = "CONFLICT", field?: string) =>
  json({ message: description, errors: [{ code, description, ...(field ? { field } : {}) }] }, status);
const notFound = () => problem(404, "Invoice not found.", "NOT_FOUND");

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? JSON.parse(text) : null;
}

const money = (value: string | number, currency: string) => Number(roundMoney(value, currency));

/** What is still due, never below 0: a credit note lowers only what is owed; the rest went back another way. */
const owing = (value: string, currency: string) =>
  compareAmounts(value, "0") < 0 ? 0 : money(value, currency);

/** An invoice as the server answers it, from a story's seed: totals from its lines, paid from its payments. */
function invoiceFrom(seed: InvoiceSeed): InvoiceDetailResponse {
  const currency = seed.currency ?? "USD";
  const lines: InvoiceLineResponse[] = (
    seed.lines ?? [{ description: "Pro plan", amount: seed.total ?? 100 }]
  ).map((line, index) => ({
    id: `${seed.id}-line-${index + 1}`,
    kind: "charge",
    description: "Charge",
    quantity: 1,
    amount: 0,
    taxAmount: 0,
    taxRateId: null,
    periodStart: null,
    periodEnd: null,
    ...line,
  }));
  const payments: PaymentResponse[] = (seed.payments ?? []).map((payment, index) => ({
    id: `${seed.id}-pay-${index + 1}`,
    invoiceId: seed.id,
    invoiceNumber: seed.number ?? null,
    customerId: seed.customerId,
    customerName: seed.customerName,
    amount: 0,
    currency,
    status: "succeeded",
    method: "offline",
    methodLabel: "Offline",
    paymentMethod: "Offline",
    processedAt: NOW,
    gatewayTransactionId: null,
    reference: null,
    failureMessage: null,
    attempt: index + 1,
    paidAt: NOW,
    createdAt: NOW,
    ...payment,
  }));
  const subtotal = money(addAmounts("0", ...lines.map((line) => line.amount)), currency);
  const discount = seed.discount ?? 0;
  const creditApplied = seed.creditApplied ?? 0;
  // An exclusive rate's tax is added to the total; an inclusive one is inside the lines already.
  const taxLines = seed.taxLines ?? [];
  const addedTax = addAmounts("0", ...taxLines.filter((line) => !line.inclusive).map((line) => line.amount));
  const total = money(addAmounts(subtractAmounts(subtotal, discount), addedTax), currency);
  const paid = money(
    addAmounts(
      "0",
      ...payments.filter((payment) => payment.status === "succeeded").map((payment) => payment.amount),
    ),
    currency,
  );
  const status = seed.status ?? "open";
  const amountDue =
    status === "voided"
      ? 0
      : owing(
          subtractAmounts(
            subtractAmounts(subtractAmounts(total, creditApplied), paid),
            seed.creditedAmount ?? 0,
          ),
          currency,
        );
  const number = status === "draft" ? null : (seed.number ?? null);
  const invoice: InvoiceDetailResponse = {
    subscriptionId: null,
    reason: "one_off",
    currency,
    issueDate: status === "draft" ? null : TODAY,
    dueDate: status === "draft" ? null : "2026-04-01",
    periodStart: null,
    periodEnd: null,
    memo: null,
    description: lines[0]?.description ?? "",
    paymentAttempts: payments.length,
    nextRetryOn: null,
    autoCollection: false,
    paidAt: status === "paid" ? NOW : null,
    voidedAt: status === "voided" ? NOW : null,
    testClockId: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...seed,
    number,
    invoiceNumber: number,
    status,
    subtotal,
    discount,
    tax: seed.tax ?? 0,
    taxLines,
    reverseCharge: seed.reverseCharge ?? false,
    total,
    amount: total,
    creditApplied,
    creditedAmount: seed.creditedAmount ?? 0,
    refundedAmount: seed.refundedAmount ?? 0,
    amountPaid: paid,
    amountDue,
    downloadUrl: `/api/invoices/${seed.id}/pdf`,
    lines,
    payments,
  };
  return invoice;
}

const ORDER: Record<string, (invoice: InvoiceResponse) => string | number> = {
  createdAt: (i) => i.createdAt,
  number: (i) => i.number ?? "",
  customerName: (i) => i.customerName.toLowerCase(),
  status: (i) => i.status,
  amount: (i) => i.amount,
  dueDate: (i) => i.dueDate ?? "",
};

/** The list's answer carries no lines or payments. */
function summary(invoice: InvoiceDetailResponse): InvoiceResponse {
  const { lines: _lines, payments: _payments, ...rest } = invoice;
  return rest;
}

export function invoicesBackend(options: InvoicesBackendOptions = {}) {
  const invoices = options.store ?? (options.invoices ?? []).map(invoiceFrom);
  const declining = new Set(options.declining ?? []);
  const withoutCard = new Set(options.withoutCard ?? []);
  let created = 0;
  let numbered = Math.max(
    0,
    ...invoices.map((invoice) => Number.parseInt(invoice.number?.replace(/\D/g, "") ?? "0", 10) || 0),
  );
  const find = (id: unknown) => invoices.find((invoice) => invoice.id === id);
  const replace = (next: InvoiceDetailResponse) => {
    const at = invoices.findIndex((invoice) => invoice.id === next.id);
    invoices.splice(at, 1, next);
    return next;
  };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    options.spy?.({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get("Authorization"),
      body: request.headers.get("Content-Type")?.includes("json") ? await bodyOf(request) : null,
    });
  };

  function matching(url: URL) {
    const search = url.searchParams.get("search")?.toLowerCase() ?? "";
    const status = url.searchParams.get("status");
    const customerId = url.searchParams.get("customerId");
    // As the server lists them: a test clock's invoices only when the clock (or their customer) is chosen.
    const clock = url.searchParams.get("testClockId");
    return invoices.filter(
      (invoice) =>
        (clock ? invoice.testClockId === clock : customerId !== null || invoice.testClockId === null) &&
        (!search ||
          [invoice.number ?? "", invoice.customerName, invoice.status, String(invoice.amount)].some((text) =>
            text.toLowerCase().includes(search),
          )) &&
        (!status ||
          (status === "pending"
            ? ["open", "partially_paid"].includes(invoice.status)
            : invoice.status === status)) &&
        (!customerId || invoice.customerId === customerId),
    );
  }

  /** A payment of `amount` applied to the invoice: paid when nothing is left, partially paid otherwise. */
  function pay(invoice: InvoiceDetailResponse, payment: PaymentResponse): InvoiceDetailResponse {
    const amountPaid = money(addAmounts(invoice.amountPaid, payment.amount), invoice.currency);
    const amountDue = money(subtractAmounts(invoice.amountDue, payment.amount), invoice.currency);
    return {
      ...invoice,
      amountPaid,
      amountDue,
      status: amountDue === 0 ? "paid" : "partially_paid",
      paidAt: amountDue === 0 ? NOW : null,
      paymentAttempts: invoice.paymentAttempts + 1,
      payments: [payment, ...invoice.payments],
    };
  }

  function paymentOf(
    invoice: InvoiceDetailResponse,
    fields: Partial<PaymentResponse> & { amount: number },
  ): PaymentResponse {
    return {
      id: `${invoice.id}-pay-${invoice.payments.length + 1}`,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      customerId: invoice.customerId,
      customerName: invoice.customerName,
      currency: invoice.currency,
      status: "succeeded",
      method: "offline",
      methodLabel: "Offline",
      paymentMethod: "Offline",
      processedAt: NOW,
      gatewayTransactionId: null,
      reference: null,
      failureMessage: null,
      attempt: invoice.paymentAttempts + 1,
      paidAt: NOW,
      createdAt: NOW,
      ...fields,
    };
  }

  /** A charge of the customer's default card for the amount: paid, or a failed attempt and a 402. */
  function charge(invoice: InvoiceDetailResponse, amount: number): InvoiceDetailResponse | Response {
    const card = { method: "card" as const, methodLabel: "Visa •••• 4242", paymentMethod: "Visa •••• 4242" };
    if (declining.has(invoice.customerId)) {
      replace({
        ...invoice,
        paymentAttempts: invoice.paymentAttempts + 1,
        payments: [
          paymentOf(invoice, {
            ...card,
            amount,
            status: "failed",
            paidAt: null,
            failureMessage: "Your card was declined.",
          }),
          ...invoice.payments,
        ],
      });
      return problem(402, "Your card was declined.", "PAYMENT_FAILED");
    }
    return replace(pay(invoice, paymentOf(invoice, { ...card, amount, gatewayTransactionId: "ch_test_1" })));
  }

  const actions = {
    finalize(invoice: InvoiceDetailResponse): InvoiceDetailResponse | Response {
      if (invoice.status !== "draft")
        return problem(409, "Only a draft invoice can be finalized.", "INVOICE_NOT_DRAFT");
      numbered += 1;
      const number = `INV-${String(numbered).padStart(6, "0")}`;
      // Collected automatically with a working card: charged at once, as the server does.
      const charged =
        invoice.autoCollection === true &&
        !withoutCard.has(invoice.customerId) &&
        !declining.has(invoice.customerId);
      return replace({
        ...invoice,
        status: charged ? "paid" : "open",
        number,
        invoiceNumber: number,
        issueDate: TODAY,
        dueDate: invoice.dueDate ?? (charged ? TODAY : "2026-04-01"),
        ...(charged ? { amountPaid: invoice.amountDue, amountDue: 0, paidAt: NOW } : {}),
      });
    },
    void(invoice: InvoiceDetailResponse): InvoiceDetailResponse | Response {
      if (!["open", "overdue"].includes(invoice.status)) {
        const message =
          invoice.status === "draft"
            ? "A draft invoice is deleted, not voided."
            : invoice.status === "voided"
              ? "This invoice is already voided."
              : "An invoice with payments cannot be voided.";
        return problem(409, message, "INVOICE_NOT_VOIDABLE");
      }
      return replace({ ...invoice, status: "voided", amountDue: 0, voidedAt: NOW });
    },
    collect(invoice: InvoiceDetailResponse): InvoiceDetailResponse | Response {
      if (!["open", "overdue", "partially_paid"].includes(invoice.status)) {
        return problem(409, "Only an open or overdue invoice can be collected.", "INVOICE_NOT_OPEN");
      }
      if (withoutCard.has(invoice.customerId)) {
        return problem(409, "This customer has no default card to charge.", "NO_PAYMENT_METHOD");
      }
      return charge(invoice, invoice.amountDue);
    },
  };

  const act = (action: keyof typeof actions) =>
    http.post(`/api/invoices/:id/${action}`, async ({ request, params }) => {
      await record(request);
      const invoice = find(params.id);
      if (!invoice) return notFound();
      const result = actions[action](invoice);
      return result instanceof Response ? result : json(result);
    });

  return [
    ...(options.testClocks ? [http.get("/api/test-clocks", () => json(options.testClocks))] : []),
    ...(options.charges
      ? [
          // Create Invoice's charge picker: the active charges whose name holds the search.
          http.get("/api/catalog/charges", ({ request }) => {
            const url = new URL(request.url);
            const search = url.searchParams.get("search")?.toLowerCase() ?? "";
            const status = url.searchParams.get("status");
            const items = (options.charges ?? []).filter(
              (charge) =>
                charge.name.toLowerCase().includes(search) && (status === null || charge.status === status),
            );
            return json({ items, totalCount: items.length, pageNumber: 1, pageSize: 50, totalPages: 1 });
          }),
        ]
      : []),
    http.get("/api/invoices", ({ request }) => {
      const url = new URL(request.url);
      const orderBy = url.searchParams.get("orderBy") ?? "createdAt";
      const ascending = url.searchParams.get("isAscending") === "true";
      const key = ORDER[orderBy] ?? ORDER.createdAt!;
      const sorted = [...matching(url)].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        const order = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
        return ascending ? order : -order;
      });
      const pageSize = Number(url.searchParams.get("pageSize") ?? 20);
      const pageNumber = Number(url.searchParams.get("pageNumber") ?? 1);
      return json({
        items: sorted.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(summary),
        totalCount: sorted.length,
        pageNumber,
        pageSize,
        totalPages: Math.ceil(sorted.length / pageSize),
      });
    }),
    http.get("/api/invoices/export", async ({ request }) => {
      await record(request);
      const rows = matching(new URL(request.url));
      const text = [
        "number,customer,status,amount,dueDate",
        ...rows.map((i) => [i.number ?? "", i.customerName, i.status, i.amount, i.dueDate ?? ""].join(",")),
      ].join("\r\n");
      return new HttpResponse(`\uFEFF${text}\r\n`, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="invoices.csv"',
        },
      });
    }),
    http.post("/api/invoices/bulk", async ({ request }) => {
      await record(request);
      const { action, ids } = (await bodyOf(request)) as { action: keyof typeof actions; ids: string[] };
      const results = [];
      for (const id of ids) {
        const invoice = find(id);
        if (!invoice) {
          results.push({ id, ok: false, status: null, message: "Invoice not found." });
          continue;
        }
        const result = actions[action](invoice);
        if (result instanceof Response) {
          const body = (await result.json()) as { message: string };
          results.push({ id, ok: false, status: find(id)?.status ?? null, message: body.message });
        } else results.push({ id, ok: true, status: result.status, message: null });
      }
      return json({ action, results });
    }),
    http.post("/api/invoices", async ({ request }) => {
      await record(request);
      const result = validate(invoiceCreateSchema("USD"), await bodyOf(request));
      if (!result.ok) {
        return json(
          {
            message: result.errors[0]?.message ?? "Invalid",
            errors: result.errors.map((error) => ({
              code: error.code,
              description: error.message,
              field: error.field,
            })),
          },
          400,
        );
      }
      const body = result.value;
      const lines = [];
      for (const [index, item] of body.items.entries()) {
        if ("pricePointId" in item) {
          // Priced as the server prices it: the engine, for the charge's point.
          const charge = (options.charges ?? []).find((candidate) =>
            candidate.pricePoints.some((point) => point.id === item.pricePointId),
          );
          const point = charge?.pricePoints.find((candidate) => candidate.id === item.pricePointId);
          if (!charge || !point)
            return problem(400, "Charge price point not found", "NOT_FOUND", `items.${index}.pricePointId`);
          if (charge.status !== "active") {
            return problem(
              400,
              `${charge.name} is archived: it can no longer be billed`,
              "INVALID_FORMAT",
              `items.${index}.pricePointId`,
            );
          }
          const quantity = item.quantity ?? 1;
          const priced = priceFor(point, {
            quantity,
            ...(item.baseAmount === undefined ? {} : { baseAmount: item.baseAmount }),
          });
          lines.push({ description: charge.name, quantity, amount: Number(priced.amount) });
          continue;
        }
        lines.push({
          description: item.description,
          quantity: item.quantity ?? 1,
          amount: money(multiplyAmount(item.amount, item.quantity ?? 1), "USD"),
        });
      }
      created += 1;
      const known = invoices.find((invoice) => invoice.customerId === body.customerId);
      const made = invoiceFrom({
        id: `inv-new-${created}`,
        customerId: body.customerId,
        customerName: known?.customerName ?? body.customerId,
        status: "draft",
        lines,
        memo: body.memo || null,
        dueDate: body.dueDate ?? null,
      });
      invoices.unshift(made);
      const final = body.finalize ? actions.finalize(made) : made;
      return json(final, 201);
    }),
    http.get("/api/invoices/:id", ({ params }) => {
      if (params.id === "export") return undefined;
      const invoice = find(params.id);
      return invoice ? json(invoice) : notFound();
    }),
    http.delete("/api/invoices/:id", async ({ request, params }) => {
      await record(request);
      const invoice = find(params.id);
      if (!invoice) return notFound();
      if (invoice.status !== "draft")
        return problem(409, "Only a draft invoice can be deleted.", "INVOICE_NOT_DRAFT");
      invoices.splice(invoices.indexOf(invoice), 1);
      return new HttpResponse(null, { status: 204 });
    }),
    act("finalize"),
    act("void"),
    act("collect"),
    http.post("/api/invoices/:id/payments", async ({ request, params }) => {
      await record(request);
      const invoice = find(params.id);
      if (!invoice) return notFound();
      const result = validate(recordPaymentSchema(invoice.currency), await bodyOf(request));
      if (!result.ok) {
        return json(
          {
            message: result.errors[0]?.message ?? "Invalid",
            errors: result.errors.map((error) => ({
              code: error.code,
              description: error.message,
              field: error.field,
            })),
          },
          400,
        );
      }
      if (!["open", "overdue", "partially_paid"].includes(invoice.status)) {
        return problem(
          409,
          "Payments are recorded on open, partially paid or overdue invoices.",
          "INVOICE_NOT_OPEN",
        );
      }
      const { amount, paymentMethod, reference, paidAt } = result.value;
      if (compareAmounts(amount, invoice.amountDue) > 0) {
        return problem(400, `The amount is more than the ${invoice.amountDue} due`, "INVALID", "amount");
      }
      if (paymentMethod !== "offline")
        return (() => {
          const charged = charge(invoice, amount);
          return charged instanceof Response ? charged : json(charged);
        })();
      const payment = paymentOf(invoice, {
        amount,
        reference: reference || null,
        paidAt: paidAt ? `${paidAt.slice(0, 10)}T00:00:00.000Z` : NOW,
        processedAt: paidAt ? `${paidAt.slice(0, 10)}T00:00:00.000Z` : NOW,
      });
      return json(replace(pay(invoice, payment)));
    }),
    http.get("/api/invoices/:id/pdf", async ({ request, params }) => {
      await record(request);
      if (!request.headers.get("Authorization")) return problem(401, "Not signed in", "UNAUTHORIZED");
      const invoice = find(params.id);
      if (!invoice) return notFound();
      return new HttpResponse("%PDF-1.4\n% story invoice\n", {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="${invoice.number ?? "draft"}.pdf"`,
        },
      });
    }),
    http.get("/api/payments", ({ request }) => {
      const url = new URL(request.url);
      const customerId = url.searchParams.get("customerId");
      const invoiceId = url.searchParams.get("invoiceId");
      const all = invoices
        .flatMap((invoice) => invoice.payments)
        .filter(
          (payment) =>
            (!customerId || payment.customerId === customerId) &&
            (!invoiceId || payment.invoiceId === invoiceId),
        )
        .sort((a, b) => (a.processedAt < b.processedAt ? 1 : -1));
      const pageSize = Number(url.searchParams.get("pageSize") ?? 20);
      const pageNumber = Number(url.searchParams.get("pageNumber") ?? 1);
      return json({
        items: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
        totalCount: all.length,
        pageNumber,
        pageSize,
        totalPages: Math.ceil(all.length / pageSize),
      });
    }),
  ];
}
