import {
  customerDataExportResponse,
  customerEmailResponse,
  customerEmailSchema,
  customerImportResponse,
  customerResponse,
  customerSummaryResponse,
  pageOf,
} from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { bodyText } from "../../http/body.ts";
import { badRequest } from "../../http/errors.ts";
import { TENANT, tenantQuery } from "../../http/query.ts";
import { IMPORT_MAX_ROWS } from "./csv.ts";
import { CUSTOMER_IMPORT_PATH, CUSTOMERS_PATH } from "./paths.ts";
import { customerCreateBody, customerExportQuery, customerListQuery, customerUpdateBody } from "./schemas.ts";
import { CUSTOMER_IN_USE, customerService, DUPLICATE_EMAIL } from "./service.ts";

const tag = "Customers";
const read = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageCustomers`)",
  404: "No such customer in the account (or no such account of yours)",
};
const write = { ...read, 400: "Invalid field (errors[].field names it, e.g. billingAddress.city)" };

export function customerRoutes(api: Api, deps: Deps): void {
  const service = customerService(deps);

  api.get(
    CUSTOMERS_PATH,
    {
      tag,
      auth: true,
      summary: "Customers, newest first unless ordered",
      description: `search: display name, email, company or id contain it. Filters: status, churnRisk, country (of the billing address), planId (a live subscription to that plan). orderBy: any column of the customers table. ${TENANT}`,
      query: customerListQuery,
      response: pageOf(customerResponse),
      errors: read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.get(
    `${CUSTOMERS_PATH}/summary`,
    {
      tag,
      auth: true,
      summary: "The customers screen's figures",
      description: "Totals and means computed from the customers' records, in the account's currency.",
      query: tenantQuery,
      response: customerSummaryResponse,
      errors: read,
    },
    async (_c, { claims, query }) => api.json(await service.summary(claims, query.roundAccountId)),
  );
  api.get(
    `${CUSTOMERS_PATH}/export`,
    {
      tag,
      auth: true,
      summary: "The customers matching the list's search and filters, as CSV",
      description:
        "UTF-8 with a byte order mark, a header row, RFC 4180 quoting; text cells that a spreadsheet would run as a formula start with an apostrophe. Streamed: any number of customers.",
      query: customerExportQuery,
      responseContentType: "text/csv",
      errors: read,
    },
    async (c, { claims, query }) => {
      const stream = await service.exportCsv(claims, query);
      return c.body(stream, 200, {
        ...api.securityHeaders,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="customers.csv"',
        "cache-control": "no-store",
      });
    },
  );
  api.post(
    CUSTOMER_IMPORT_PATH,
    {
      tag,
      auth: true,
      summary: "Import customers from CSV: every row, or none",
      description: `The export's columns (email required; id and the computed figures are ignored). At most ${IMPORT_MAX_ROWS} rows and 20 MiB. When any row is invalid nothing is imported and the answer (400) lists each bad row: errors[].line, errors[].field and the message. ${TENANT}`,
      requestContentType: "text/csv",
      query: tenantQuery,
      response: customerImportResponse,
      status: 201,
      errors: { ...write, 409: DUPLICATE_EMAIL },
    },
    async (c, { claims, query }) => {
      // The file is read once the caller may import: the role is checked before the body.
      const readFile = async () => {
        const type = c.req.header("content-type") ?? "";
        if (!/^(text\/csv|text\/plain|application\/csv)\b/i.test(type)) {
          throw badRequest("Send the file as text/csv", "UNSUPPORTED_MEDIA_TYPE");
        }
        const text = await bodyText(c);
        if (text.includes("\u0000"))
          throw badRequest("The file must not contain the NUL character", "INVALID_CSV");
        return text;
      };
      return api.json(await service.importCsv(claims, query.roundAccountId, readFile), 201);
    },
  );
  api.post(
    CUSTOMERS_PATH,
    {
      tag,
      auth: true,
      summary: "Create a customer",
      description: `Only the email is required; it is unique in the account (ignoring case). ${TENANT}`,
      body: customerCreateBody,
      query: tenantQuery,
      response: customerResponse,
      status: 201,
      errors: { ...write, 409: DUPLICATE_EMAIL },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    `${CUSTOMERS_PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "One customer",
      query: tenantQuery,
      response: customerResponse,
      errors: read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    `${CUSTOMERS_PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "Change a customer (partial)",
      description:
        "Fields left out keep their stored values; the merged customer is validated as on creation.",
      body: customerUpdateBody,
      query: tenantQuery,
      response: customerResponse,
      errors: { ...write, 409: DUPLICATE_EMAIL },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.update(claims, query.roundAccountId, param(c, "id"), body)),
  );
  api.delete(
    `${CUSTOMERS_PATH}/:id`,
    {
      tag,
      auth: true,
      summary: "Delete a customer without subscriptions or invoices",
      description: "Its notes, payment methods and credits go with it.",
      query: tenantQuery,
      status: 204,
      errors: { ...read, 409: CUSTOMER_IN_USE },
    },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );
  api.get(
    `${CUSTOMERS_PATH}/:id/export`,
    {
      tag,
      auth: true,
      summary: "Everything Round holds about a customer, as JSON (privacy requests)",
      query: tenantQuery,
      response: customerDataExportResponse,
      errors: read,
    },
    async (c, { claims, query }) => {
      const data = await service.dataExport(claims, query.roundAccountId, param(c, "id"));
      return c.body(JSON.stringify(data, null, 2), 200, {
        ...api.securityHeaders,
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="customer-${data.customer.id}.json"`,
        "cache-control": "no-store",
      });
    },
  );
  api.post(
    `${CUSTOMERS_PATH}/:id/emails`,
    {
      tag,
      auth: true,
      summary: "Send the customer an email",
      description:
        "Queued in the outbox and delivered by SMTP, or into the dev mailbox while SMTP_URL is unset.",
      body: customerEmailSchema,
      query: tenantQuery,
      response: customerEmailResponse,
      status: 202,
      errors: write,
    },
    async (c, { claims, query, body }) =>
      api.json(await service.sendEmail(claims, query.roundAccountId, param(c, "id"), body), 202),
  );
}
