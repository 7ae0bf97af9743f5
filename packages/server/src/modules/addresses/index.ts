export { addressRoutes } from "./routes.ts";
