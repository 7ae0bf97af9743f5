// The onboarding module's door. It owns the onboarding table.
export { markOnboardedOnJoining } from "./queries.ts";
export { onboardingRoutes } from "./routes.ts";
export { onboardingProgressSchema } from "./schemas.ts";
export { onboardingService } from "./service.ts";
