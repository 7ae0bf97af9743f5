// One on-demand chunk (see ../itemPieces.ts).
export { ActionMenu as default } from "@round/ui";
