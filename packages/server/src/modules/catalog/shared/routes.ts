import type * as v from "valibot";
import type { AccessClaims } from "../../../auth/tokens.ts";
import { type Api, param } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { IN_USE } from "./errors.ts";

/** The error statuses of an item's routes, for the OpenAPI document. */
export function itemErrors(item: string) {
  const read = {
    401: "Not signed in",
    403: "Your role may not do this (reading needs `read`, changes `manageCatalog`)",
    404: `No such ${item} in the account (or no such account of yours)`,
  };
  return {
    read,
    create: { ...read, 400: "Invalid field (errors[].field names it, e.g. pricePoints.0.price)" },
    update: { ...read, 400: "Invalid field (errors[].field names it, e.g. pricePoints.0.price)" },
    remove: { ...read, 409: IN_USE },
  };
}

/** What PUT says of an item priced by points: how a partial body and its list of points are merged. */
export function pricePointsUpdate(merged: string): string {
  return `Fields left out keep their stored values; the merged ${merged} is validated as on creation. pricePoints, when sent, is the whole list: a point sent with its id is that point (a price change of a point a subscription uses makes a new version with a new id), one without an id is new, one left out is removed. \`{status: "archived"}\` archives.`;
}

type Account = string | undefined;

/** The operations an item's routes call; each item's service has them. */
export interface ItemService<L, C, U> {
  list(claims: AccessClaims, query: L): Promise<unknown>;
  create(claims: AccessClaims, roundAccountId: Account, body: C): Promise<unknown>;
  get(claims: AccessClaims, roundAccountId: Account, id: string): Promise<unknown>;
  update(claims: AccessClaims, roundAccountId: Account, id: string, body: U): Promise<unknown>;
  remove(claims: AccessClaims, roundAccountId: Account, id: string): Promise<void>;
  duplicate?(claims: AccessClaims, roundAccountId: Account, id: string): Promise<unknown>;
}

export interface ItemRoutes<L extends v.GenericSchema, C extends v.GenericSchema, U extends v.GenericSchema> {
  tag: string;
  /** The collection's path: /api/catalog/plans. */
  path: string;
  /** The item with its article, as a sentence names one: "a plan", "an add-on". */
  noun: string;
  /** The items, capitalised, as a list's title names them: "Plans", "Add-ons". */
  plural: string;
  schemas: { list: L; create: C; update: U; response: v.GenericSchema; page: v.GenericSchema };
  service: ItemService<v.InferOutput<L>, v.InferOutput<C>, v.InferOutput<U>>;
  /** What the list's search looks in (the tenant sentence follows). */
  listDescription: string;
  /** After "Create {noun}": " with its price points". */
  createDetail?: string;
  /** What creating says (the tenant sentence follows). */
  createDescription: string;
  /** What a partial change does with the fields sent. */
  updateDescription: string;
  /** After "Delete {noun} ": which items may go ("nothing refers to"). */
  removable: string;
  /** Why a delete is refused (409); an item in use by default. */
  removeConflict?: string;
  /** Statuses a create or a change may also answer (a unique name taken: 409). */
  conflicts?: Record<number, string>;
  /** After "Copy {noun}: ": what the copy is; no copy route without it. */
  copy?: string;
}

/** Registers an item's list, create, read, change, delete and (when it has one) copy routes. */
export function registerItemRoutes<
  L extends v.GenericSchema,
  C extends v.GenericSchema,
  U extends v.GenericSchema,
>(api: Api, item: ItemRoutes<L, C, U>): void {
  const { tag, path, noun, schemas, service } = item;
  const errors = itemErrors(noun.replace(/^an? /, ""));
  const conflicts = item.conflicts ?? {};
  const one = `${path}/:id`;

  api.get(
    path,
    {
      tag,
      auth: true,
      summary: `${item.plural}, newest first`,
      description: `${item.listDescription} ${TENANT}`,
      query: schemas.list,
      response: schemas.page,
      errors: errors.read,
    },
    async (_c, { claims, query }) => api.json(await service.list(claims, query)),
  );
  api.post(
    path,
    {
      tag,
      auth: true,
      summary: `Create ${noun}${item.createDetail ?? ""}`,
      description: `${item.createDescription} ${TENANT}`,
      body: schemas.create,
      query: tenantQuery,
      response: schemas.response,
      status: 201,
      errors: { ...errors.create, ...conflicts },
    },
    async (_c, { claims, query, body }) =>
      api.json(await service.create(claims, query.roundAccountId, body), 201),
  );
  api.get(
    one,
    {
      tag,
      auth: true,
      summary: `One ${noun.replace(/^an? /, "")}`,
      query: tenantQuery,
      response: schemas.response,
      errors: errors.read,
    },
    async (c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId, param(c, "id"))),
  );
  api.put(
    one,
    {
      tag,
      auth: true,
      summary: `Change ${noun} (partial)`,
      description: item.updateDescription,
      body: schemas.update,
      query: tenantQuery,
      response: schemas.response,
      errors: { ...errors.update, ...conflicts },
    },
    async (c, { claims, query, body }) =>
      api.json(await service.update(claims, query.roundAccountId, param(c, "id"), body)),
  );
  api.delete(
    one,
    {
      tag,
      auth: true,
      summary: `Delete ${noun} ${item.removable}`,
      query: tenantQuery,
      status: 204,
      errors: item.removeConflict ? { ...errors.read, 409: item.removeConflict } : errors.remove,
    },
    async (c, { claims, query }) => {
      await service.remove(claims, query.roundAccountId, param(c, "id"));
      return c.body(null, 204);
    },
  );
  const { duplicate } = service;
  if (!item.copy || !duplicate) return;
  api.post(
    `${one}/duplicate`,
    {
      tag,
      auth: true,
      summary: `Copy ${noun}: ${item.copy}`,
      query: tenantQuery,
      response: schemas.response,
      status: 201,
      errors: errors.read,
    },
    async (c, { claims, query }) =>
      api.json(await duplicate.call(service, claims, query.roundAccountId, param(c, "id")), 201),
  );
}
