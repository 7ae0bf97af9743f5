// The description of Round's data, one file per area. `npm run db:generate -w @round/server` turns changes
// into SQL migrations under packages/server/drizzle; the server applies them on start. A new area's tables
// go in their own file here, re-exported below.

export * from "./accounts.ts";
export * from "./audit.ts";
export * from "./billing.ts";
export * from "./catalog.ts";
export * from "./creditNotes.ts";
export * from "./customers.ts";
export * from "./developers.ts";
export * from "./organizations.ts";
export * from "./platform.ts";
export * from "./portal.ts";
export * from "./reference.ts";
export * from "./tax.ts";
