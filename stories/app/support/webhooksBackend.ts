/**
 * Webhook endpoints and their deliveries in memory (`/api/webhook-endpoints`, `/api/webhook-deliveries`),
 * answering as PLATFORM.md ("Webhooks") says: bodies checked with the shared schemas, an http or private URL
 * refused on `url`, the secret answered on create and rotation only, deliveries newest first in pages of
 * `limit` after `startingAfter`, a retry or a replay adding one attempt now. Part of developersBackend.
 */
import {
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  webhookEndpointCreateSchema,
  webhookEndpointUpdateSchema,
  webhookMessages,
  webhookReplaySchema,
} from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";
import * as v from "valibot";

const NOW = "2026-03-02T09:00:00.000Z";
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
const refusal = (status: number, description: string, field?: string) =>
  json(
    { message: description, errors: [{ code: "ERROR", description, ...(field ? { field } : {}) }] },
    status,
  );

/** The signing secrets the backend makes, in turn: `whsec_` and the base64 of 32 bytes. */
export const STORY_WEBHOOK_SECRETS = [
  "whsec_6gRuQdJU7T+YmBw38JwhsMIR/AfjKJjGmgEETfaD5oc=",
  "whsec_W1UZgWm3k3Pqql0VpKyVOsW7pHAXaJOAHpdU97ToP3o=",
];

const endpoint = (
  fields: Partial<WebhookEndpoint> & Pick<WebhookEndpoint, "id" | "url">,
): WebhookEndpoint => ({
  description: null,
  enabledEvents: ["*"],
  enabled: true,
  disabledReason: null,
  secretPrefix: "whsec_Q2x8",
  previousSecretExpiresAt: null,
  createdAt: "2026-02-20T08:30:00.000Z",
  updatedAt: "2026-02-20T08:30:00.000Z",
  ...fields,
});

/**
 * Four endpoints: the shop's access service (invoices and two subscription events), the data warehouse (all
 * events), an old CRM that Round turned off after three days of failures, and staging, turned off by a person.
 */
export const storyEndpoints: WebhookEndpoint[] = [
  endpoint({
    id: "we_access",
    url: "https://api.acme-shop.com/webhooks/round",
    description: "Grants access when an invoice is paid",
    enabledEvents: ["invoice.*", "subscription.cancelled", "subscription.expired"],
    secretPrefix: "whsec_Mf9K",
    createdAt: "2026-02-12T10:00:00.000Z",
    updatedAt: "2026-02-12T10:00:00.000Z",
  }),
  endpoint({
    id: "we_warehouse",
    url: "https://ingest.acme-data.io/round/events",
    description: "Data warehouse",
  }),
  endpoint({
    id: "we_crm",
    url: "https://crm.acme-shop.com/hooks/round-customers",
    description: "Old CRM sync",
    enabledEvents: ["customer.created", "customer.updated"],
    enabled: false,
    disabledReason: "failing",
    secretPrefix: "whsec_7tLp",
    createdAt: "2026-01-15T14:00:00.000Z",
    updatedAt: "2026-02-27T09:00:00.000Z",
  }),
  endpoint({
    id: "we_staging",
    url: "https://staging.acme-shop.com/webhooks/round",
    enabled: false,
    secretPrefix: "whsec_b3Rw",
    createdAt: "2026-02-25T16:45:00.000Z",
    updatedAt: "2026-02-26T11:00:00.000Z",
  }),
];

/** The default retry delays: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, 24 h (nine attempts in all). */
const DELAYS_MS = [1, 5, 30, 120, 300, 600, 1440, 1440].map((minutes) => minutes * MINUTE);

const delivered = (when: number, durationMs = 84): WebhookAttempt => ({
  at: at(when),
  statusCode: 200,
  durationMs,
  error: null,
  responseExcerpt: '{"received":true}',
});
/** A receiver that is down: a 503 page, a timeout, or no connection at all, in turn. */
const refused = (when: number, kind: number): WebhookAttempt =>
  [
    {
      at: at(when),
      statusCode: 503,
      durationMs: 1240,
      error: null,
      responseExcerpt: "<html><body><h1>503 Service Unavailable</h1>No server is available.</body></html>",
    },
    {
      at: at(when),
      statusCode: null,
      durationMs: 10_000,
      error: "Timed out after 10 s",
      responseExcerpt: null,
    },
    { at: at(when), statusCode: null, durationMs: 23, error: "Connection refused", responseExcerpt: null },
  ][kind % 3]!;

/**
 * A delivery made `age` ms before now that keeps failing: every attempt of the schedule that is due by now,
 * then the next one's time, or `failed` once all nine are spent.
 */
function failing(id: string, eventType: string, age: number, kinds = [0, 1]): WebhookDelivery {
  const attempts: WebhookAttempt[] = [];
  let when = -age;
  for (let index = 0; index <= DELAYS_MS.length && when <= 0; index += 1) {
    attempts.push(refused(when, kinds[index % kinds.length]!));
    when += DELAYS_MS[index] ?? Number.POSITIVE_INFINITY;
  }
  const spent = attempts.length > DELAYS_MS.length;
  return {
    id,
    eventId: id.replace("dlv", "evt"),
    eventType,
    status: spent ? "failed" : "pending",
    attempts,
    nextAttemptAt: spent ? null : at(when),
    createdAt: at(-age),
  };
}

/** How long before now the `index`-th newest delivery was made: three today, then a quiet weekend before. */
const ageOf = (index: number) =>
  index < 3 ? [3 * MINUTE, 40 * MINUTE, 5 * HOUR][index]! : (70 + (index - 3) * 4.5) * HOUR;

/**
 * `count` deliveries, newest first: the newest still failing (pending, its next attempt due), every fifth
 * from the fourth failed for good (all nine attempts spent), every fifth from the third delivered at the
 * second attempt, the rest delivered at once.
 */
export function storyDeliveries(
  count = 24,
  types = [
    "invoice.paid",
    "invoice.created",
    "invoice.finalized",
    "subscription.cancelled",
    "invoice.payment_failed",
    "invoice.overdue",
  ],
): WebhookDelivery[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `dlv_${String(1000 + count - index)}`;
    const eventType = types[index % types.length]!;
    const age = ageOf(index);
    if (index === 0 || index % 5 === 3) return failing(id, eventType, age);
    const attempts =
      index % 5 === 2 ? [refused(-age, 0), delivered(-age + MINUTE, 131)] : [delivered(-age, 60 + index * 7)];
    return {
      id,
      eventId: id.replace("dlv", "evt"),
      eventType,
      status: "succeeded",
      attempts,
      nextAttemptAt: null,
      createdAt: at(-age),
    };
  });
}

/** Each endpoint's deliveries: the access service's many, the warehouse's few, the old CRM's failures. */
export function storyDeliveryLogs(): Record<string, WebhookDelivery[]> {
  return {
    we_access: storyDeliveries(),
    we_warehouse: storyDeliveries(3, ["customer.updated", "plan.created"]),
    we_crm: [
      failing("dlv_0402", "customer.updated", 3 * 24 * HOUR, [2]),
      failing("dlv_0401", "customer.created", 3.2 * 24 * HOUR, [2]),
    ],
    we_staging: [],
  };
}

/** How each endpoint's receiver answers now (a test, a retry, a replay): the old CRM still refuses. */
const answerNow = (endpointId: string): WebhookAttempt =>
  endpointId === "we_crm" ? refused(0, 2) : delivered(0, 112);

/** Hosts a Round server refuses to post to (loopback, private, link-local). */
const PRIVATE_HOST = /^(localhost|127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.)/;

function urlRefusal(url: string | undefined) {
  if (url === undefined) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== "https:") return webhookMessages.urlNotHttps;
  if (PRIVATE_HOST.test(parsed.hostname)) return webhookMessages.urlPrivate;
  return null;
}

export function webhooksBackend({
  endpoints = storyEndpoints,
  deliveries = storyDeliveryLogs(),
  seen,
}: {
  endpoints?: WebhookEndpoint[];
  /** Each endpoint's deliveries, newest first. */
  deliveries?: Record<string, WebhookDelivery[]>;
  seen: (request: Request) => Promise<void>;
}) {
  const state = { endpoints: structuredClone(endpoints), logs: structuredClone(deliveries), made: 0 };
  const nextSecret = () => STORY_WEBHOOK_SECRETS[state.made++ % STORY_WEBHOOK_SECRETS.length]!;
  const find = (id: unknown) => state.endpoints.findIndex((item) => item.id === id);
  const withSecret = (item: WebhookEndpoint, secret: string): WebhookEndpointWithSecret => ({
    ...item,
    secretPrefix: secret.slice(0, 10),
    secret,
  });
  const firstIssue = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) =>
    refusal(400, issues[0].message, v.getDotPath(issues[0]) ?? undefined);
  /** Tries a delivery again now: one attempt more; the schedule goes on as it was. */
  const tryAgain = (endpointId: string, delivery: WebhookDelivery) => {
    const attempt = answerNow(endpointId);
    delivery.attempts.push(attempt);
    if (attempt.statusCode === 200) {
      delivery.status = "succeeded";
      delivery.nextAttemptAt = null;
    }
  };
  return [
    http.get("/api/webhook-endpoints", () => json(state.endpoints)),
    http.post("/api/webhook-endpoints", async ({ request }) => {
      await seen(request);
      const parsed = v.safeParse(webhookEndpointCreateSchema, await request.clone().json());
      if (!parsed.success) return firstIssue(parsed.issues);
      const refused = urlRefusal(parsed.output.url);
      if (refused) return refusal(400, refused, "url");
      const secret = nextSecret();
      const made = withSecret(
        endpoint({
          id: `we_new_${state.made}`,
          ...parsed.output,
          disabledReason: null,
          createdAt: NOW,
          updatedAt: NOW,
        }),
        secret,
      );
      const { secret: _shownOnce, ...listed } = made;
      state.endpoints.unshift(listed);
      state.logs[listed.id] = [];
      return json(made, 201);
    }),
    http.get("/api/webhook-endpoints/:id", ({ params }) => {
      const index = find(params.id);
      return index < 0 ? refusal(404, "Webhook endpoint not found.") : json(state.endpoints[index]);
    }),
    http.put("/api/webhook-endpoints/:id", async ({ request, params }) => {
      await seen(request);
      const index = find(params.id);
      if (index < 0) return refusal(404, "Webhook endpoint not found.");
      const parsed = v.safeParse(webhookEndpointUpdateSchema, await request.clone().json());
      if (!parsed.success) return firstIssue(parsed.issues);
      const refused = urlRefusal(parsed.output.url);
      if (refused) return refusal(400, refused, "url");
      const current = state.endpoints[index]!;
      const changes = Object.fromEntries(
        Object.entries(parsed.output).filter(([, value]) => value !== undefined),
      );
      const next: WebhookEndpoint = { ...current, ...changes, updatedAt: NOW };
      if (next.enabled || parsed.output.enabled === false) next.disabledReason = null;
      state.endpoints[index] = next;
      return json(next);
    }),
    http.delete("/api/webhook-endpoints/:id", async ({ request, params }) => {
      await seen(request);
      const index = find(params.id);
      if (index < 0) return refusal(404, "Webhook endpoint not found.");
      state.endpoints.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post("/api/webhook-endpoints/:id/rotate-secret", async ({ request, params }) => {
      await seen(request);
      const index = find(params.id);
      if (index < 0) return refusal(404, "Webhook endpoint not found.");
      const made = withSecret(
        { ...state.endpoints[index]!, previousSecretExpiresAt: at(24 * HOUR), updatedAt: NOW },
        nextSecret(),
      );
      const { secret: _shownOnce, ...kept } = made;
      state.endpoints[index] = kept;
      return json(made);
    }),
    http.post("/api/webhook-endpoints/:id/test", async ({ request, params }) => {
      await seen(request);
      if (find(params.id) < 0) return refusal(404, "Webhook endpoint not found.");
      return json({ attempt: answerNow(String(params.id)) });
    }),
    http.get("/api/webhook-endpoints/:id/deliveries", ({ request, params }) => {
      if (find(params.id) < 0) return refusal(404, "Webhook endpoint not found.");
      const url = new URL(request.url);
      const status = url.searchParams.get("status");
      const type = url.searchParams.get("eventType");
      const after = url.searchParams.get("startingAfter");
      const limit = Number(url.searchParams.get("limit") ?? 20);
      const matching = (state.logs[String(params.id)] ?? []).filter(
        (delivery) => (!status || delivery.status === status) && (!type || delivery.eventType === type),
      );
      const start = after ? matching.findIndex((delivery) => delivery.id === after) + 1 : 0;
      return json({ items: matching.slice(start, start + limit), hasMore: start + limit < matching.length });
    }),
    http.post("/api/webhook-deliveries/:id/retry", async ({ request, params }) => {
      await seen(request);
      for (const [endpointId, log] of Object.entries(state.logs)) {
        const delivery = log.find((item) => item.id === params.id);
        if (!delivery) continue;
        tryAgain(endpointId, delivery);
        return json(delivery);
      }
      return refusal(404, "Webhook delivery not found.");
    }),
    http.post("/api/webhook-endpoints/:id/replay", async ({ request, params }) => {
      await seen(request);
      const endpointId = String(params.id);
      if (find(endpointId) < 0) return refusal(404, "Webhook endpoint not found.");
      const parsed = v.safeParse(webhookReplaySchema, await request.clone().json());
      if (!parsed.success) return firstIssue(parsed.issues);
      const since = Date.parse(parsed.output.since);
      const replayed = (state.logs[endpointId] ?? []).filter(
        (delivery) => delivery.status === "failed" && Date.parse(delivery.createdAt) >= since,
      );
      for (const delivery of replayed) tryAgain(endpointId, delivery);
      return json({ count: replayed.length });
    }),
  ];
}
