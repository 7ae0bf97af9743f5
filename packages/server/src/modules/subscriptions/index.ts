export { subscriptionRoutes } from "./routes.ts";
export type { SubscriptionListQuery } from "./schemas.ts";
export { subscriptionService } from "./service.ts";
