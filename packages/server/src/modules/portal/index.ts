// The customer's pages' module (PLATFORM.md, "The customer's pages"): portal links and their routes, pay
// pages, checkout links. It owns the portal_sessions and checkout_links tables.
export { deleteEndedPortalSessions } from "./queries.ts";
export { portalRoutes } from "./routes.ts";
