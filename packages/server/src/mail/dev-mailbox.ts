import { desc, eq } from "drizzle-orm";
import type { Db, Executor } from "../db/client.ts";
import { devMail } from "../db/schema/index.ts";
import type { OutboxMessage } from "./transport.ts";

// The dev mailbox (the dev_mail table): where mail is delivered while SMTP_URL is unset, read by /dev/mail.

/** Keeps a copy of the message; delivering the same message twice (after a crash) keeps one copy. */
export async function keepInDevMailbox(ex: Executor, message: OutboxMessage): Promise<void> {
  await ex
    .insert(devMail)
    .values({
      outboxId: message.id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      links: message.links,
    })
    .onConflictDoNothing({ target: devMail.outboxId });
}

/** The newest `limit` messages delivered (to `to` only, when given), newest first. */
export function devMailMessages(db: Db, query: { to?: string | undefined; limit: number }) {
  return db
    .select({
      id: devMail.id,
      to: devMail.to,
      subject: devMail.subject,
      text: devMail.text,
      html: devMail.html,
      links: devMail.links,
      createdAt: devMail.createdAt,
    })
    .from(devMail)
    .where(query.to ? eq(devMail.to, query.to) : undefined)
    .orderBy(desc(devMail.id))
    .limit(query.limit);
}

/** A message's HTML part, if there is such a message. */
export async function devMailHtml(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ html: devMail.html }).from(devMail).where(eq(devMail.id, id));
  return row?.html;
}
