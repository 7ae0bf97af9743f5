export {
  countActiveFilters,
  type FilterField,
  type FilterFieldIds,
  type FilterOption,
  FilterPanel,
  type FilterPanelProps,
  type FilterValue,
  type FilterValues,
  isActiveFilterValue,
} from "./FilterPanel";
