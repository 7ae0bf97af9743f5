export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  nextSort,
  type SortDirection,
  sortRows,
} from "./DataTable";
