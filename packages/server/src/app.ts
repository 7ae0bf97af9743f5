import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { Deps } from "./deps.ts";
import { Api } from "./http/api.ts";
import { readBody } from "./http/body.ts";
import { clientAddress } from "./http/client-ip.ts";
import type { AppEnv } from "./http/env.ts";
import { ApiError, type ErrorBody } from "./http/errors.ts";
import { addSecurityHeaders, securityHeaderFields } from "./http/security.ts";
import { serveApp } from "./http/static.ts";
import { redactUrl } from "./log.ts";
import { addressRoutes } from "./modules/addresses/index.ts";
import { auditRoutes } from "./modules/audit/index.ts";
import { billingRoutes } from "./modules/billing/index.ts";
import { catalogRoutes } from "./modules/catalog/index.ts";
import { creditNoteRoutes } from "./modules/credit-notes/index.ts";
import {
  CUSTOMER_IMPORT_PATH,
  creditRoutes,
  customerRoutes,
  noteRoutes,
  paymentMethodRoutes,
} from "./modules/customers/index.ts";
import { devMailRoutes } from "./modules/dev-mail/index.ts";
import { apiKeyAuthenticator, apiKeyRoutes } from "./modules/developers/index.ts";
import { eventRoutes } from "./modules/events/index.ts";
import { healthRoutes } from "./modules/health/index.ts";
import { identityRoutes } from "./modules/identities/index.ts";
import { invitationRoutes } from "./modules/invitations/index.ts";
import { invoiceRoutes, rateOnInvoices } from "./modules/invoices/index.ts";
import { memberRoutes } from "./modules/members/index.ts";
import { metricsRoutes } from "./modules/metrics/index.ts";
import { onboardingRoutes } from "./modules/onboarding/index.ts";
import { organizationRoutes } from "./modules/organizations/index.ts";
import { portalRoutes } from "./modules/portal/index.ts";
import { referenceRoutes } from "./modules/reference/index.ts";
import { subscriptionRoutes } from "./modules/subscriptions/index.ts";
import { taxRateRoutes } from "./modules/tax/index.ts";
import { testClockRoutes } from "./modules/test-clocks/index.ts";
import { usageRoutes } from "./modules/usage/index.ts";
import { webhookRoutes } from "./modules/webhooks/index.ts";
import { docsRoutes } from "./openapi/routes.ts";

export const BODY_LIMIT_BYTES = 1024 * 1024;
export const IMPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

function errorBody(message: string, code: string): ErrorBody {
  return { message, errors: [{ code, description: message }] };
}

/** The whole HTTP surface of Round: middleware, every module's routes, the built app. */
export function createApp(deps: Deps): { app: Hono<AppEnv>; api: Api } {
  const app = new Hono<AppEnv>();
  const { log, config } = deps;

  // Security headers and the request log, once the answer is made. Routes on the hot path build their
  // answer with the security headers already in (`Api.json`), which costs less than adding them.
  const security = securityHeaderFields({ https: config.appUrl.startsWith("https:") });
  const debug = config.logLevel === "debug";
  app.use("*", async (c, next) => {
    const started = performance.now();
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      // app.request() in tests has no socket.
    }
    c.set(
      "clientIp",
      clientAddress(
        socketAddress,
        config.trustProxy > 0 ? c.req.header("x-forwarded-for") : undefined,
        config.trustProxy,
      ),
    );
    await next();
    addSecurityHeaders(c, security);
    const failed = c.res.status >= 500;
    if (!failed && !debug) return;
    const url = c.req.url;
    const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
    const line = `${c.req.method} ${redactUrl(c.req.path + query)} ${c.res.status} ${Math.round(performance.now() - started)} ms`;
    if (failed) log.error(line);
    else log.debug(line);
  });

  if (config.corsOrigins.length > 0) {
    app.use(
      "*",
      cors({
        origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
        allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
        allowHeaders: ["Authorization", "Content-Type"],
        exposeHeaders: ["Retry-After", "ETag"],
        maxAge: 600,
      }),
    );
  }

  // A refused body is left unread: the answer says the connection closes, so that a keep-alive client
  // sends its next request on a new one instead of after the rest of this body.
  const limitBody = readBody(BODY_LIMIT_BYTES, (c) =>
    c.json(errorBody("Request body is too large (limit 1 MiB)", "PAYLOAD_TOO_LARGE"), 413, {
      Connection: "close",
    }),
  );
  // A customer import carries a CSV of up to 100,000 rows.
  const limitImport = readBody(IMPORT_BODY_LIMIT_BYTES, (c) =>
    c.json(errorBody("The file is too large (limit 20 MiB)", "PAYLOAD_TOO_LARGE"), 413, {
      Connection: "close",
    }),
  );
  // Only requests that may carry a body.
  app.on(["POST", "PUT", "PATCH", "DELETE"], "*", (c, next) =>
    c.req.path === CUSTOMER_IMPORT_PATH ? limitImport(c, next) : limitBody(c, next),
  );
  const compressBody = compress();
  // Only for clients that accept it: looking at a finished response makes Node rebuild it.
  app.use("*", (c, next) =>
    /\b(gzip|deflate)\b/.test(c.req.header("accept-encoding") ?? "") ? compressBody(c, next) : next(),
  );

  // Routes scoped to an area (`api.scoped`) take API keys with that scope as well as people's tokens; the
  // others are people's only (PLATFORM.md, "API keys").
  const api = new Api(app, deps.jwtKey, security, deps.clock, apiKeyAuthenticator(deps));
  healthRoutes(api, deps.database, deps.isShuttingDown);
  referenceRoutes(api, deps.reference);
  identityRoutes(api, deps);
  onboardingRoutes(api, deps);
  invitationRoutes(api, deps);
  memberRoutes(api, deps);
  organizationRoutes(api, deps);
  addressRoutes(api, deps);
  catalogRoutes(api.scoped("catalog"), deps);
  customerRoutes(api.scoped("customers"), deps);
  noteRoutes(api.scoped("customers"), deps);
  paymentMethodRoutes(api.scoped("customers"), deps);
  creditRoutes(api.scoped("customers"), deps);
  subscriptionRoutes(api.scoped("subscriptions"), deps);
  invoiceRoutes(api.scoped("invoices"), deps);
  creditNoteRoutes(api.scoped("credit_notes"), api.scoped("payments"), deps);
  usageRoutes(api.scoped("usage"), deps);
  testClockRoutes(api.scoped("test_clocks"), deps);
  billingRoutes(api.scoped("invoices"), deps);
  taxRateRoutes(api.scoped("tax_rates"), deps, [rateOnInvoices]);
  metricsRoutes(api.scoped("metrics"), deps);
  apiKeyRoutes(api, deps);
  eventRoutes(api.scoped("events"), deps);
  webhookRoutes(api.scoped("webhooks"), deps);
  auditRoutes(api.scoped("audit_log"), deps);
  // The customer's pages: portal links (customers:write), checkout links (catalog), and the routes the
  // pages call, which take their link's token alone.
  portalRoutes(api.scoped("customers"), api.scoped("catalog"), api, deps);
  if (!config.smtpUrl) devMailRoutes(api, deps.db, config.host);
  docsRoutes(api);
  if (config.appDist) serveApp(app, config.appDist);

  app.notFound((c) => c.json(errorBody(`No such endpoint: ${c.req.method} ${c.req.path}`, "NOT_FOUND"), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body(), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      if (status === 413) c.header("Connection", "close");
      return c.json(
        errorBody(error.message || "Request failed", status === 413 ? "PAYLOAD_TOO_LARGE" : "ERROR"),
        status,
      );
    }
    log.error(`Unhandled error on ${c.req.method} ${c.req.path}`, { error });
    return c.json(errorBody("An unexpected error occurred", "INTERNAL_ERROR"), 500);
  });

  return { app, api };
}
