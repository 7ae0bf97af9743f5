import type { Page } from "@round/forms/schemas";
import { api } from "./client";

/**
 * What every catalog list accepts (COMMERCE.md "Conventions"): a search, the resource's filters, the order
 * and the page. Empty values are left out of the address.
 */
export type CatalogListQuery = {
  search?: string;
  status?: string;
  productFamilyId?: string;
  orderBy?: string;
  isAscending?: boolean;
  /** From 1. */
  pageNumber?: number;
  /** 20 by default, at most 100. */
  pageSize?: number;
};

export interface CatalogResourceMessages {
  list: string;
  get: string;
  create: string;
  update: string;
  remove: string;
  duplicate?: string;
}

/** The calls of one catalog resource under `/api/catalog/<path>`: list, get, create, update, delete, duplicate. */
export interface CatalogResource<Item, Body, Query extends CatalogListQuery> {
  path: string;
  list: (query?: Query, signal?: AbortSignal) => Promise<Page<Item>>;
  get: (id: string, signal?: AbortSignal) => Promise<Item>;
  create: (body: Body) => Promise<Item>;
  /** `PUT` is a partial update: `{ status: "archived" }` archives. */
  update: (id: string, body: CatalogUpdate<Body>) => Promise<Item>;
  remove: (id: string) => Promise<void>;
  duplicate: (id: string) => Promise<Item>;
}

export type CatalogUpdate<Body> = { [K in keyof Body]?: Body[K] | undefined };

/**
 * Builds the thin calls of a catalog resource. A failure throws the client's ApiError: its message is the
 * server's text (or the given default), its body carries the field errors (`errors[].field`) a form shows.
 */
export function catalogResource<Item, Body, Query extends CatalogListQuery = CatalogListQuery>(
  path: string,
  messages: CatalogResourceMessages,
): CatalogResource<Item, Body, Query> {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    path,
    list: (query, signal) =>
      api.request<Page<Item>>(path, { query, errorMessage: messages.list, ...(signal ? { signal } : {}) }),
    get: (id, signal) =>
      api.request<Item>(one(id), { errorMessage: messages.get, ...(signal ? { signal } : {}) }),
    create: (body) => api.request<Item>(path, { method: "POST", body, errorMessage: messages.create }),
    update: (id, body) => api.request<Item>(one(id), { method: "PUT", body, errorMessage: messages.update }),
    remove: async (id) => {
      await api.request<null>(one(id), { method: "DELETE", errorMessage: messages.remove });
    },
    duplicate: (id) =>
      api.request<Item>(`${one(id)}/duplicate`, {
        method: "POST",
        errorMessage: messages.duplicate ?? messages.create,
      }),
  };
}

/** Whether a failed delete was refused because the item is in use (409): it can be archived instead. */
export function isConflict(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 409;
}
