export { gatewayFor } from "./gateways.ts";
export { type SettingsRow, settingsRow, upsertSettings } from "./queries.ts";
export { billingRoutes } from "./routes.ts";
export { billingService } from "./service.ts";
