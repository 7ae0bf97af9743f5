// One on-demand chunk (see ../itemPieces.ts).
export { ProgressBar as default } from "@round/ui";
