import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type ListView = "table" | "grid" | "list";

export interface ListSortOptions {
  /** The fields the API's `orderBy` takes. */
  fields: readonly string[];
  defaultOrderBy: string;
  defaultAscending: boolean;
}

export interface ListParamsOptions<Filter extends string> {
  /** The filters this list offers, by the name the API reads (`productFamilyId`, `type`, `status`…). */
  filters?: readonly Filter[];
  /** The views offered ('grid' and 'list' unless said); the first is the default. */
  views?: readonly ListView[];
  pageSize?: number;
  /** A list the person can sort: `orderBy` and `isAscending` in the address (`?sort=email&order=asc`). */
  sort?: ListSortOptions;
}

export interface ListParams<Filter extends string> {
  search: string;
  /** Sets the search (replacing the history entry: one per keystroke would bury Back) and goes to page 1. */
  setSearch: (search: string) => void;
  /** Every filter, '' when not set. */
  filters: Record<Filter, string>;
  /** Sets the given filters ('' clears one) and goes to page 1. */
  setFilters: (values: Partial<Record<Filter, string>>) => void;
  resetFilters: () => void;
  view: ListView;
  setView: (view: ListView) => void;
  /** From 1. */
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  /** Whether a search or a filter narrows the list (the empty state then says to adjust them). */
  narrowed: boolean;
  /** What the list's API call takes: search, filters, pageNumber, pageSize (and the order, when sorted). */
  query: {
    search?: string;
    pageNumber: number;
    pageSize: number;
    orderBy?: string;
    isAscending?: boolean;
  } & Partial<Record<Filter, string>>;
  /** The list's current address query ('?search=…'), to come back to after a dialog route. */
  searchString: string;
  /** The order in force, when the list can be sorted. */
  sort: { orderBy: string; isAscending: boolean } | undefined;
  /** Sorts (and goes to page 1). */
  setSort: (orderBy: string, isAscending: boolean) => void;
}

const DEFAULT_PAGE_SIZE = 12;
const GRID_AND_LIST: readonly ListView[] = ["grid", "list"];

/**
 * A list's search, filters, view and page, kept in the address (`?search=&status=&view=list&page=2`), so
 * Back, reload and a shared link show the same list. Defaults are left out of the address.
 */
export function useListParams<Filter extends string = never>(
  options: ListParamsOptions<Filter> = {},
): ListParams<Filter> {
  const { views = GRID_AND_LIST, pageSize = DEFAULT_PAGE_SIZE, sort: sortOptions } = options;
  const defaultView = views[0] ?? "grid";
  const filterNames = options.filters ?? ([] as readonly Filter[]);
  const filterKey = filterNames.join(",");
  const [params, setParams] = useSearchParams();

  const search = params.get("search") ?? "";
  const viewParam = params.get("view");
  const view = views.includes(viewParam as ListView) ? (viewParam as ListView) : defaultView;
  const sortParam = params.get("sort");
  const orderParam = params.get("order");
  const sort = sortOptions
    ? {
        orderBy: sortOptions.fields.includes(sortParam ?? "") ? sortParam! : sortOptions.defaultOrderBy,
        isAscending:
          orderParam === "asc" ? true : orderParam === "desc" ? false : sortOptions.defaultAscending,
      }
    : undefined;
  const pageParam = Number.parseInt(params.get("page") ?? "", 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;
  const filterValues = filterNames.map((name) => params.get(name) ?? "").join("\u0000");

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when a filter's value changes (filterValues)
  const filters = useMemo(() => {
    const out = {} as Record<Filter, string>;
    for (const name of filterNames) out[name] = params.get(name) ?? "";
    return out;
  }, [filterKey, filterValues]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (value: string) =>
      change((next) => {
        const text = value.trim();
        if (text) next.set("search", text);
        else next.delete("search");
        next.delete("page");
      }, true),
    [change],
  );

  const setFilters = useCallback(
    (values: Partial<Record<Filter, string>>) =>
      change((next) => {
        for (const [name, value] of Object.entries(values) as [Filter, string | undefined][]) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete("page");
      }, false),
    [change],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are read through filterKey
  const resetFilters = useCallback(
    () =>
      change((next) => {
        for (const name of filterNames) next.delete(name);
        next.delete("page");
      }, false),
    [change, filterKey],
  );

  const setView = useCallback(
    (value: ListView) =>
      change((next) => {
        if (value === defaultView) next.delete("view");
        else next.set("view", value);
      }, false),
    [change, defaultView],
  );

  const setPage = useCallback(
    (value: number) =>
      change((next) => {
        if (value > 1) next.set("page", String(value));
        else next.delete("page");
      }, false),
    [change],
  );

  const setSort = useCallback(
    (orderBy: string, isAscending: boolean) =>
      change((next) => {
        if (
          sortOptions &&
          orderBy === sortOptions.defaultOrderBy &&
          isAscending === sortOptions.defaultAscending
        ) {
          next.delete("sort");
          next.delete("order");
        } else {
          next.set("sort", orderBy);
          next.set("order", isAscending ? "asc" : "desc");
        }
        next.delete("page");
      }, false),
    [change, sortOptions],
  );

  const orderBy = sort?.orderBy;
  const isAscending = sort?.isAscending;
  const narrowed = search !== "" || Object.values<string>(filters).some((value) => value !== "");
  const query = useMemo(() => {
    const out: Record<string, string | number> = { pageNumber: page, pageSize };
    if (search) out.search = search;
    for (const [name, value] of Object.entries<string>(filters)) if (value) out[name] = value;
    if (orderBy !== undefined) out.orderBy = orderBy;
    if (isAscending !== undefined) out.isAscending = String(isAscending);
    return out as ListParams<Filter>["query"];
  }, [search, filters, page, pageSize, orderBy, isAscending]);

  const searchString = params.toString();
  return {
    search,
    setSearch,
    filters,
    setFilters,
    resetFilters,
    view,
    setView,
    page,
    setPage,
    pageSize,
    narrowed,
    query,
    searchString: searchString ? `?${searchString}` : "",
    sort,
    setSort,
  };
}
