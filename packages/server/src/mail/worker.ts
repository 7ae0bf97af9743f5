import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { MailTiming } from "../config.ts";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema/index.ts";
import type { Logger } from "../log.ts";
import type { OutboxMessage, Transport } from "./transport.ts";

const BATCH = 10;

/**
 * Delivers the outbox: woken after every commit that queued mail, and polling besides (other instances
 * queue mail too). A message is claimed for `claimMs`, so a crash mid-delivery only delays it; a failure
 * is retried with exponential backoff, forever: nothing is dropped.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly timing: MailTiming,
    private readonly log: Logger,
  ) {}

  /**
   * Starts polling. The first look is one poll interval away, so that a starting server answers requests
   * before it works through mail left from before a restart; mail queued from now on wakes it at once.
   */
  start(): void {
    this.stopped = false;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), this.timing.pollMs);
    this.timer.unref();
  }

  /** Looks for due messages now (called after a transaction that queued mail commits). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error) => this.log.error("Mail worker failed", { error }))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.timing.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Stops polling and waits for a delivery in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return;
      await Promise.all(batch.map((message) => this.deliver(message)));
      if (this.stopped) return;
    }
  }

  private async claim(): Promise<(OutboxMessage & { attempts: number })[]> {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)),
          and(eq(outbox.status, "sending"), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(outbox.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return this.db
      .update(outbox)
      .set({
        status: "sending",
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${this.timing.claimMs / 1000})`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        html: outbox.html,
        links: outbox.links,
        attempts: outbox.attempts,
      });
  }

  private async deliver(message: OutboxMessage & { attempts: number }): Promise<void> {
    try {
      await this.transport(message);
    } catch (error) {
      const delay = Math.min(
        this.timing.backoffMaxMs,
        this.timing.backoffBaseMs * 2 ** (message.attempts - 1),
      );
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn(
        `Mail to ${message.to} failed (attempt ${message.attempts}); retrying in ${Math.round(delay / 1000)} s`,
        {
          reason,
        },
      );
      await this.db
        .update(outbox)
        .set({
          status: "pending",
          lockedUntil: null,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(eq(outbox.id, message.id));
    }
  }
}
