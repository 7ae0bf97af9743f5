import * as v from "valibot";

// Lists of the API (COMMERCE.md, "Lists"): the query a list takes and the page it answers.

/** Pages beyond this are refused: the offset of a larger one overflows what the database can skip. */
export const MAX_PAGE_NUMBER = 1_000_000;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `pageNumber`: from 1 (the default), at most MAX_PAGE_NUMBER. */
export function pageNumberQuery() {
  return v.pipe(
    v.optional(v.string(), "1"),
    v.transform(Number),
    v.number("pageNumber must be a number"),
    v.integer("pageNumber must be a whole number"),
    v.minValue(1, "pageNumber must be at least 1"),
    v.maxValue(MAX_PAGE_NUMBER, `pageNumber must be at most ${MAX_PAGE_NUMBER}`),
  );
}

/** `pageSize`: 1 to MAX_PAGE_SIZE, `byDefault` when not sent. */
export function pageSizeQuery(byDefault = DEFAULT_PAGE_SIZE) {
  return v.pipe(
    v.optional(v.string(), String(byDefault)),
    v.transform(Number),
    v.number("pageSize must be a number"),
    v.integer("pageSize must be a whole number"),
    v.minValue(1, "pageSize must be at least 1"),
    v.maxValue(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`),
  );
}

/** `orderBy`: one of `fields`, `byDefault` when not sent. */
export function orderByQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  byDefault: F[number],
) {
  return v.optional(v.picklist(fields, `orderBy must be one of: ${fields.join(", ")}`), byDefault);
}

/** `isAscending`: true/false (also True/False, 1/0), `byDefault` when not sent; a boolean once parsed. */
export function isAscendingQuery(byDefault = true) {
  return v.pipe(
    v.optional(
      v.picklist(["true", "false", "True", "False", "1", "0"], "isAscending must be true or false"),
      byDefault ? "true" : "false",
    ),
    v.transform((value) => value === "true" || value === "True" || value === "1"),
  );
}

/** `search`: text the list's own fields contain (case-insensitive); blank means no search. */
export function searchQuery() {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, "search is too long"),
      v.transform((text) => (text === "" ? undefined : text)),
    ),
  );
}

export interface ListQueryOptions<F extends readonly [string, ...string[]]> {
  /** The fields `orderBy` accepts. */
  orderFields: F;
  defaultOrderBy: F[number];
  /** 20 unless said. */
  defaultPageSize?: number;
  /** True unless said. */
  defaultAscending?: boolean;
}

/**
 * The valibot schema of a list's query: `search`, `pageNumber` (from 1), `pageSize` (default 20, at most
 * 100), `orderBy` (one of `orderFields`), `isAscending`, `roundAccountId` (the tenant, see `accountFor`),
 * plus the list's own filters (`entries`, usually `v.optional(...)` each).
 *
 *     export const planListQuery = listQuery(
 *       { status: v.optional(v.picklist(PLAN_STATUSES)), productFamilyId: v.optional(v.string()) },
 *       { orderFields: ["name", "createdDate"], defaultOrderBy: "createdDate" },
 *     );
 */
export function listQuery<const E extends v.ObjectEntries, const F extends readonly [string, ...string[]]>(
  entries: E,
  options: ListQueryOptions<F>,
) {
  return v.object({
    search: searchQuery(),
    pageNumber: pageNumberQuery(),
    pageSize: pageSizeQuery(options.defaultPageSize),
    orderBy: orderByQuery(options.orderFields, options.defaultOrderBy),
    isAscending: isAscendingQuery(options.defaultAscending),
    roundAccountId: v.optional(v.string()),
    ...entries,
  });
}

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

/** The rows of a page: `.limit(limit).offset(offset)`. */
export function pageWindow(page: PageRequest): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: (page.pageNumber - 1) * page.pageSize };
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  totalPages: number;
}

/** The answer of a list: `{ items, totalCount, pageNumber, pageSize, totalPages }` (`pageOf(item)` in @round/forms/schemas). */
export function pageResult<T>(items: T[], totalCount: number, page: PageRequest): Page<T> {
  return {
    items,
    totalCount,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    totalPages: Math.ceil(totalCount / page.pageSize),
  };
}
