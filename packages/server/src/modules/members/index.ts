export { memberRoutes } from "./routes.ts";
