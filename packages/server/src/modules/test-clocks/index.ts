export { resumeStoppedAdvances } from "./advance.ts";
export { testClockRoutes } from "./routes.ts";
