export { gatewayFor } from "./gateways.ts";
export { billingRoutes } from "./routes.ts";
export { billingService } from "./service.ts";
