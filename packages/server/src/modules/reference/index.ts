export { referenceRoutes } from "./routes.ts";
export { ReferenceService } from "./service.ts";
export { syncIsoReferenceData } from "./sync.ts";
