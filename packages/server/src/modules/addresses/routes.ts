import { addressResponse, deletedResponse, pageOf } from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { badRequest } from "../../http/errors.ts";
import { addressBodySchema } from "../organizations/index.ts";
import { addressListQuery, bulkDeleteSchema, deleteAllQuery } from "./schemas.ts";
import { addressService } from "./service.ts";

const tag = "Addresses";
const errors = {
  401: "Not signed in",
  403: "Your role may not do this",
  404: "No such address in your accounts",
};

export const DIRECT_CREATION_UNSUPPORTED =
  "Addresses cannot be created directly. Create them under their organization: POST /organizations/{id}/addresses.";

/** /addresses: all addresses of the caller's accounts. */
export function addressRoutes(api: Api, deps: Deps): void {
  const service = addressService(deps);

  api.get(
    "/addresses",
    {
      tag,
      auth: true,
      summary: "Addresses of your accounts, a page at a time",
      description:
        "filterBy/filterValue: contains, case-insensitive (organizationId: equals). orderBy with isAscending.",
      query: addressListQuery,
      response: pageOf(addressResponse),
      errors,
    },
    async (c, { claims, query }) => c.json(await service.list(claims, query)),
  );
  api.post(
    "/addresses",
    {
      tag,
      auth: true,
      summary: "Not supported: addresses are created under an organization",
      errors: { 400: DIRECT_CREATION_UNSUPPORTED, 401: "Not signed in" },
    },
    () => {
      throw badRequest(DIRECT_CREATION_UNSUPPORTED, "ADDRESS_CREATION_UNSUPPORTED");
    },
  );
  api.delete(
    "/addresses",
    {
      tag,
      auth: true,
      summary: "Delete every address of the accounts where you may edit organizations",
      query: v.pick(deleteAllQuery, ["roundAccountId"]),
      response: deletedResponse,
      errors,
    },
    async (c, { claims, query }) => c.json(await service.removeAll(claims, query.roundAccountId)),
  );
  api.post(
    "/addresses/bulk-delete",
    {
      tag,
      auth: true,
      summary: "Delete several addresses: all of them, or none",
      body: bulkDeleteSchema,
      response: deletedResponse,
      errors: { ...errors, 400: "No ids" },
    },
    async (c, { claims, body }) => c.json(await service.removeMany(claims, body.ids)),
  );
  api.get(
    "/addresses/:id",
    { tag, auth: true, summary: "One address", response: addressResponse, errors },
    async (c, { claims }) => c.json(await service.get(claims, param(c, "id"))),
  );
  api.put(
    "/addresses/:id",
    {
      tag,
      auth: true,
      summary: "Update an address",
      body: addressBodySchema,
      response: addressResponse,
      errors,
    },
    async (c, { claims, body }) => c.json(await service.update(claims, param(c, "id"), body)),
  );
  api.delete(
    "/addresses/:id",
    { tag, auth: true, summary: "Delete an address", response: deletedResponse, errors },
    async (c, { claims }) => c.json(await service.remove(claims, param(c, "id"))),
  );
}
