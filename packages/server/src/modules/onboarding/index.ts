export { onboardingRoutes } from "./routes.ts";
export { onboardingProgressSchema } from "./schemas.ts";
export { onboardingService } from "./service.ts";
