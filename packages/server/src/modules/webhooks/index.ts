// The door of the webhooks module (PLATFORM.md, "Webhooks"). It owns `webhook_endpoints` and
// `webhook_deliveries`; its worker makes deliveries from the events module's committed events.
export { webhookRoutes } from "./routes.ts";
export { WebhookWorker } from "./worker.ts";
