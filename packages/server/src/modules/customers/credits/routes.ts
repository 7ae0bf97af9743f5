import { creditResponse, creditSchema } from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { idempotencyKeyOf, KEY_REUSED } from "../../../http/idempotency.ts";
import { tenantQuery } from "../../../http/query.ts";
import { CUSTOMERS_PATH } from "../paths.ts";
import { creditService } from "./service.ts";

const tag = "Customers: credits";
const errors = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageCustomers`)",
  404: "No such customer in the account",
};

export function creditRoutes(api: Api, deps: Deps): void {
  const service = creditService(deps);
  const path = `${CUSTOMERS_PATH}/:id/credits`;
  api.get(
    path,
    {
      tag,
      auth: true,
      summary: "A customer's credits, newest first",
      description: "Each entry answers the customer's current credit balance too.",
      query: tenantQuery,
      response: v.array(creditResponse),
      errors,
    },
    async (c, { claims, query }) =>
      api.json(await service.list(claims, query.roundAccountId, param(c, "id"))),
  );
  api.post(
    path,
    {
      tag,
      auth: true,
      summary: "Give a customer credit, applied to its next invoices",
      description:
        "The amount is in the customer's currency, with at most its minor digits. Send an Idempotency-Key header to make a retry safe: the same key and body within 24 hours answer the first result and credit nothing more.",
      body: creditSchema("USD"),
      bodyCheckedBy: "handler",
      query: tenantQuery,
      response: creditResponse,
      status: 201,
      errors: { ...errors, 400: "Invalid field", 409: KEY_REUSED },
    },
    async (c, { claims, query, body }) => {
      const key = idempotencyKeyOf(c.req.header("idempotency-key"));
      return api.json(await service.give(claims, query.roundAccountId, param(c, "id"), body, key), 201);
    },
  );
}
