/**
 * The credit notes list and the refunds list of COMMERCE.md ("Correcting and taxing invoices") in memory, for
 * the stories of the credit notes screen and a customer's refunds: `GET /api/credit-notes` with its search (the
 * number), status, invoice, customer, order and pages; the CSV of the same search and filters; each PDF; and
 * `GET /api/refunds` by customer, payment and status. Made fresh for each story run.
 */
import type { CreditNoteResponse, RefundResponse } from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });

const ada = { customerId: "cus-ada", customerName: "Ada Lovelace" };
const globex = { customerId: "cus-globex", customerName: "Globex Corporation" };
const initech = { customerId: "cus-initech", customerName: "Peter Gibbons" };

/** What a story gives of a credit note: the rest takes the server's defaults. */
export type CreditNoteSeed = Partial<CreditNoteResponse> &
  Pick<CreditNoteResponse, "id" | "number" | "invoiceId" | "customerId" | "customerName">;

export function creditNoteFrom(seed: CreditNoteSeed): CreditNoteResponse {
  const total = seed.total ?? 0;
  return {
    invoiceNumber: null,
    status: "issued",
    reason: "other",
    memo: null,
    currency: "USD",
    total,
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
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: seed.createdAt ?? "2026-03-01T09:00:00.000Z",
    ...seed,
  };
}

/** One credit note of each kind, newest first: refunded and credited, credited to the balance, voided. */
export const sampleCreditNotes: CreditNoteSeed[] = [
  {
    id: "cn-3",
    number: "CN-000003",
    invoiceId: "inv-9",
    invoiceNumber: "INV-000009",
    ...globex,
    reason: "product_unsatisfactory",
    total: 200,
    refundAmount: 150,
    creditAmount: 50,
    createdAt: "2026-02-25T10:00:00.000Z",
  },
  {
    id: "cn-2",
    number: "CN-000002",
    invoiceId: "inv-10",
    invoiceNumber: "INV-000010",
    ...ada,
    reason: "duplicate",
    total: 19.99,
    refundAmount: 19.99,
    createdAt: "2026-02-20T10:00:00.000Z",
  },
  {
    id: "cn-1",
    number: "CN-000001",
    invoiceId: "inv-12",
    invoiceNumber: "INV-000012",
    ...ada,
    reason: "order_change",
    status: "voided",
    total: 20,
    amountDueReduction: 20,
    voidedAt: "2026-02-19T10:00:00.000Z",
    createdAt: "2026-02-18T10:00:00.000Z",
  },
];

/** 30 credit notes of one customer, for paging (CN-000030 is the newest). */
export const manyCreditNotes: CreditNoteSeed[] = Array.from({ length: 30 }, (_, index) => {
  const n = 30 - index;
  return {
    id: `cn-many-${n}`,
    number: `CN-${String(n).padStart(6, "0")}`,
    invoiceId: `inv-many-${n}`,
    invoiceNumber: `INV-${String(n).padStart(6, "0")}`,
    ...initech,
    total: 10 + n,
    creditAmount: 10 + n,
    createdAt: `2026-01-${String(n).padStart(2, "0")}T10:00:00.000Z`,
  };
});

/** What a story gives of a refund. */
export type RefundSeed = Partial<RefundResponse> & Pick<RefundResponse, "id" | "customerId" | "amount">;

export function refundFrom(seed: RefundSeed): RefundResponse {
  return {
    paymentId: `pay-${seed.id}`,
    invoiceId: "inv-10",
    invoiceNumber: "INV-000010",
    creditNoteId: null,
    currency: "USD",
    status: "succeeded",
    method: "card",
    gatewayRefundId: null,
    failureMessage: null,
    createdAt: "2026-03-01T09:00:00.000Z",
    ...seed,
  };
}

/** Ada's refunds, newest first: one back on her card, one that failed, one paid back offline. */
export const adaRefunds: RefundSeed[] = [
  {
    id: "re-3",
    customerId: "cus-ada",
    amount: 12.5,
    invoiceId: "inv-12",
    invoiceNumber: "INV-000012",
    method: "card",
    gatewayRefundId: "re_test_3",
    createdAt: "2026-02-27T10:00:00.000Z",
  },
  {
    id: "re-2",
    customerId: "cus-ada",
    amount: 30,
    invoiceId: "inv-12",
    invoiceNumber: "INV-000012",
    method: "card",
    status: "failed",
    failureMessage: "The card's bank declined the refund.",
    createdAt: "2026-02-24T10:00:00.000Z",
  },
  {
    id: "re-1",
    customerId: "cus-ada",
    amount: 19.99,
    creditNoteId: "cn-2",
    method: "offline",
    createdAt: "2026-02-20T10:00:00.000Z",
  },
];

function page<T>(items: T[], url: URL, defaultSize: number) {
  const pageSize = Number(url.searchParams.get("pageSize") ?? defaultSize);
  const pageNumber = Number(url.searchParams.get("pageNumber") ?? 1);
  return {
    items: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    totalCount: items.length,
    pageNumber,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** The answer's order: a field of `orderBy`, newest first unless `isAscending`. */
function ordered(notes: CreditNoteResponse[], url: URL) {
  const field = url.searchParams.get("orderBy") ?? "createdAt";
  const direction = url.searchParams.get("isAscending") === "true" ? 1 : -1;
  const key = (note: CreditNoteResponse): string | number =>
    field === "total" ? note.total : field === "number" ? note.number : note.createdAt;
  return [...notes].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * direction);
}

export function creditNotesListBackend(
  options: { creditNotes?: CreditNoteSeed[]; refunds?: RefundSeed[] } = {},
) {
  const notes = (options.creditNotes ?? []).map(creditNoteFrom);
  const refunds = (options.refunds ?? []).map(refundFrom);

  function matching(url: URL) {
    const search = url.searchParams.get("search")?.toLowerCase() ?? "";
    const filters = (["status", "invoiceId", "customerId"] as const).map(
      (name) => [name, url.searchParams.get(name)] as const,
    );
    return notes.filter(
      (note) =>
        (!search || note.number.toLowerCase().includes(search)) &&
        filters.every(([name, value]) => !value || note[name] === value),
    );
  }

  return [
    http.get("/api/credit-notes/export", ({ request }) => {
      const rows = ordered(matching(new URL(request.url)), new URL(request.url));
      const text = [
        "number,invoice,customer,status,reason,total,refunded,credited,createdAt",
        ...rows.map((note) =>
          [
            note.number,
            note.invoiceNumber ?? "",
            note.customerName,
            note.status,
            note.reason,
            note.total,
            note.refundAmount,
            note.creditAmount,
            note.createdAt.slice(0, 10),
          ].join(","),
        ),
      ].join("\r\n");
      return new HttpResponse(`\uFEFF${text}\r\n`, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="credit-notes.csv"',
        },
      });
    }),
    http.get("/api/credit-notes/:id/pdf", ({ params }) => {
      const note = notes.find((item) => item.id === params.id);
      if (!note) return json({ message: "Credit note not found.", errors: [] }, 404);
      return new HttpResponse(new Blob([`%PDF-1.4 ${note.number}`], { type: "application/pdf" }), {
        headers: { "Content-Type": "application/pdf" },
      });
    }),
    http.get("/api/credit-notes", ({ request }) => {
      const url = new URL(request.url);
      return json(page(ordered(matching(url), url), url, 20));
    }),
    http.get("/api/refunds", ({ request }) => {
      const url = new URL(request.url);
      const filters = (["customerId", "paymentId", "status"] as const).map(
        (name) => [name, url.searchParams.get(name)] as const,
      );
      const found = refunds
        .filter((refund) => filters.every(([name, value]) => !value || refund[name] === value))
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      return json(page(found, url, 20));
    }),
  ];
}
