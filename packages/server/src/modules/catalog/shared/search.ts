/**
 * A search that is a number ("29", "29.99", "$1,200") as a decimal string, for lists that match it against a
 * price; undefined for any other search.
 */
export function searchedAmount(search: string | undefined): string | undefined {
  if (search === undefined) return undefined;
  const text = search.replace(/^[$€£¥]\s*/, "").replaceAll(",", "");
  return /^\d{1,14}(\.\d{1,6})?$/.test(text) ? text : undefined;
}
