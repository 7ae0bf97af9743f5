import type { MiddlewareHandler } from "hono";

/**
 * Security headers on every answer. Set before the route runs, so they are part of the response the
 * route creates (changing a finished response makes Node rebuild it, which costs more than the route).
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
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
  const headers: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "no-referrer"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
  if (options.https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}
