import { paymentMethodResponse, paymentMethodSchema } from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../../deps.ts";
import { type Api, param } from "../../../http/api.ts";
import { tenantQuery } from "../../../http/query.ts";
import { CUSTOMERS_PATH } from "../paths.ts";
import { paymentMethodService } from "./service.ts";

const tag = "Customers: payment methods";
const errors = {
  401: "Not signed in",
  403: "Your role may not do this (reading needs `read`, changes `manageCustomers`)",
  404: "No such customer (or payment method) in the account",
};

export function paymentMethodRoutes(api: Api, deps: Deps): void {
  const service = paymentMethodService(deps);
  const path = `${CUSTOMERS_PATH}/:id/payment-methods`;
  api.get(
    path,
    {
      tag,
      auth: true,
      summary: "A customer's payment methods, the default first",
      query: tenantQuery,
      response: v.array(paymentMethodResponse),
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
      summary: "Add a card (through the payment gateway) or an offline method",
      description:
        "A card's number and security code go to the gateway and are never stored, logged or answered: Round keeps the gateway's reference, the brand, the last four digits and the expiry. The built-in test gateway saves 4242 4242 4242 4242, declines 4000 0000 0000 0002, saves 4000 0000 0000 9995 but fails its charges for insufficient funds, and refuses any other number. A decline answers 400 on cardNumber. The first method, or one sent with isDefault, becomes the default.",
      body: paymentMethodSchema(new Date(0)),
      bodyCheckedBy: "handler",
      query: tenantQuery,
      response: paymentMethodResponse,
      status: 201,
      errors: { ...errors, 400: "Invalid field, or the card was declined (errors[].field is cardNumber)" },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.add(claims, query.roundAccountId, param(c, "id"), body), 201),
  );
  api.delete(
    `${path}/:pmId`,
    {
      tag,
      auth: true,
      summary: "Remove a payment method",
      description: "Removing the default makes the newest remaining method the default.",
      query: tenantQuery,
      status: 204,
      errors,
    },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"), param(c, "pmId"));
      return c.body(null, 204);
    },
  );
  api.post(
    `${path}/:pmId/default`,
    {
      tag,
      auth: true,
      summary: "Make a payment method the default",
      query: tenantQuery,
      response: paymentMethodResponse,
      errors,
    },
    async (c, { claims, query }) =>
      api.json(await service.setDefault(claims, query.roundAccountId, param(c, "id"), param(c, "pmId"))),
  );
}
