import {
  type FilterField,
  FilterPanel,
  type FilterValues,
  Inline,
  ResultCount,
  type ResultNoun,
  SearchBox,
  ViewModeSwitch,
} from "@round/ui";
import { useEffect, useState } from "react";
import type { ListParams, ListView } from "../../../hooks/useListParams";
import { preloadOn } from "../../shared/onDemand";
import { DataTable } from "../../shared/tables";
import { labelOf } from "./catalogFormat";

const VIEW_MODES: readonly ListView[] = ["grid", "list"];

export interface ListControlsProps<Filter extends string> {
  list: ListParams<Filter>;
  /** The search box's accessible name, such as 'Search plans'. */
  searchLabel: string;
  placeholder?: string;
  filters?: readonly FilterField[];
  /** The figure the count shows, once known ('n plans'; with `total`, 'x of y families'). */
  count?: number;
  total?: number;
  noun: ResultNoun;
}

/**
 * A catalog list's search (debounced 300 ms, kept in the address), its filters, the grid/list switch and
 * the result count.
 */
export function ListControls<Filter extends string>({
  list,
  searchLabel,
  placeholder,
  filters,
  count,
  total,
  noun,
}: ListControlsProps<Filter>) {
  // The box shows what is typed at once; the address (and the request) follow once typing pauses.
  const [text, setText] = useState(list.search);
  useEffect(() => setText(list.search), [list.search]);
  return (
    <Inline gap="md" justify="between">
      <Inline gap="md">
        <SearchBox
          label={searchLabel}
          placeholder={placeholder ?? searchLabel}
          value={text}
          onValueChange={setText}
          onSearch={list.setSearch}
          debounceMs={300}
        />
        {filters && filters.length > 0 ? (
          <FilterPanel
            fields={filters}
            values={list.filters as FilterValues}
            onApply={(values) => {
              const next: Record<string, string> = {};
              for (const field of filters) {
                const value = values[field.name];
                next[field.name] = typeof value === "string" ? value : "";
              }
              list.setFilters(next as Partial<Record<Filter, string>>);
            }}
            onReset={list.resetFilters}
          />
        ) : null}
      </Inline>
      {/* The list view's table loads when a pointer or the focus reaches the view switch. */}
      <Inline gap="md" {...preloadOn(DataTable)}>
        {count !== undefined ? <ResultCount count={count} total={total} noun={noun} /> : null}
        <ViewModeSwitch modes={VIEW_MODES} value={list.view} onChange={list.setView} />
      </Inline>
    </Inline>
  );
}

/** A select filter over fixed values, each shown by its label ('one_time' → 'One Time'). */
export function selectFilter(
  name: string,
  label: string,
  emptyLabel: string,
  values: readonly string[],
): FilterField {
  return {
    type: "select",
    name,
    label,
    emptyLabel,
    options: values.map((value) => ({ value, label: labelOf(value) })),
  };
}
