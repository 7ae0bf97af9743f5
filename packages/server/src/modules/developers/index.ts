// The door of the developers' module: API keys (PLATFORM.md). It owns `api_keys` and `api_key_secrets`.
export { apiKeyRoutes } from "./routes.ts";
export { apiKeyAuthenticator } from "./service.ts";
