import {
  BULK_INVOICE_ACTIONS,
  invoiceBulkResponse,
  invoiceBulkSchema,
  invoiceCreateSchema,
  invoiceDetailResponse,
  invoiceResponse,
  pageOf,
  paymentResponse,
  recordPaymentSchema,
} from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { idempotencyKeyOf, KEY_REUSED } from "../../http/idempotency.ts";
import { TENANT, tenantQuery } from "../../http/query.ts";
import { invoiceExportQuery, invoiceListQuery, paymentListQuery, pdfQuery } from "./schemas.ts";
import { invoiceService } from "./service.ts";

export const INVOICES_PATH = "/api/invoices";
const tag = "Invoices";
const read = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageBilling`)",
  404: "No such invoice in the account",
};
const write = {
  ...read,
  400: "Invalid field",
  409: `The invoice's status does not allow this, or: ${KEY_REUSED}`,
};

export function invoiceRoutes(api: Api, deps: Deps): void {
  const service = invoiceService(deps);
  const key = (header: string | undefined) => idempotencyKeyOf(header);

  api.get(
    INVOICES_PATH,
    {
      tag,
      auth: true,
      summary: "Invoices, newest first unless ordered",
      description: `search: number, customer, status or an amount (exact). Filters: status (or pending: open and partially paid), customerId, subscriptionId, from and to (issue day). ${TENANT}`,
      query: invoiceListQuery,
      response: pageOf(invoiceResponse),
      errors: read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.get(
    `${INVOICES_PATH}/export`,
    {
      tag,
      auth: true,
      summary: "The invoices matching the list's search and filters, as CSV",
      description:
        "A header row, RFC 4180 quoting, formula-like cells prefixed with an apostrophe; streamed.",
      query: invoiceExportQuery,
      responseContentType: "text/csv",
      errors: read,
    },
    async (c, { claims, query }) => {
      const stream = await service.exportCsv(claims, query);
      return c.body(stream, 200, {
        ...api.securityHeaders,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="invoices.csv"',
        "cache-control": "no-store",
      });
    },
  );
  api.post(
    INVOICES_PATH,
    {
      tag,
      auth: true,
      summary: "A one-off invoice of charges for a customer",
      description:
        "Each item is a charge of the catalog, `{ pricePointId, quantity?, baseAmount? }` (priced by the engine; a percentage charge takes `baseAmount`, the amount it is a share of, in the customer's currency; an archived or inactive charge, a replaced point or another currency is refused on `items.N.pricePointId`), or a line typed by hand, `{ description, amount, quantity? }`. Each fault is answered on its own field (`items.N.amount`, `items.N.quantity`, …). A draft unless finalize is true. Takes an Idempotency-Key.",
      body: invoiceCreateSchema("USD"),
      bodyCheckedBy: "handler",
      query: tenantQuery,
      response: invoiceDetailResponse,
      status: 201,
      errors: write,
    },
    async (c, { claims, query, body }) =>
      api.json(
        await service.create(claims, query.roundAccountId, body, key(c.req.header("idempotency-key"))),
        201,
      ),
  );
  api.post(
    `${INVOICES_PATH}/bulk`,
    {
      tag,
      auth: true,
      summary: "Finalize, void or collect several invoices, each on its own",
      description: "The answer lists each id's result; one failure never stops the rest.",
      body: invoiceBulkSchema,
      query: tenantQuery,
      response: invoiceBulkResponse,
      errors: { ...read, 400: "Invalid field" },
    },
    async (_c, { claims, query, body }) => api.json(await service.bulk(claims, query.roundAccountId, body)),
  );
  api.get(
    `${INVOICES_PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "One invoice with its lines and payments",
      query: tenantQuery,
      response: invoiceDetailResponse,
      errors: read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.delete(
    `${INVOICES_PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "Delete a draft invoice",
      query: tenantQuery,
      status: 204,
      errors: { ...read, 409: "Not a draft" },
    },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );
  const summaries = {
    finalize: "Finalize a draft: it gets its number and is open",
    void: "Void an open invoice",
    collect: "Charge the customer's default card for what the invoice owes now",
  } as const;
  for (const action of BULK_INVOICE_ACTIONS) {
    api.post(
      `${INVOICES_PATH}/:id/${action}`,
      {
        tag,
        auth: true,
        summary: summaries[action],
        description: "Takes an Idempotency-Key.",
        query: tenantQuery,
        response: invoiceDetailResponse,
        errors: write,
      },
      async (c, { claims, query }) =>
        api.json(
          await service.act(
            claims,
            query.roundAccountId,
            param(c, "id"),
            action,
            key(c.req.header("idempotency-key")),
          ),
        ),
    );
  }
  api.post(
    `${INVOICES_PATH}/:id/payments`,
    {
      tag,
      auth: true,
      scope: "payments",
      summary: "Record a payment (offline money, or a charge of a saved method), full or partial",
      description:
        'paymentMethod: "offline" or a payment method id of the customer. Takes an Idempotency-Key. A declined card answers 402.',
      body: recordPaymentSchema("USD"),
      bodyCheckedBy: "handler",
      query: tenantQuery,
      response: invoiceDetailResponse,
      errors: { ...write, 402: "The card was declined" },
    },
    async (c, { claims, query, body }) =>
      api.json(
        await service.recordPayment(
          claims,
          query.roundAccountId,
          param(c, "id"),
          body,
          key(c.req.header("idempotency-key")),
        ),
      ),
  );
  const pdfDoc = {
    tag,
    scope: "invoices" as const,
    summary: "The invoice as a PDF document",
    description:
      "For a signed-in member (Bearer token), or with the token of the link in the customer's email (roundAccountId and token).",
    query: pdfQuery,
    responseContentType: "application/pdf",
    errors: read,
  };
  api.get(`${INVOICES_PATH}/:id/pdf`, pdfDoc, async (c, { query }) => {
    // A member's token or an API key with invoices:read; or, with the link's token, nobody signed in.
    const claims =
      query.token === undefined ? await api.caller("get", pdfDoc, c.req.header("authorization")) : undefined;
    const { pdf, filename } = await service.pdf(claims, query, param(c, "id"));
    return c.body(new Uint8Array(pdf), 200, {
      ...api.securityHeaders,
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${filename}"`,
      "cache-control": "private, no-store",
    });
  });
  api.get(
    "/api/payments",
    {
      tag: "Payments",
      auth: true,
      scope: "payments",
      summary: "Payments and failed attempts, newest first",
      description: `Filters: customerId, invoiceId, status. ${TENANT}`,
      query: paymentListQuery,
      response: pageOf(paymentResponse),
      errors: read,
    },
    async (_c, { claims, query }) => api.json(await service.payments(claims, query)),
  );
}
