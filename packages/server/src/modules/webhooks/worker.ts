import { OWNER_ROLE } from "@round/forms/schemas";
import type { Executor } from "../../db/client.ts";
import {
  claimDueDeliveries,
  type DeliveryResult,
  dispatchEvents,
  recordResults,
} from "../../db/sql/webhooks.ts";
import type { Deps } from "../../deps.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { webhookDisabledMail } from "../../mail/templates.ts";
import { decryptSecret } from "../../payments/secrets.ts";
import { eventsByIds, eventView } from "../events/index.ts";
import { accountName, ownerEmails } from "../identities/index.ts";
import { urlRefusal } from "./addresses.ts";
import { disableFailingEndpoint, type EndpointRow, endpointsByIds, markEndpointOutcome } from "./queries.ts";
import { type Attempted, sendAttempt } from "./sending.ts";

/** What a webhook secret is encrypted for (the purpose of its derived key). */
export const WEBHOOK_SECRET = "webhook-secret";
const EVENTS_PER_PASS = 500;
const DELIVERIES_PER_PASS = 100;

/** The secrets that sign for an endpoint now: its own, and the one before while a rotation overlaps. */
export function signingSecrets(deps: Deps, endpoint: EndpointRow, now: number): string[] {
  const secrets = [decryptSecret(deps.jwtKey, WEBHOOK_SECRET, endpoint.secret)];
  if (
    endpoint.previousSecret &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > now
  ) {
    secrets.push(decryptSecret(deps.jwtKey, WEBHOOK_SECRET, endpoint.previousSecret));
  }
  return secrets.filter((secret): secret is string => secret !== null);
}

/** What an attempt to an endpoint needs checked first: the secrets that sign, and whether its URL may be used. */
export interface Checked {
  secrets: string[];
  refusal: string | null;
}

/** The endpoint's secrets and its URL checked now (PLATFORM.md: again at each attempt). */
export async function checkEndpoint(deps: Deps, endpoint: EndpointRow): Promise<Checked> {
  return {
    secrets: signingSecrets(deps, endpoint, deps.clock.now()),
    refusal: await urlRefusal(endpoint.url, deps.config.webhooks.allowPrivate),
  };
}

/** One signed attempt to `endpoint` now (`checked` once for a pass's attempts to it, else here). */
export async function attemptTo(
  deps: Deps,
  endpoint: EndpointRow,
  id: string,
  body: string,
  checked?: Checked,
): Promise<Attempted> {
  const { secrets, refusal } = checked ?? (await checkEndpoint(deps, endpoint));
  return sendAttempt({
    url: endpoint.url,
    secrets,
    id,
    body,
    at: deps.clock.now(),
    timeoutMs: deps.config.webhooks.timeoutMs,
    refusal,
    allowPrivate: deps.config.webhooks.allowPrivate,
  });
}

/**
 * Settles what an attempt says about its endpoint: a success clears its failing mark, a failure sets it, and
 * an endpoint failing for `disableAfterMs` is turned off with an email to the account's owners (PLATFORM.md).
 */
export async function settleEndpoint(deps: Deps, tx: Executor, endpoint: EndpointRow, ok: boolean, at: Date) {
  const marked = await markEndpointOutcome(tx, endpoint.id, ok, at);
  if (!marked?.failingSince || !marked.enabled) return;
  if (at.getTime() - marked.failingSince.getTime() < deps.config.webhooks.disableAfterMs) return;
  if (!(await disableFailingEndpoint(tx, endpoint.id, at))) return;
  const name = (await accountName(tx, endpoint.roundAccountId)) ?? "your account";
  for (const to of await ownerEmails(tx, endpoint.roundAccountId, OWNER_ROLE)) {
    await enqueueMail(
      tx,
      webhookDisabledMail({
        to,
        accountName: name,
        url: endpoint.url,
        since: `${marked.failingSince.toISOString().slice(0, 16).replace("T", " ")} UTC`,
        settingsLink: `${deps.config.appUrl}/settings/developers`,
      }),
    );
  }
  deps.mail.wake();
  deps.log.warn(`Turned off webhook endpoint ${endpoint.id}: every delivery failed for 3 days`);
}

/** The delivery's schedule after a scheduled attempt (or a replay's one attempt). */
function scheduleAfter(
  deps: Deps,
  claimed: { scheduled: number; replay: boolean },
  attempt: Attempted,
): Pick<DeliveryResult, "status" | "scheduled" | "nextAttemptAt"> {
  if (attempt.ok)
    return {
      status: "succeeded",
      scheduled: claimed.scheduled + (claimed.replay ? 0 : 1),
      nextAttemptAt: null,
    };
  if (claimed.replay) return { status: "failed", scheduled: claimed.scheduled, nextAttemptAt: null };
  const scheduled = claimed.scheduled + 1;
  const delays = deps.config.webhooks.retryDelaysMs;
  if (scheduled > delays.length) return { status: "failed", scheduled, nextAttemptAt: null };
  const next = new Date(Date.parse(attempt.at) + delays[scheduled - 1]!);
  return { status: "pending", scheduled, nextAttemptAt: next.toISOString() };
}

/**
 * Delivers the account's events to their webhook endpoints (PLATFORM.md, "Webhooks"): an outbox read from the
 * committed events. Each pass marks new events dispatched and makes their deliveries in one statement, then
 * claims due deliveries under a lease (no other instance sends them meanwhile), sends them side by side and
 * records every attempt with its next one. A crash loses nothing: undispatched events and unfinished
 * deliveries are still there, and a lease lapses.
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly deps: Deps) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error) => this.deps.log.error("Webhook worker failed", { error }))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else this.schedule();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass now (tests): dispatches the new events and sends what is due; answers the attempts made. */
  async runOnce(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const { dispatched, sent } = await this.pass();
      attempts += sent;
      if (dispatched === 0 && sent === 0) return attempts;
    }
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.wake(), this.deps.config.webhooks.pollMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const { dispatched, sent } = await this.pass();
      if ((dispatched === 0 && sent === 0) || this.stopped) return;
    }
  }

  private async pass(): Promise<{ dispatched: number; sent: number }> {
    const { db, clock, config } = this.deps;
    const dispatched = await dispatchEvents(db, EVENTS_PER_PASS, clock.date());
    const now = clock.now();
    const claimed = await claimDueDeliveries(
      db,
      DELIVERIES_PER_PASS,
      new Date(now),
      new Date(now + config.webhooks.leaseMs),
    );
    if (claimed.length > 0) await this.send(claimed);
    return { dispatched, sent: claimed.length };
  }

  private async send(claimed: Awaited<ReturnType<typeof claimDueDeliveries>>): Promise<void> {
    const { db, clock } = this.deps;
    const [endpoints, events] = await Promise.all([
      endpointsByIds(db, [...new Set(claimed.map((row) => row.endpointId))]),
      eventsByIds(db, [...new Set(claimed.map((row) => row.eventId))]),
    ]);
    const endpointOf = new Map(endpoints.map((row) => [row.id, row]));
    const bodies = new Map(events.map((row) => [row.id, JSON.stringify(eventView(row))]));
    // Each endpoint checked once for the pass: every attempt of the pass is made at the same moment.
    const checked = new Map(
      await Promise.all(endpoints.map(async (row) => [row.id, await checkEndpoint(this.deps, row)] as const)),
    );
    const results = await Promise.all(
      claimed.map(async (delivery) => {
        const endpoint = endpointOf.get(delivery.endpointId)!;
        const body = bodies.get(delivery.eventId) ?? "{}";
        const attempt = await attemptTo(
          this.deps,
          endpoint,
          delivery.eventId,
          body,
          checked.get(endpoint.id),
        );
        return { delivery, endpoint, attempt };
      }),
    );
    const outcomes = new Map<string, boolean>();
    for (const { endpoint, attempt } of results)
      outcomes.set(endpoint.id, outcomes.get(endpoint.id) || attempt.ok);
    await db.transaction(async (tx) => {
      await recordResults(
        tx,
        results.map(({ delivery, attempt }) => {
          const { ok: _ok, ...stored } = attempt;
          return { id: delivery.id, attempt: stored, ...scheduleAfter(this.deps, delivery, attempt) };
        }),
      );
      const at = clock.date();
      for (const [id, ok] of outcomes) await settleEndpoint(this.deps, tx, endpointOf.get(id)!, ok, at);
    });
  }
}
