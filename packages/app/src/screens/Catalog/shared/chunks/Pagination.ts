// One on-demand chunk (see ../itemPieces.ts).
export { Pagination as default } from "@round/ui";
