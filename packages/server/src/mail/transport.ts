import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema/index.ts";
import type { Logger } from "../log.ts";
import { keepInDevMailbox } from "./dev-mailbox.ts";

/** A message taken from the outbox. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Delivers one message and marks it sent; throws when delivery failed (the worker retries later). */
export type Transport = (message: OutboxMessage) => Promise<void>;

/**
 * A delivered message, as the outbox keeps it: who, what subject and when, without its body and links.
 * They hold live one-time links (confirmation, reset, invitation), which must not outlive the sending.
 */
const delivered = () => ({
  status: "sent" as const,
  sentAt: new Date(),
  lockedUntil: null,
  lastError: null,
  text: "",
  html: "",
  links: [] as string[],
});

/** SMTP_URL unset: the message goes to the dev mailbox (GET /dev/mail), and its links to the log. */
export function devMailboxTransport(db: Db, log: Logger): Transport {
  return async (message) => {
    await db.transaction(async (tx) => {
      // outbox_id is unique: delivering the same message twice (after a crash) keeps one copy.
      await keepInDevMailbox(tx, message);
      // The developer's inbox keeps the message; the outbox row is cleared as after an SMTP delivery.
      await tx.update(outbox).set(delivered()).where(eq(outbox.id, message.id));
    });
    log.info(`Mail to ${message.to}: "${message.subject}"`);
    for (const link of message.links) log.info(`  link: ${link}`);
  };
}

/** SMTP_URL set: nodemailer sends it (smtp://user:pass@host:port, smtps://… for TLS). */
export async function smtpTransport(
  db: Db,
  smtpUrl: string,
  log: Logger,
): Promise<Transport & { close(): void }> {
  const { createTransport } = await import("nodemailer");
  const transporter = createTransport(smtpUrl, { from: fromAddress(smtpUrl) });
  const send = async (message: OutboxMessage) => {
    await transporter.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<outbox-${message.id}@round.local>`,
    });
    await db.update(outbox).set(delivered()).where(eq(outbox.id, message.id));
    log.info(`Mail sent to ${message.to}: "${message.subject}"`);
  };
  return Object.assign(send, { close: () => transporter.close() });
}

/** `from` may be given as a query parameter of SMTP_URL; otherwise Round <no-reply@host>. */
function fromAddress(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return url.searchParams.get("from") ?? `Round <no-reply@${url.hostname || "localhost"}>`;
  } catch {
    return "Round <no-reply@localhost>";
  }
}
