export { referenceRoutes } from "./routes.ts";
export { type CachedJson, ReferenceService } from "./service.ts";
export { syncIsoReferenceData } from "./sync.ts";
