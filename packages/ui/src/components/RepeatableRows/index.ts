export { RepeatableRows, type RepeatableRowsProps } from "./RepeatableRows";
