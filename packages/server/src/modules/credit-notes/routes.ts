import { creditNoteCreateSchema, creditNoteResponse, pageOf, refundResponse } from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { idempotencyKeyOf, KEY_REUSED } from "../../http/idempotency.ts";
import { TENANT, tenantQuery } from "../../http/query.ts";
import { creditNotePdf, creditNotesCsv } from "./documents.ts";
import { creditNoteExportQuery, creditNoteListQuery, refundListQuery } from "./schemas.ts";
import { creditNoteService } from "./service.ts";

const PATH = "/api/credit-notes";
const read = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageBilling`)",
  404: "No such credit note (or invoice) in the account",
};

/**
 * Credit notes (scope `credit_notes`) and refunds (scope `payments`), COMMERCE.md "Correcting and taxing
 * invoices".
 */
export function creditNoteRoutes(api: Api, refundsApi: Api, deps: Deps): void {
  const service = creditNoteService(deps);
  const key = (header: string | undefined) => idempotencyKeyOf(header);
  const tag = "Credit notes";

  api.get(
    PATH,
    {
      tag,
      auth: true,
      summary: "Credit notes, newest first",
      description: `Filters: invoiceId, customerId, status (issued, voided); search looks in the number. ${TENANT}`,
      query: creditNoteListQuery,
      response: pageOf(creditNoteResponse),
      errors: read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.get(
    `${PATH}/export`,
    {
      tag,
      auth: true,
      summary: "The credit notes matching the list's search and filters, as CSV",
      description:
        "A header row, RFC 4180 quoting, formula-like cells prefixed with an apostrophe; streamed.",
      query: creditNoteExportQuery,
      responseContentType: "text/csv",
      errors: read,
    },
    async (c, { claims, query }) =>
      c.body(await creditNotesCsv(deps, claims, query), 200, {
        ...api.securityHeaders,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="credit-notes.csv"',
        "cache-control": "no-store",
      }),
  );
  api.post(
    PATH,
    {
      tag,
      auth: true,
      summary: "Credit a finalized invoice",
      description:
        "`{ invoiceId, reason, memo?, lines?: [{ invoiceLineId, amount }], amount?, refundAmount?, creditAmount?, outOfBandAmount? }`, lines or an amount, all gross (tax included). It first lowers the invoice's amount due; what passes it is split into a refund (to the payments: cards through their gateway, offline payments recorded), a credit to the customer's balance and an amount settled outside Round, which add up to it (with none given, it all goes to the balance). 409: a draft or voided invoice, or more than is left to credit. 402: the gateway refused the refund (nothing is written but the failed refund). Takes an Idempotency-Key.",
      body: creditNoteCreateSchema,
      bodyCheckedBy: "handler",
      query: tenantQuery,
      response: creditNoteResponse,
      status: 201,
      errors: {
        ...read,
        400: "Invalid field (errors[].field names it: amount, lines.0.amount, refundAmount…)",
        402: "The refund was refused by the card's bank",
        409: `The invoice cannot be credited (a draft, voided, or fully credited), or: ${KEY_REUSED}`,
      },
    },
    async (c, { claims, query, body }) =>
      api.json(
        await service.create(claims, query.roundAccountId, body, key(c.req.header("idempotency-key"))),
        201,
      ),
  );
  api.get(
    `${PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "One credit note",
      query: tenantQuery,
      response: creditNoteResponse,
      errors: read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.post(
    `${PATH}/:id/void`,
    {
      tag,
      auth: true,
      summary: "Void a credit note nothing of which was refunded",
      description:
        "The amount due it lowered is due again, and the credit it gave the balance is taken back (409 when the balance no longer holds it, or when it was refunded). Takes an Idempotency-Key.",
      query: tenantQuery,
      response: creditNoteResponse,
      errors: { ...read, 409: "Already voided, refunded, or its balance credit is spent" },
    },
    async (c, { claims, query }) =>
      api.json(
        await service.void(
          claims,
          query.roundAccountId,
          param(c, "id"),
          key(c.req.header("idempotency-key")),
        ),
      ),
  );
  api.get(
    `${PATH}/:id/pdf`,
    {
      tag,
      auth: true,
      summary: "A credit note as a PDF",
      description:
        "The seller and buyer as on its invoice, the invoice it credits, its lines, tax per rate and how it was settled.",
      query: tenantQuery,
      responseContentType: "application/pdf",
      errors: read,
    },
    async (c, { claims, query }) => {
      const { pdf, filename } = await creditNotePdf(deps, claims, query.roundAccountId, param(c, "id"));
      return c.body(new Uint8Array(pdf), 200, {
        ...api.securityHeaders,
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      });
    },
  );
  refundsApi.get(
    "/api/refunds",
    {
      tag,
      auth: true,
      summary: "Refunds, newest first",
      description: `Filters: customerId, paymentId, status (succeeded, failed, pending). ${TENANT}`,
      query: refundListQuery,
      response: pageOf(refundResponse),
      errors: read,
    },
    async (_c, { claims, query }) => refundsApi.json(await service.refunds(claims, query)),
  );
}
