/** An entry of a pagination bar: a page number, or a gap of hidden pages shown as an ellipsis. */
export type PaginationEntry = number | "start-ellipsis" | "end-ellipsis";

/**
 * The pages a pagination bar shows: the first, the last, the current one with `siblings` on each side, and
 * an ellipsis for each longer gap. The bar always has the same number of entries (7 with one sibling), so
 * it does not change width from page to page; an ellipsis never stands for a single page.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationEntry[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, Math.max(pageCount, 0));
  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const startGap = left > 3;
  const endGap = right < pageCount - 2;
  const edge = siblings * 2 + 3;
  if (!startGap) return [...range(1, edge), "end-ellipsis", pageCount];
  if (!endGap) return [1, "start-ellipsis", ...range(pageCount - edge + 1, pageCount)];
  return [1, "start-ellipsis", ...range(left, right), "end-ellipsis", pageCount];
}
