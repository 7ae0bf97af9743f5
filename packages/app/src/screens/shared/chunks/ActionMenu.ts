// One on-demand chunk (see ../listPieces.ts).
export { ActionMenu as default } from "@round/ui";
