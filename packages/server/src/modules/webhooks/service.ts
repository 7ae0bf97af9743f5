import { randomUUID } from "node:crypto";
import {
  isEventPattern,
  type WebhookEndpointCreate,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
} from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Executor } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { notFound, recordId, validationFailed } from "../../http/errors.ts";
import { isUuid } from "../../http/validation.ts";
import { encryptSecret } from "../../payments/secrets.ts";
import { type Changes, createdChanges, deletedChanges, differences, recordAudit } from "../audit/index.ts";
import { eventsByIds, eventView } from "../events/index.ts";
import { loadTenant } from "../identities/index.ts";
import { urlRefusal } from "./addresses.ts";
import {
  addManualAttempt,
  deleteEndpoint,
  deliveryOf,
  deliveryPage,
  endpointOf,
  endpointsOf,
  insertEndpoint,
  queueReplay,
  updateEndpoint,
} from "./queries.ts";
import { newWebhookSecret, secretPrefixOf } from "./signing.ts";
import { deliveryView, endpointView } from "./views.ts";
import { attemptTo, settleEndpoint, WEBHOOK_SECRET } from "./worker.ts";

const ENDPOINT_NOT_FOUND = "Webhook endpoint not found.";
const DELIVERY_NOT_FOUND = "Webhook delivery not found.";
/** After a rotation the old secret signs this long too (PLATFORM.md: 24 h). */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
export const DELIVERIES_DEFAULT_LIMIT = 20;
export const DELIVERIES_MAX_LIMIT = 100;

const refuse = (field: string, description: string) =>
  validationFailed([{ code: "INVALID_FORMAT", description, field }]);

export interface DeliveryListQuery {
  roundAccountId?: string | undefined;
  status?: string | undefined;
  eventType?: string | undefined;
  limit?: string | undefined;
  startingAfter?: string | undefined;
}

/** Webhook endpoints and their deliveries (PLATFORM.md, "Webhooks"), managed with `manageDevelopers`. */
export function webhookService(deps: Deps) {
  const { db, clock, config } = deps;
  const tenantOf = (claims: AccessClaims, roundAccountId: string | undefined) =>
    loadTenant(db, claims, roundAccountId, "manageDevelopers");

  async function checkUrl(url: string): Promise<void> {
    const refusal = await urlRefusal(url, config.webhooks.allowPrivate);
    if (refusal) throw refuse("url", refusal);
  }

  const audit = (tx: Executor, accountId: string, action: string, resourceId: string, changes: Changes) =>
    recordAudit(tx, [
      { accountId, action, resourceType: "webhook_endpoint", resourceId, changes, at: clock.date() },
    ]);

  async function requireEndpoint(accountId: string, id: string, lock = false) {
    const found = await endpointOf(db, accountId, recordId(id, ENDPOINT_NOT_FOUND), lock);
    if (!found) throw notFound(ENDPOINT_NOT_FOUND);
    return found;
  }

  return {
    async list(claims: AccessClaims, roundAccountId: string | undefined) {
      const tenant = await tenantOf(claims, roundAccountId);
      return (await endpointsOf(db, tenant.accountId)).map((row) => endpointView(row, clock.now()));
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await tenantOf(claims, roundAccountId);
      return endpointView(await requireEndpoint(tenant.accountId, id), clock.now());
    },

    async create(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      body: WebhookEndpointCreate,
    ): Promise<WebhookEndpointWithSecret> {
      const tenant = await tenantOf(claims, roundAccountId);
      await checkUrl(body.url);
      const secret = newWebhookSecret();
      const now = clock.date();
      return db.transaction(async (tx) => {
        const row = await insertEndpoint(tx, {
          roundAccountId: tenant.accountId,
          url: body.url,
          description: body.description ?? null,
          enabledEvents: body.enabledEvents,
          enabled: body.enabled,
          secret: encryptSecret(deps.jwtKey, WEBHOOK_SECRET, secret),
          secretPrefix: secretPrefixOf(secret),
          createdAt: now,
          updatedAt: now,
        });
        const view = endpointView(row, clock.now());
        await audit(tx, tenant.accountId, "webhook_endpoint.create", row.id, createdChanges(view));
        return { ...view, secret };
      });
    },

    async update(
      claims: AccessClaims,
      roundAccountId: string | undefined,
      id: string,
      body: WebhookEndpointUpdate,
    ) {
      const tenant = await tenantOf(claims, roundAccountId);
      if (body.url !== undefined) await checkUrl(body.url);
      return db.transaction(async (tx) => {
        const found = await endpointOf(tx, tenant.accountId, recordId(id, ENDPOINT_NOT_FOUND), true);
        if (!found) throw notFound(ENDPOINT_NOT_FOUND);
        const turnedOn = body.enabled === true && !found.enabled;
        const row = await updateEndpoint(tx, found.id, {
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.enabledEvents !== undefined ? { enabledEvents: body.enabledEvents } : {}),
          ...(body.enabled !== undefined ? { enabled: body.enabled, disabledReason: null } : {}),
          // Turned on again: its failing days count afresh.
          ...(turnedOn ? { failingSince: null } : {}),
          updatedAt: clock.date(),
        });
        const view = endpointView(row, clock.now());
        await audit(
          tx,
          tenant.accountId,
          "webhook_endpoint.update",
          row.id,
          differences(endpointView(found, clock.now()), view),
        );
        return view;
      });
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await tenantOf(claims, roundAccountId);
      await db.transaction(async (tx) => {
        const found = await endpointOf(tx, tenant.accountId, recordId(id, ENDPOINT_NOT_FOUND), true);
        if (!found || !(await deleteEndpoint(tx, tenant.accountId, found.id)))
          throw notFound(ENDPOINT_NOT_FOUND);
        await audit(
          tx,
          tenant.accountId,
          "webhook_endpoint.delete",
          found.id,
          deletedChanges(endpointView(found, clock.now())),
        );
      });
    },

    /** A new secret; the one before signs too for 24 hours (both signatures are sent). */
    async rotate(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await tenantOf(claims, roundAccountId);
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const found = await endpointOf(tx, tenant.accountId, recordId(id, ENDPOINT_NOT_FOUND), true);
        if (!found) throw notFound(ENDPOINT_NOT_FOUND);
        const now = clock.now();
        const row = await updateEndpoint(tx, found.id, {
          secret: encryptSecret(deps.jwtKey, WEBHOOK_SECRET, secret),
          secretPrefix: secretPrefixOf(secret),
          previousSecret: found.secret,
          previousSecretExpiresAt: new Date(now + ROTATION_OVERLAP_MS),
          updatedAt: new Date(now),
        });
        const view = endpointView(row, now);
        await audit(
          tx,
          tenant.accountId,
          "webhook_endpoint.rotate_secret",
          row.id,
          differences(endpointView(found, now), view),
        );
        return { ...view, secret };
      });
    },

    async deliveries(claims: AccessClaims, id: string, query: DeliveryListQuery) {
      const tenant = await tenantOf(claims, query.roundAccountId);
      const endpoint = await requireEndpoint(tenant.accountId, id);
      if (query.status && !["pending", "succeeded", "failed"].includes(query.status)) {
        throw refuse("status", "status must be one of: pending, succeeded, failed");
      }
      if (query.eventType && !isEventPattern(query.eventType)) {
        throw refuse("eventType", `Unknown event type: ${query.eventType}`);
      }
      let limit = DELIVERIES_DEFAULT_LIMIT;
      if (query.limit !== undefined) {
        limit = /^\d+$/.test(query.limit) ? Number(query.limit) : Number.NaN;
        if (!(limit >= 1 && limit <= DELIVERIES_MAX_LIMIT)) {
          throw refuse("limit", `limit must be a whole number from 1 to ${DELIVERIES_MAX_LIMIT}`);
        }
      }
      let before: { createdAt: Date; id: string } | undefined;
      if (query.startingAfter) {
        const cursor = isUuid(query.startingAfter)
          ? await deliveryOf(db, tenant.accountId, query.startingAfter.toLowerCase())
          : undefined;
        if (!cursor || cursor.endpointId !== endpoint.id) {
          throw refuse("startingAfter", `No such delivery: ${query.startingAfter}`);
        }
        before = { createdAt: cursor.createdAt, id: cursor.id };
      }
      const rows = await deliveryPage(db, endpoint.id, {
        status: query.status,
        eventType: query.eventType,
        before,
        limit: limit + 1,
      });
      return { items: rows.slice(0, limit).map(deliveryView), hasMore: rows.length > limit };
    },

    /** One attempt now, beside the schedule (which goes on as it was); a success settles the delivery. */
    async retry(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await tenantOf(claims, roundAccountId);
      const delivery = await deliveryOf(db, tenant.accountId, recordId(id, DELIVERY_NOT_FOUND));
      if (!delivery) throw notFound(DELIVERY_NOT_FOUND);
      const endpoint = await requireEndpoint(tenant.accountId, delivery.endpointId);
      const [event] = await eventsByIds(db, [delivery.eventId]);
      const attempt = await attemptTo(
        deps,
        endpoint,
        delivery.eventId,
        event ? JSON.stringify(eventView(event)) : "{}",
      );
      const { ok, ...stored } = attempt;
      return db.transaction(async (tx) => {
        const row = await addManualAttempt(tx, delivery.id, stored, ok);
        await settleEndpoint(deps, tx, endpoint, ok, clock.date());
        const after = deliveryView(row);
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "webhook_delivery.retry",
            resourceType: "webhook_delivery",
            resourceId: delivery.id,
            changes: differences(deliveryView(delivery), after),
            at: clock.date(),
          },
        ]);
        return after;
      });
    },

    /** Every failed delivery of an event made since `since`, tried once more now (by the worker). */
    async replay(claims: AccessClaims, roundAccountId: string | undefined, id: string, since: string) {
      const tenant = await tenantOf(claims, roundAccountId);
      const endpoint = await requireEndpoint(tenant.accountId, id);
      const from = new Date(since.length === 10 ? `${since}T00:00:00Z` : since);
      const count = await db.transaction(async (tx) => {
        const queued = await queueReplay(tx, endpoint.id, from, clock.date());
        await recordAudit(tx, [
          {
            accountId: tenant.accountId,
            action: "webhook_endpoint.replay",
            resourceType: "webhook_endpoint",
            resourceId: endpoint.id,
            changes: { replay: [null, { since: from.toISOString(), count: queued }] },
            at: clock.date(),
          },
        ]);
        return queued;
      });
      if (count > 0) deps.webhooks.wake();
      return { count };
    },

    /** Sends a `ping` event now (not one of the account's events) and answers the attempt. */
    async test(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await tenantOf(claims, roundAccountId);
      const endpoint = await requireEndpoint(tenant.accountId, id);
      const eventId = randomUUID();
      const body = JSON.stringify({
        id: eventId,
        type: "ping",
        createdAt: clock.date().toISOString(),
        sequence: null,
        testClockId: null,
        data: { object: { endpointId: endpoint.id } },
      });
      const { ok: _ok, ...attempt } = await attemptTo(deps, endpoint, eventId, body);
      // Nothing of the account changes; the test event sent is on record all the same.
      await recordAudit(db, [
        {
          accountId: tenant.accountId,
          action: "webhook_endpoint.test",
          resourceType: "webhook_endpoint",
          resourceId: endpoint.id,
          changes: { ping: [null, { eventId, statusCode: attempt.statusCode }] },
          at: clock.date(),
        },
      ]);
      return { attempt };
    },
  };
}
