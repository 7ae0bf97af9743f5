// One on-demand chunk (see ../itemPieces.ts).
export { CopyButton as default } from "@round/ui";
