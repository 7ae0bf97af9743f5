/**
 * API keys in memory (`/api/api-keys`), answering as the server does: the body checked with the shared
 * schema, scopes the role may not give refused, the secret answered on create and roll only, a revoked key
 * gone from the list; the account's events; and its webhook endpoints and their deliveries
 * (./webhooksBackend). Made fresh for each story run (inside `mockApi`).
 */
import {
  type ApiKey,
  type ApiKeyWithSecret,
  apiKeyCreateSchema,
  type EventResponse,
  roleAllowsScope,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";
import * as v from "valibot";
import type { RequestSpy } from "./handlers";
import { webhooksBackend } from "./webhooksBackend";

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
const refusal = (status: number, description: string, field?: string) =>
  json(
    { message: description, errors: [{ code: "ERROR", description, ...(field ? { field } : {}) }] },
    status,
  );

export const STORY_NOW = "2026-03-02T09:00:00.000Z";

/** Two keys: a server's with two scopes, used yesterday; a usage importer that expires. */
export const storyKeys: ApiKey[] = [
  {
    id: "key-production",
    name: "Production server",
    scopes: ["customers:write", "subscriptions:write"],
    prefix: "rnd_sk_4eC39",
    last4: "p7dc",
    createdAt: "2026-02-10T10:00:00.000Z",
    expiresAt: null,
    lastUsedAt: "2026-03-01T17:42:00.000Z",
    createdBy: { id: "user-grace", name: "Grace Hopper" },
  },
  {
    id: "key-usage",
    name: "Usage importer",
    scopes: ["usage:write"],
    prefix: "rnd_sk_Hq9Lm",
    last4: "X2aa",
    createdAt: "2026-02-20T08:30:00.000Z",
    expiresAt: "2026-12-31T23:59:59.999Z",
    lastUsedAt: null,
    createdBy: { id: "user-jordan", name: "Jordan Lee" },
  },
];

/** The secrets the backend makes, in turn: long, and the same on every run (baselines). */
export const STORY_SECRETS = [
  "rnd_sk_Zx81uQmR0bT5wYc2KdLpVn3sFh7JgEa9Mi4oPq6y",
  "rnd_sk_Bv27nXe5LkQw9RtY3uIoPa1SdFg8HjKl4ZxC6mNb",
];

/** `count` events, newest first: customers made and changed, a plan, a coupon, in turn. */
export function storyEvents(count = 3): EventResponse[] {
  const kinds = ["customer.updated", "customer.created", "coupon.archived", "plan.created"] as const;
  return Array.from({ length: count }, (_, index) => {
    const sequence = 1000 + count - index;
    const type = kinds[index % kinds.length]!;
    return {
      id: `evt-${sequence}`,
      type,
      createdAt: new Date(Date.parse("2026-03-02T09:00:00.000Z") - index * 60_000).toISOString(),
      sequence,
      testClockId: null,
      data: {
        object: { id: `obj-${sequence}`, email: `customer${sequence}@example.com` },
        ...(type === "customer.updated" ? { previous: { firstName: "Ada" } } : {}),
      },
    };
  });
}

export function developersBackend({
  keys = storyKeys,
  events = storyEvents(),
  role = 2,
  webhookEndpoints,
  deliveries,
  spy,
}: {
  keys?: ApiKey[];
  /** The account's events, newest first. */
  events?: EventResponse[];
  /** The account's webhook endpoints (storyEndpoints unless given). */
  webhookEndpoints?: WebhookEndpoint[];
  /** Each endpoint's deliveries, newest first (storyDeliveryLogs() unless given). */
  deliveries?: Record<string, WebhookDelivery[]>;
  /** The caller's role: the scopes it may give. */
  role?: number;
  spy?: RequestSpy;
}) {
  const state = { keys: structuredClone(keys), made: 0 };
  const nextSecret = () => STORY_SECRETS[state.made++ % STORY_SECRETS.length]!;
  const seen = async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    spy?.({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get("Authorization"),
      body: text ? JSON.parse(text) : null,
    });
  };
  const withSecret = (key: ApiKey, secret: string): ApiKeyWithSecret => ({
    ...key,
    prefix: secret.slice(0, 12),
    last4: secret.slice(-4),
    secret,
  });
  return [
    ...webhooksBackend({
      ...(webhookEndpoints ? { endpoints: webhookEndpoints } : {}),
      ...(deliveries ? { deliveries } : {}),
      seen,
    }),
    http.get("/api/events", ({ request }) => {
      const url = new URL(request.url);
      const type = url.searchParams.get("type") ?? "";
      const after = url.searchParams.get("startingAfter");
      const limit = Number(url.searchParams.get("limit") ?? 20);
      const matching = events.filter(
        (event) =>
          !type || (type.endsWith(".*") ? event.type.startsWith(type.slice(0, -1)) : event.type === type),
      );
      const start = after ? matching.findIndex((event) => event.id === after) + 1 : 0;
      const page = matching.slice(start, start + limit);
      return json({ items: page, hasMore: start + limit < matching.length });
    }),
    http.get("/api/api-keys", () => json(state.keys)),
    http.post("/api/api-keys", async ({ request }) => {
      await seen(request);
      const parsed = v.safeParse(apiKeyCreateSchema, await request.clone().json());
      if (!parsed.success) {
        const issue = parsed.issues[0];
        return refusal(400, issue.message, v.getDotPath(issue) ?? undefined);
      }
      const refused = parsed.output.scopes.find((scope) => !roleAllowsScope(role, scope));
      if (refused) return refusal(403, `Your role does not allow ${refused}.`);
      const secret = nextSecret();
      const key: ApiKey = {
        id: `key-new-${state.made}`,
        name: parsed.output.name,
        scopes: parsed.output.scopes,
        prefix: "",
        last4: "",
        createdAt: STORY_NOW,
        expiresAt: parsed.output.expiresAt ? parsed.output.expiresAt.toISOString() : null,
        lastUsedAt: null,
        createdBy: { id: "user-grace", name: "Grace Hopper" },
      };
      const made = withSecret(key, secret);
      const { secret: _shownOnce, ...listed } = made;
      state.keys.unshift(listed);
      return json(made, 201);
    }),
    http.post("/api/api-keys/:id/roll", async ({ request, params }) => {
      await seen(request);
      const index = state.keys.findIndex((key) => key.id === params.id);
      if (index < 0) return refusal(404, "API key not found.");
      const made = withSecret(state.keys[index]!, nextSecret());
      const { secret: _shownOnce, ...listed } = made;
      state.keys[index] = listed;
      return json(made);
    }),
    http.delete("/api/api-keys/:id", async ({ request, params }) => {
      await seen(request);
      const before = state.keys.length;
      state.keys = state.keys.filter((key) => key.id !== params.id);
      if (state.keys.length === before) return refusal(404, "API key not found.");
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
