import type { Page } from "@round/forms/schemas";
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { CatalogListQuery, CatalogResource, CatalogUpdate } from "../api/catalogResource";
import { catalogSummaryKeys, type resourceKeys } from "./catalogKeys";

type Keys<Query> = ReturnType<typeof resourceKeys<string, Query>>;

export interface CatalogHookOptions<Query> {
  keys: Keys<Query>;
  /** Other keys a write of this resource changes (a family's counts, coupon-by-code lookups). */
  alsoChanges?: readonly QueryKey[];
}

/** Variables of an update: the record's id and the partial body. */
export interface UpdateVariables<Body> {
  id: string;
  values: CatalogUpdate<Body>;
}

/** Drops empty filters, so `{ status: "" }` and `{}` share one cache entry and one address. */
function cleanQuery<Query extends CatalogListQuery>(query: Query): Query {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") out[key] = value;
  }
  return out as Query;
}

function invalidateAll(client: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Which resource a hook serves: its calls, its keys, and what else its writes change. */
export interface CatalogHookTarget<Item, Body, Query extends CatalogListQuery>
  extends CatalogHookOptions<Query> {
  resource: CatalogResource<Item, Body, Query>;
}

// Every write invalidates what it changes: the resource's lists, the summary's figures, and `alsoChanges`.
function changedBy<Query>({ keys, alsoChanges = [] }: CatalogHookOptions<Query>): QueryKey[] {
  return [keys.lists(), catalogSummaryKeys.all, ...alsoChanges];
}

/** A page of a catalog list; the page on screen stays while the next one (or the next search) loads. */
export function useCatalogList<Item, Body, Query extends CatalogListQuery>(
  { resource, keys }: CatalogHookTarget<Item, Body, Query>,
  query: Query,
  options: { enabled?: boolean } = {},
) {
  const clean = cleanQuery(query);
  return useQuery<Page<Item>>({
    queryKey: keys.list(clean),
    queryFn: ({ signal }) => resource.list(clean, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useCatalogRecord<Item, Body, Query extends CatalogListQuery>(
  { resource, keys }: CatalogHookTarget<Item, Body, Query>,
  id: string | undefined,
) {
  return useQuery<Item>({
    queryKey: keys.detail(id ?? ""),
    queryFn: ({ signal }) => resource.get(id ?? "", signal),
    enabled: Boolean(id),
  });
}

/** Creates; the answer is cached as the record. */
export function useCatalogCreate<Item extends { id: string }, Body, Query extends CatalogListQuery>(
  target: CatalogHookTarget<Item, Body, Query>,
) {
  const client = useQueryClient();
  return useMutation<Item, Error, Body>({
    mutationFn: (body) => target.resource.create(body),
    onSuccess: async (item) => {
      client.setQueryData(target.keys.detail(item.id), item);
      await invalidateAll(client, changedBy(target));
    },
  });
}

/** `mutate({ id, values })`, a partial update; the answer replaces the cached record. */
export function useCatalogUpdate<Item, Body, Query extends CatalogListQuery>(
  target: CatalogHookTarget<Item, Body, Query>,
) {
  const client = useQueryClient();
  return useMutation<Item, Error, UpdateVariables<Body>>({
    mutationFn: ({ id, values }) => target.resource.update(id, values),
    onSuccess: async (item, { id }) => {
      client.setQueryData(target.keys.detail(id), item);
      await invalidateAll(client, changedBy(target));
    },
  });
}

/** `mutate(id)`; the record is forgotten. One in use answers 409. */
export function useCatalogDelete<Item, Body, Query extends CatalogListQuery>(
  target: CatalogHookTarget<Item, Body, Query>,
) {
  const client = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: (id) => target.resource.remove(id),
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: target.keys.detail(id), exact: true });
      await invalidateAll(client, changedBy(target));
    },
  });
}

/** `mutate(id)`: a copy named '{name} (copy)'; the copy is cached as a record. */
export function useCatalogDuplicate<Item extends { id: string }, Body, Query extends CatalogListQuery>(
  target: CatalogHookTarget<Item, Body, Query>,
) {
  const client = useQueryClient();
  return useMutation<Item, Error, string>({
    mutationFn: (id) => target.resource.duplicate(id),
    onSuccess: async (item) => {
      client.setQueryData(target.keys.detail(item.id), item);
      await invalidateAll(client, changedBy(target));
    },
  });
}
