export { subscriptionRoutes } from "./routes.ts";
export { type SubscriptionListQuery, subscriptionListQuery } from "./schemas.ts";
export { subscriptionService } from "./service.ts";
export { subscriptionViews } from "./views.ts";
