export { type ColumnCount, Columns, type ColumnsProps, type ResponsiveColumns } from "./Columns";
