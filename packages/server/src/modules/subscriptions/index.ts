export { subscriptionRoutes } from "./routes.ts";
export { subscriptionService } from "./service.ts";
