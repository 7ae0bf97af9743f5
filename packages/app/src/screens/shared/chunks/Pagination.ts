// One on-demand chunk (see ../listPieces.ts).
export { Pagination as default } from "@round/ui";
