/**
 * The audit log in memory (`/api/audit-log` and its CSV export), answering as PLATFORM.md says the server
 * does: the filters (actor, actor type, resource type and id, action, from and to), newest first, cursor
 * paging by `startingAfter`; with the account's members and API keys the Actor filter offers. Made fresh for
 * each story run (inside `mockApi`).
 */
import type { ApiKey, AuditEntry } from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";
import type { Member } from "../../../packages/app/src/api/members";
import { acmeMembers } from "./fixtures";
import type { RequestSpy } from "./handlers";

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });

const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1";

const grace = { type: "user", id: "user-grace", name: "Grace Hopper" } as const;
const jordan = { type: "user", id: "user-jordan", name: "Jordan Lee" } as const;
const barbara = { type: "user", id: "user-barbara", name: "Barbara Liskov" } as const;
const production = { type: "api_key", id: "key-production", name: "Production server" } as const;
const importer = { type: "api_key", id: "key-usage", name: "Usage importer" } as const;
const round = { type: "system", id: null, name: "Round" } as const;

/** The account's two API keys, as `GET /api/api-keys` lists them. */
export const auditKeys: ApiKey[] = [
  {
    id: "key-production",
    name: "Production server",
    scopes: ["customers:write", "subscriptions:write"],
    prefix: "rnd_sk_4eC39",
    last4: "p7dc",
    createdAt: "2026-02-10T10:00:00.000Z",
    expiresAt: null,
    lastUsedAt: "2026-03-02T08:15:00.000Z",
    createdBy: { id: "user-grace", name: "Grace Hopper" },
  },
  {
    id: "key-usage",
    name: "Usage importer",
    scopes: ["usage:write", "customers:write"],
    prefix: "rnd_sk_Hq9Lm",
    last4: "Zq9m",
    createdAt: "2026-02-20T08:30:00.000Z",
    expiresAt: "2026-12-31T23:59:59.999Z",
    lastUsedAt: "2026-02-28T14:10:00.000Z",
    createdBy: { id: "user-jordan", name: "Jordan Lee" },
  },
];

/** From a person's browser: where it came from and the request that made it. */
const fromBrowser = (ip: string, userAgent: string, requestId: string) => ({ ip, userAgent, requestId });
/** From a server with an API key. */
const fromServer = (requestId: string) => ({ ip: "198.51.100.40", userAgent: "round-node/2.4.0", requestId });
/** Round's own steps (the billing run, dunning): no request behind them. */
const fromRound = { ip: null, userAgent: null, requestId: null };

/** Ten entries of a week at Acme, newest first: people, API keys and Round itself, on many kinds of record. */
export const auditEntries: AuditEntry[] = [
  {
    id: "aud-0010",
    occurredAt: "2026-03-02T08:42:17.000Z",
    actor: grace,
    action: "subscription.cancel",
    resourceType: "subscription",
    resourceId: "sub-ada-starter",
    changes: {
      status: ["active", "cancelled"],
      cancelAt: [null, "2026-04-02T00:00:00.000Z"],
      cancelReason: [null, "Moving to another provider"],
    },
    ...fromBrowser("203.0.113.7", MAC, "req_8f2c1e0b7a"),
  },
  {
    id: "aud-0009",
    occurredAt: "2026-03-02T08:15:03.000Z",
    actor: production,
    action: "customer.update",
    resourceType: "customer",
    resourceId: "cus-ada",
    changes: {
      email: ["ada@analytical.example", "ada@lovelace.example"],
      billingAddress: [
        { line1: "12 Analytical Row", city: "London", zip: "N1 7GU", country: "GB" },
        { line1: "4 rue des Moteurs", city: "Paris", zip: "75011", country: "FR" },
      ],
    },
    ...fromServer("req_51d0aa93c4"),
  },
  {
    id: "aud-0008",
    occurredAt: "2026-03-02T07:00:00.000Z",
    actor: round,
    action: "invoice.finalize",
    resourceType: "invoice",
    resourceId: "inv-0042",
    changes: {
      status: ["draft", "open"],
      number: [null, "INV-000042"],
      dueDate: [null, "2026-04-01"],
    },
    ...fromRound,
  },
  {
    id: "aud-0007",
    occurredAt: "2026-03-01T17:30:44.000Z",
    actor: jordan,
    action: "api_key.roll",
    resourceType: "api_key",
    resourceId: "key-usage",
    changes: { last4: ["X2aa", "Zq9m"], previousSecretExpiresAt: [null, "2026-03-02T17:30:44.000Z"] },
    ...fromBrowser("198.51.100.23", IPHONE, "req_0c77e2d9b1"),
  },
  {
    id: "aud-0006",
    occurredAt: "2026-03-01T16:05:12.000Z",
    actor: grace,
    action: "plan.update",
    resourceType: "plan",
    resourceId: "plan-growth",
    changes: { trialPeriod: [7, 14], description: ["Forecasts", "Forecasts and exports"] },
    ...fromBrowser("203.0.113.7", MAC, "req_a4e9b3f102"),
  },
  {
    id: "aud-0005",
    occurredAt: "2026-03-01T12:00:00.000Z",
    actor: round,
    action: "subscription.renew",
    resourceType: "subscription",
    resourceId: "sub-jordan-growth",
    changes: {
      currentTermStart: ["2026-02-01", "2026-03-01"],
      currentTermEnd: ["2026-03-01", "2026-04-01"],
      termsBilled: [1, 2],
    },
    ...fromRound,
  },
  {
    id: "aud-0004",
    occurredAt: "2026-03-01T09:20:31.000Z",
    actor: barbara,
    action: "member.role_change",
    resourceType: "member",
    resourceId: "user-jordan",
    changes: { role: ["Viewer", "Developer"] },
    ...fromBrowser("192.0.2.14", MAC, "req_f1b26c8e44"),
  },
  {
    id: "aud-0003",
    occurredAt: "2026-02-28T14:10:09.000Z",
    actor: importer,
    action: "customer.create",
    resourceType: "customer",
    resourceId: "cus-babbage",
    changes: {
      email: [null, "charles@babbage.example"],
      firstName: [null, "Charles"],
      lastName: [null, "Babbage"],
      company: [null, "Difference Engines Ltd"],
      currency: [null, "GBP"],
    },
    ...fromServer("req_3b8d0f6a21"),
  },
  {
    id: "aud-0002",
    occurredAt: "2026-02-27T15:45:00.000Z",
    actor: grace,
    action: "coupon.archive",
    resourceType: "coupon",
    resourceId: "coupon-launch50",
    changes: { status: ["active", "archived"] },
    ...fromBrowser("203.0.113.7", MAC, "req_9e03d1c5b8"),
  },
  {
    id: "aud-0001",
    occurredAt: "2026-02-26T10:02:55.000Z",
    actor: jordan,
    action: "test_clock.advance",
    resourceType: "test_clock",
    resourceId: "clock-renewals",
    changes: {
      frozenTime: ["2026-02-26T00:00:00.000Z", "2026-03-26T00:00:00.000Z"],
      status: ["ready", "advancing"],
    },
    ...fromBrowser("198.51.100.23", IPHONE, "req_6a5f4e3d2c"),
  },
];

/** A plan edited field by field in one save: fifteen changes, some of them objects. */
export const longChangeEntry: AuditEntry = {
  id: "aud-long",
  occurredAt: "2026-03-02T08:55:00.000Z",
  actor: grace,
  action: "plan.update",
  resourceType: "plan",
  resourceId: "plan-enterprise",
  changes: {
    name: ["Enterprise", "Enterprise 2026"],
    description: ["For large teams", "For large teams, with SSO, audit exports and a named manager"],
    billingPeriod: ["monthly", "yearly"],
    billingCycles: [null, 3],
    trialPeriod: [14, 30],
    isMetered: [false, true],
    status: ["inactive", "active"],
    showInCheckout: [false, true],
    showInPortal: [false, true],
    allowUpgrade: [true, true],
    allowDowngrade: [true, false],
    allowCancellation: [true, false],
    features: [
      [{ name: "Seats", value: 50 }],
      [
        { name: "Seats", value: 200 },
        { name: "SSO", value: true },
      ],
    ],
    usageMetrics: [[], [{ metricName: "API calls", pricePerUnit: 0.002, includedQuantity: 100000 }]],
    customFields: [{ tier: "gold" }, null],
  },
  ...fromBrowser("203.0.113.7", MAC, "req_c0ffee1234"),
};

/** `count` entries a minute apart, newest first, in turn by a person, an API key and Round. */
export function manyAuditEntries(count: number): AuditEntry[] {
  const actors = [grace, production, round] as const;
  return Array.from({ length: count }, (_, index) => {
    const actor = actors[index % actors.length]!;
    return {
      id: `aud-${String(1000 + count - index)}`,
      occurredAt: new Date(Date.parse("2026-03-02T08:59:00.000Z") - index * 60_000).toISOString(),
      actor,
      action: "customer.update",
      resourceType: "customer",
      resourceId: `cus-${String(index + 1).padStart(3, "0")}`,
      changes: { tags: [["trial"], ["trial", `batch-${index + 1}`]] },
      ...(actor.type === "system" ? fromRound : fromServer(`req_many_${index}`)),
    };
  });
}

/** The entries a query's filters keep (`from` and `to` inclusive). */
function matching(entries: readonly AuditEntry[], url: URL): AuditEntry[] {
  const get = (name: string) => url.searchParams.get(name) ?? "";
  const from = get("from") ? Date.parse(get("from")) : Number.NEGATIVE_INFINITY;
  const to = get("to") ? Date.parse(get("to")) : Number.POSITIVE_INFINITY;
  return entries.filter((entry) => {
    const at = Date.parse(entry.occurredAt);
    return (
      (!get("actorId") || entry.actor.id === get("actorId")) &&
      (!get("actorType") || entry.actor.type === get("actorType")) &&
      (!get("resourceType") || entry.resourceType === get("resourceType")) &&
      (!get("resourceId") || entry.resourceId === get("resourceId")) &&
      (!get("action") || entry.action === get("action")) &&
      at >= from &&
      at <= to
    );
  });
}

const csvCell = (value: unknown) => {
  const text =
    value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function auditBackend({
  entries = auditEntries,
  members = acmeMembers,
  keys = auditKeys,
  exportGate,
  spy,
}: {
  /** The account's entries, newest first. */
  entries?: AuditEntry[];
  members?: Member[];
  keys?: ApiKey[];
  /** The export answers once this settles (a story sees it downloading meanwhile). */
  exportGate?: Promise<unknown>;
  /** Sees each read of the log and each export (path and query). */
  spy?: RequestSpy;
} = {}) {
  const seen = (request: Request) => {
    const url = new URL(request.url);
    spy?.({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get("Authorization"),
      body: null,
    });
    return url;
  };
  return [
    http.get("/api/members", () =>
      json({ items: members, totalCount: members.length, pageNumber: 1, pageSize: 100, totalPages: 1 }),
    ),
    http.get("/api/api-keys", () => json(keys)),
    http.get("/api/audit-log", ({ request }) => {
      const url = seen(request);
      const after = url.searchParams.get("startingAfter");
      const limit = Number(url.searchParams.get("limit") ?? 20);
      const found = matching(entries, url);
      const start = after ? found.findIndex((entry) => entry.id === after) + 1 : 0;
      return json({ items: found.slice(start, start + limit), hasMore: start + limit < found.length });
    }),
    http.get("/api/audit-log/export", async ({ request }) => {
      const url = seen(request);
      await exportGate;
      const header = "id,occurredAt,actorType,actorId,actorName,action,resourceType,resourceId,changes";
      const rows = matching(entries, url).map((entry) =>
        [
          entry.id,
          entry.occurredAt,
          entry.actor.type,
          entry.actor.id,
          entry.actor.name,
          entry.action,
          entry.resourceType,
          entry.resourceId,
          entry.changes,
        ]
          .map(csvCell)
          .join(","),
      );
      return new HttpResponse(`${[header, ...rows].join("\r\n")}\r\n`, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="audit-log.csv"',
        },
      });
    }),
  ];
}
