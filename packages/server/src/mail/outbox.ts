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
