/** Case- and accent-insensitive text for matching: "Curaçao" matches "curacao". */
function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase();
}

/** The options whose label contains the query; all of them for an empty query. */
export function filterOptions<T extends { label: string }>(
  options: readonly T[],
  query: string,
): readonly T[] {
  const needle = foldText(query.trim());
  if (needle === "") return options;
  return options.filter((option) => foldText(option.label).includes(needle));
}
