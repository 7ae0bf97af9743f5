import type { Context } from "hono";

/** The security headers of every answer, as a plain object (names lowercase, as `Headers` sends them). */
export function securityHeaderFields(options: { https: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "connect-src 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'self'",
    // Components set inline style attributes (positioning of popovers).
    "style-src 'self' 'unsafe-inline'",
  ].join("; ");
  const fields: Record<string, string> = {
    "content-security-policy": csp,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
  if (options.https) fields["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  return fields;
}

/** Answers built with their security headers already in (see `Api.json`): nothing to add to them. */
const complete = new WeakSet<Response>();

/**
 * A response whose headers are a plain object made once: @hono/node-server writes it as it is, where a
 * `Headers` object (what `c.header()` and a multi-header `c.json()` build) costs more than a small
 * route's own work. `headers` must include the security headers, and is never modified.
 */
export function completeResponse(body: string | null, status: number, headers: Record<string, string>) {
  const response = new Response(body, { status, headers });
  complete.add(response);
  return response;
}

/** A dev-mailbox message is framed by /dev/mail and sets its own, stricter policy. */
const FRAMED_MAIL = /^\/dev\/mail\/messages\/\d+\/html$/;

/**
 * Adds the security headers to the answer `c` holds, unless it already carries them (`completeResponse`)
 * or is a framed dev-mailbox message. A header the route set itself is kept.
 */
export function addSecurityHeaders(c: Context, fields: Record<string, string>): void {
  const response = c.res;
  if (complete.has(response)) return;
  const path = c.req.path;
  if (path.startsWith("/dev/mail/messages/") && FRAMED_MAIL.test(path)) return;
  const headers = response.headers;
  for (const name in fields) if (!headers.has(name)) headers.set(name, fields[name]!);
}
