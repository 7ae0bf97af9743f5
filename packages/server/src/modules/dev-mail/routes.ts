import type { Context } from "hono";
import * as v from "valibot";
import type { Db } from "../../db/client.ts";
import { type Api, param } from "../../http/api.ts";
import { isLoopbackAddress, isLoopbackHost } from "../../http/client-ip.ts";
import type { AppEnv } from "../../http/env.ts";
import { forbidden, notFound } from "../../http/errors.ts";
import { devMailHtml, devMailMessages } from "../../mail/dev-mailbox.ts";
import { DEV_MAIL_PAGE_CSP, devMailPage } from "./page.ts";

const tag = "Dev mailbox";

const messageSchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  links: v.array(v.string()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});

const listQuery = v.object({
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase())),
  limit: v.pipe(
    v.optional(v.string(), "200"),
    v.transform(Number),
    v.number("limit must be a number"),
    v.integer("limit must be a whole number"),
    v.minValue(1, "limit must be at least 1"),
    v.maxValue(1000, "limit must be at most 1000"),
  ),
});

export const DEV_MAIL_LOCAL_ONLY =
  "The dev mailbox answers only requests from the machine the server runs on (127.0.0.1 or ::1).";

/** The dev mailbox: only while SMTP_URL is unset, mail delivered "into" the database is read here. */
export function devMailRoutes(api: Api, db: Db, host: string): void {
  // Its messages hold live sign-up and password-reset links: a server that other machines can reach
  // shows them to this machine only.
  const everyone = isLoopbackHost(host);
  const guard = (c: Context<AppEnv>) => {
    if (!everyone && !isLoopbackAddress(c.get("clientIp"))) throw forbidden(DEV_MAIL_LOCAL_ONLY);
  };
  api.get(
    "/dev/mail/messages",
    {
      tag,
      summary: "Delivered messages, newest first (only while SMTP_URL is unset)",
      query: listQuery,
      response: v.array(messageSchema),
      errors: { 403: DEV_MAIL_LOCAL_ONLY },
    },
    async (c, { query }) => {
      guard(c);
      return c.json(await devMailMessages(db, query));
    },
  );
  api.get(
    "/dev/mail/messages/:id/html",
    {
      tag,
      summary: "A message's HTML part, as it would be displayed (framed by /dev/mail)",
      errors: { 403: DEV_MAIL_LOCAL_ONLY, 404: "No such message" },
    },
    async (c) => {
      guard(c);
      const id = Number(param(c, "id"));
      const html = Number.isSafeInteger(id) ? await devMailHtml(db, id) : undefined;
      if (html === undefined) throw notFound("Message not found.");
      return c.html(html, 200, {
        // Mail HTML is inline-styled and has no scripts; only /dev/mail may frame it.
        "Content-Security-Policy":
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'",
        "X-Frame-Options": "SAMEORIGIN",
      });
    },
  );
  api.get(
    "/dev/mail",
    {
      tag,
      summary: "The dev mailbox as a page, newest first (only while SMTP_URL is unset)",
      query: listQuery,
      errors: { 403: DEV_MAIL_LOCAL_ONLY },
    },
    async (c, { query }) => {
      guard(c);
      return c.html(devMailPage(await devMailMessages(db, query)), 200, {
        // The server's policy with the page's one inline script allowed by its hash.
        "Content-Security-Policy": DEV_MAIL_PAGE_CSP,
      });
    },
  );
}
