// Group: layout. Explicit named exports only.
export { AppShell, type AppShellProps } from "../components/AppShell";
export {
  type Breadcrumb,
  type BreadcrumbLabels,
  Breadcrumbs,
  type BreadcrumbsProps,
  buildBreadcrumbs,
  humanizeSegment,
} from "../components/Breadcrumbs";
export { Card, type CardPadding, type CardProps } from "../components/Card";
export {
  ChangeList,
  type ChangeListChanges,
  type ChangeListProps,
  type ChangeListVariant,
} from "../components/ChangeList";
export {
  type ColumnCount,
  Columns,
  type ColumnsProps,
  type ResponsiveColumns,
} from "../components/Columns";
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  nextSort,
  type SortDirection,
  sortRows,
} from "../components/DataTable";
export {
  DescriptionList,
  type DescriptionListItem,
  type DescriptionListProps,
} from "../components/DescriptionList";
export {
  EMPTY_CARDS_TITLE,
  EMPTY_ITEMS_TITLE,
  EmptyState,
  type EmptyStateProps,
  type EmptyStateVariant,
} from "../components/EmptyState";
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
} from "../components/FilterPanel";
export { Inline, type InlineAlign, type InlineJustify, type InlineProps } from "../components/Inline";
export { Money, type MoneyPeriod, type MoneyPeriodLabel, type MoneyProps } from "../components/Money";
export {
  MovementsChart,
  type MovementsChartDatum,
  type MovementsChartProps,
  type MovementsChartSeries,
  type MovementsChartTone,
  type MovementsChartView,
} from "../components/MovementsChart";
export { NavCard, type NavCardProps } from "../components/NavCard";
export { PageHeader, type PageHeaderProps } from "../components/PageHeader";
export {
  Pagination,
  type PaginationEntry,
  type PaginationProps,
  paginationRange,
} from "../components/Pagination";
export {
  ResultCount,
  type ResultCountProps,
  type ResultNoun,
  resultCountText,
} from "../components/ResultCount";
export {
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_EXPANDED_WIDTH,
  SIDEBAR_STORAGE_KEY,
  Sidebar,
  type SidebarAction,
  type SidebarItem,
  type SidebarProps,
} from "../components/Sidebar";
export { Stack, type StackAlign, type StackProps } from "../components/Stack";
export { StatCard, type StatCardProps, type StatTone, type StatTrend } from "../components/StatCard";
export { type ViewMode, ViewModeSwitch, type ViewModeSwitchProps } from "../components/ViewModeSwitch";
export { type FormatDateOptions, formatDate, formatUtcTime } from "../format/formatDate";
export { type FormatMoneyOptions, formatMoney } from "../format/formatMoney";
export {
  BREAKPOINT_DEBOUNCE_MS,
  type Breakpoint,
  breakpointFor,
  useBreakpoint,
} from "../hooks/useBreakpoint";
export type { SpaceToken } from "../theme/tokens";
