import {
  addressResponse,
  createdOrganizationResponse,
  deletedResponse,
  organizationResponse,
  organizationWithAddressesResponse,
  pageOf,
} from "@round/forms/schemas";
import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import { type Api, param } from "../../http/api.ts";
import { deleteAllQuery } from "../addresses/index.ts";
import {
  addressBodySchema,
  addressUpdateInCollectionSchema,
  organizationBodySchema,
  organizationListQuery,
  organizationUpdateSchema,
} from "./schemas.ts";
import { organizationService } from "./service.ts";

const tag = "Organizations";
const errors = {
  401: "Not signed in",
  403: "Your role may not do this",
  404: "No such organization in your accounts",
};

/** /organizations and /organizations/{id}/addresses: always within the caller's accounts. */
export function organizationRoutes(api: Api, deps: Deps): void {
  const service = organizationService(deps);

  api.get(
    "/organizations",
    {
      tag,
      auth: true,
      summary: "Organizations of your accounts, newest first",
      description: "userId: only accounts that user shares with you; roundAccountId: only that account.",
      query: organizationListQuery,
      response: pageOf(organizationResponse),
      errors,
    },
    async (c, { claims, query }) => c.json(await service.list(claims, query)),
  );
  api.post(
    "/organizations",
    {
      tag,
      auth: true,
      summary: "Create an organization",
      description:
        "In roundAccountId, or your first account. An optional address object is created with it as its primary address.",
      body: organizationBodySchema,
      response: createdOrganizationResponse,
      status: 201,
      errors: { ...errors, 400: "Invalid field" },
    },
    async (c, { claims, body }) => c.json(await service.create(claims, body), 201),
  );
  api.get(
    "/organizations/:id",
    {
      tag,
      auth: true,
      summary: "One organization, with its addresses",
      response: organizationWithAddressesResponse,
      errors,
    },
    async (c, { claims }) => c.json(await service.get(claims, param(c, "id"))),
  );
  api.put(
    "/organizations/:id",
    {
      tag,
      auth: true,
      summary: "Change an organization's details",
      description: "Fields left out keep their stored values; the fields sent are validated as on creation.",
      body: organizationUpdateSchema,
      response: organizationResponse,
      errors: { ...errors, 400: "Invalid field" },
    },
    async (c, { claims, body }) => c.json(await service.update(claims, param(c, "id"), body)),
  );
  api.delete(
    "/organizations/:id",
    {
      tag,
      auth: true,
      summary: "Delete an organization and its addresses",
      response: v.object({ message: v.string(), id: v.string() }),
      errors,
    },
    async (c, { claims }) => c.json(await service.remove(claims, param(c, "id"))),
  );

  api.get(
    "/organizations/:id/addresses",
    {
      tag,
      auth: true,
      summary: "Addresses of an organization, primary first",
      response: v.object({ items: v.array(addressResponse), totalCount: v.number() }),
      errors,
    },
    async (c, { claims }) => c.json(await service.listAddresses(claims, param(c, "id"))),
  );
  api.post(
    "/organizations/:id/addresses",
    {
      tag,
      auth: true,
      summary: "Add an address",
      description:
        "Without isPrimary, the organization's first address becomes primary; a primary address makes the others not.",
      body: addressBodySchema,
      response: addressResponse,
      status: 201,
      errors,
    },
    async (c, { claims, body }) => c.json(await service.addAddress(claims, param(c, "id"), body), 201),
  );
  api.put(
    "/organizations/:id/addresses",
    {
      tag,
      auth: true,
      summary: "Update an address named by addressId (or id) in the body",
      body: addressUpdateInCollectionSchema,
      response: addressResponse,
      errors,
    },
    async (c, { claims, body }) =>
      c.json(await service.updateAddress(claims, param(c, "id"), body.addressId ?? body.id, body)),
  );
  api.put(
    "/organizations/:id/addresses/:addressId",
    {
      tag,
      auth: true,
      summary: "Update an address",
      body: addressBodySchema,
      response: addressResponse,
      errors,
    },
    async (c, { claims, body }) =>
      c.json(await service.updateAddress(claims, param(c, "id"), param(c, "addressId"), body)),
  );
  api.delete(
    "/organizations/:id/addresses",
    {
      tag,
      auth: true,
      summary: "Delete one address (?addressId=) or all addresses of an organization",
      query: v.pick(deleteAllQuery, ["addressId"]),
      response: deletedResponse,
      errors,
    },
    async (c, { claims, query }) =>
      c.json(await service.removeAddresses(claims, param(c, "id"), query.addressId)),
  );
  api.delete(
    "/organizations/:id/addresses/:addressId",
    { tag, auth: true, summary: "Delete an address", response: deletedResponse, errors },
    async (c, { claims }) =>
      c.json(await service.removeAddresses(claims, param(c, "id"), param(c, "addressId"))),
  );
}
