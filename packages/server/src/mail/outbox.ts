import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/client.ts";
import { outbox } from "../db/schema/index.ts";
import type { MailMessage } from "./templates.ts";

/** Queues a message in the caller's transaction: it is sent only if the change it announces commits. */
export async function enqueueMail(tx: Executor, message: MailMessage): Promise<void> {
  await tx.insert(outbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    links: message.links,
  });
}

/** Deletes delivered mail older than `keepMs` (its text was cleared at delivery); answers how many. */
export async function sweepDeliveredMail(ex: Executor, keepMs: number): Promise<number> {
  const deleted = await ex
    .delete(outbox)
    .where(
      and(eq(outbox.status, "sent"), lt(outbox.sentAt, sql`now() - make_interval(secs => ${keepMs / 1000})`)),
    )
    .returning({ id: outbox.id });
  return deleted.length;
}
