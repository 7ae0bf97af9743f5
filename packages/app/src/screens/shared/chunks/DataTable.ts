// One on-demand chunk (see ../tables.ts).
export { DataTable as default } from "@round/ui";
