export { devMailRoutes } from "./routes.ts";
