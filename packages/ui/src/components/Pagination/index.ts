export { Pagination, type PaginationProps } from "./Pagination";
export { type PaginationEntry, paginationRange } from "./paginationRange";
