import { and, eq, lt, type SQL, sql } from "drizzle-orm";
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

/**
 * The insert of a message, as part of a larger statement: one row for each row of `from`, each text passed
 * through `text` (which may complete it from those rows, as an invoice's number).
 */
export function enqueueMailFrom(message: MailMessage, text: (value: string) => SQL, from: SQL): SQL {
  return sql`insert into ${outbox} ("to", subject, text, html, links)
    select ${message.to}, ${text(message.subject)}, ${text(message.text)}, ${text(message.html)},
      ${JSON.stringify(message.links)}::jsonb
    from ${from}`;
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
