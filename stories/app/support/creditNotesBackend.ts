/**
 * A small in-memory credit notes server for the stories, answering COMMERCE.md's "Correcting and taxing
 * invoices" at the network level: the list (by invoice, customer or status), one credit note, issue (checked
 * with the shared schema, then split by `@round/billing`'s `splitCreditNote`, the very rule the server applies,
 * with its refusals on their fields, 409 for the conflicts), a refund the bank refuses (402, nothing credited),
 * void (409 once refunded), the PDF and the refunds list. Issuing and voiding change the invoice it shares with
 * `invoicesBackend` (pass both the same `invoiceStore`). Amounts with @round/billing, never in floating point.
 */
import {
  addAmounts,
  compareAmounts,
  creditedLineTax,
  splitCreditNote,
  subtractAmounts,
  voidCreditNote,
} from "@round/billing";
import { creditableInvoice, earlierNotes } from "@round/forms";
import {
  type CreditNoteResponse,
  creditNoteCreateSchema,
  type InvoiceDetailResponse,
  type RefundResponse,
  validate,
} from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";

const NOW = "2026-03-02T09:00:00.000Z";

/** What a story gives of a credit note: the rest takes the server's defaults. */
export type CreditNoteSeed = Partial<CreditNoteResponse> & { id: string; invoiceId: string; total: number };

export interface CreditNoteCall {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

interface CreditNotesBackendOptions {
  /** The invoices, shared with `invoicesBackend({ store })`. */
  invoices: InvoiceDetailResponse[];
  creditNotes?: CreditNoteSeed[];
  /** Invoices whose card refunds the bank refuses (as the test card 4000 0000 0000 5126's). */
  refusingRefunds?: string[];
  /** The customers' balances, for voiding a credit note that credited one (taken back; 409 once spent). */
  balances?: Record<string, number>;
  spy?: (call: CreditNoteCall) => void;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
const problem = (status: number, description: string, code: string, field?: string) =>
  json({ message: description, errors: [{ code, description, ...(field ? { field } : {}) }] }, status);
const num = (amount: string) => Number(amount);

/** A credit note as the server answers it, from a story's seed. */
export function creditNoteOf(seed: CreditNoteSeed, invoice?: InvoiceDetailResponse): CreditNoteResponse {
  return {
    number: "CN-000001",
    invoiceNumber: invoice?.number ?? null,
    customerId: invoice?.customerId ?? "cus-ada",
    customerName: invoice?.customerName ?? "Ada Lovelace",
    status: "issued",
    reason: "order_change",
    memo: null,
    currency: invoice?.currency ?? "USD",
    tax: 0,
    amountDueReduction: 0,
    refundAmount: 0,
    creditAmount: 0,
    outOfBandAmount: 0,
    lines: [],
    taxLines: [],
    refunds: [],
    downloadUrl: `/api/credit-notes/${seed.id}/pdf`,
    voidedAt: null,
    testClockId: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...seed,
  };
}

export function creditNotesBackend(options: CreditNotesBackendOptions) {
  const { invoices } = options;
  const find = (id: string) => invoices.find((invoice) => invoice.id === id);
  const notes = (options.creditNotes ?? []).map((seed) => creditNoteOf(seed, find(seed.invoiceId)));
  const refusing = new Set(options.refusingRefunds ?? []);
  const balances = new Map(
    Object.entries(options.balances ?? {}).map(([id, amount]) => [id, String(amount)]),
  );
  let numbered = Math.max(
    0,
    ...notes.map((note) => Number.parseInt(note.number.replace(/\D/g, ""), 10) || 0),
  );
  const replaceInvoice = (next: InvoiceDetailResponse) =>
    invoices.splice(invoices.indexOf(find(next.id)!), 1, next);
  const see = async (request: Request) => {
    const text = await request.clone().text();
    options.spy?.({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
      idempotencyKey: request.headers.get("Idempotency-Key"),
    });
  };

  function issue(body: unknown): Response {
    const checked = validate(creditNoteCreateSchema, body);
    if (!checked.ok) {
      const errors = checked.errors.map((error) => ({
        code: error.code,
        description: error.message,
        field: error.field,
      }));
      return json({ message: errors[0]?.description, errors }, 400);
    }
    const input = checked.value;
    const invoice = find(input.invoiceId);
    if (!invoice) return problem(404, "Invoice not found", "NOT_FOUND", "invoiceId");
    const earlier = notes.filter((note) => note.invoiceId === invoice.id);
    const outcome = splitCreditNote({
      invoice: creditableInvoice(invoice),
      earlier: earlierNotes(earlier),
      request: input,
    });
    if (!outcome.ok) {
      const [first] = outcome.errors;
      if (first && ["not_finalized", "invoice_voided", "exceeds_total"].includes(first.code)) {
        return problem(409, first.message, "CONFLICT", first.field);
      }
      const errors = outcome.errors.map((error) => ({
        code: "INVALID_VALUE",
        description: error.message,
        field: error.field,
      }));
      return json({ message: errors[0]?.description, errors }, 400);
    }
    const split = outcome.creditNote;
    const refunded = compareAmounts(split.refundAmount, "0") > 0;
    if (refunded && refusing.has(invoice.id)) {
      return problem(
        402,
        "The refund failed: Your card's bank refused the refund. Nothing was credited or refunded.",
        "REFUND_FAILED",
        "refundAmount",
      );
    }
    numbered += 1;
    const id = `cn-${numbered}`;
    const byLine = new Map(invoice.lines.map((line) => [line.id, line]));
    const gross = new Map((creditableInvoice(invoice).lines ?? []).map((line) => [line.id, line.total]));
    const refunds: RefundResponse[] = refunded
      ? [
          {
            id: `re-${numbered}`,
            paymentId: invoice.payments[0]?.id ?? "pay-1",
            invoiceId: invoice.id,
            invoiceNumber: invoice.number,
            creditNoteId: id,
            customerId: invoice.customerId,
            amount: num(split.refundAmount),
            currency: invoice.currency,
            status: "succeeded",
            method: invoice.payments[0]?.method ?? "offline",
            gatewayRefundId: invoice.payments[0]?.method === "card" ? `re_test_${numbered}` : null,
            failureMessage: null,
            createdAt: NOW,
          },
        ]
      : [];
    const note = creditNoteOf(
      {
        id,
        invoiceId: invoice.id,
        number: `CN-${String(numbered).padStart(6, "0")}`,
        reason: input.reason,
        memo: input.memo ?? null,
        total: num(split.total),
        tax: num(split.tax),
        amountDueReduction: num(split.prePaymentAmount),
        refundAmount: num(split.refundAmount),
        creditAmount: num(split.creditAmount),
        outOfBandAmount: num(split.outOfBandAmount),
        lines: split.lines.map((line) => ({
          invoiceLineId: line.invoiceLineId,
          description: byLine.get(line.invoiceLineId)?.description ?? "",
          amount: num(line.amount),
          taxAmount: num(
            creditedLineTax(
              line.amount,
              {
                total: gross.get(line.invoiceLineId) ?? line.amount,
                taxAmount: byLine.get(line.invoiceLineId)?.taxAmount ?? 0,
              },
              invoice.currency,
            ),
          ),
        })),
        taxLines: split.taxLines.map((line) => {
          const rate = invoice.taxLines.find((one) => one.taxRateId === line.taxRateId);
          return {
            taxRateId: line.taxRateId,
            name: rate?.name ?? "",
            percentage: rate?.percentage ?? 0,
            amount: num(line.amount),
          };
        }),
        refunds,
      },
      invoice,
    );
    notes.unshift(note);
    const balance = balances.get(invoice.customerId) ?? "0";
    balances.set(invoice.customerId, addAmounts(balance, split.creditAmount));
    replaceInvoice({
      ...invoice,
      amountDue: num(split.invoice.amountDue),
      creditedAmount: num(split.invoice.creditedAmount),
      refundedAmount: num(split.invoice.refundedAmount),
      ...(split.invoice.paid && invoice.status !== "paid" ? { status: "paid", paidAt: NOW } : {}),
    });
    return json(note, 201);
  }

  function voidOne(id: string): Response {
    const note = notes.find((one) => one.id === id);
    if (!note) return problem(404, "Credit note not found", "NOT_FOUND");
    const balance = balances.get(note.customerId) ?? String(note.creditAmount);
    const outcome = voidCreditNote({
      creditNote: {
        status: note.status,
        prePaymentAmount: note.amountDueReduction,
        creditAmount: note.creditAmount,
        refundAmount: note.refundAmount,
      },
      creditBalance: balance,
    });
    if (!outcome.ok) return problem(409, outcome.errors[0]!.message, "CONFLICT", outcome.errors[0]!.field);
    balances.set(note.customerId, subtractAmounts(balance, outcome.balanceTakenBack));
    const voided: CreditNoteResponse = { ...note, status: "voided", voidedAt: NOW, updatedAt: NOW };
    notes.splice(notes.indexOf(note), 1, voided);
    const invoice = find(note.invoiceId);
    if (invoice) {
      const amountDue = num(addAmounts(invoice.amountDue, outcome.amountDueRestored));
      replaceInvoice({
        ...invoice,
        amountDue,
        creditedAmount: num(subtractAmounts(invoice.creditedAmount, note.total)),
        ...(invoice.status === "paid" && amountDue > 0 ? { status: "open", paidAt: null } : {}),
      });
    }
    return json(voided);
  }

  return [
    http.get("/api/credit-notes", ({ request }) => {
      const url = new URL(request.url);
      const invoiceId = url.searchParams.get("invoiceId");
      const customerId = url.searchParams.get("customerId");
      const status = url.searchParams.get("status");
      const all = notes.filter(
        (note) =>
          (!invoiceId || note.invoiceId === invoiceId) &&
          (!customerId || note.customerId === customerId) &&
          (!status || note.status === status),
      );
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
    http.post("/api/credit-notes", async ({ request }) => {
      await see(request);
      const text = await request.text();
      return issue(text ? JSON.parse(text) : null);
    }),
    http.get("/api/credit-notes/:id", ({ params }) => {
      const note = notes.find((one) => one.id === params.id);
      return note ? json(note) : problem(404, "Credit note not found", "NOT_FOUND");
    }),
    http.post("/api/credit-notes/:id/void", async ({ request, params }) => {
      await see(request);
      return voidOne(String(params.id));
    }),
    http.get("/api/credit-notes/:id/pdf", async ({ request, params }) => {
      await see(request);
      const note = notes.find((one) => one.id === params.id);
      if (!note) return problem(404, "Credit note not found", "NOT_FOUND");
      return new HttpResponse(new Blob(["%PDF-1.4 story"], { type: "application/pdf" }), {
        headers: { "Content-Type": "application/pdf" },
      });
    }),
    http.get("/api/refunds", ({ request }) => {
      const url = new URL(request.url);
      const customerId = url.searchParams.get("customerId");
      const all = notes
        .flatMap((note) => note.refunds)
        .filter((refund) => !customerId || refund.customerId === customerId);
      return json({ items: all, totalCount: all.length, pageNumber: 1, pageSize: all.length, totalPages: 1 });
    }),
  ];
}
