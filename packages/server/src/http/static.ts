import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./env.ts";

/** Paths the API owns: the app's index.html is never served for these. */
export const API_PREFIXES = [
  "/identities",
  "/organizations",
  "/addresses",
  "/api",
  "/dev",
  "/healthz",
  "/readyz",
];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The built app (packages/app/dist): hashed assets cached for a year as immutable, everything else
 * revalidated, and index.html for any other page a browser asks for (the app's routes).
 */
export function serveApp(app: Hono<AppEnv>, dist: string): void {
  const index = join(dist, "index.html");
  // The customer's pages (portal, pay, checkout) are their own small entry, not the staff app.
  const customerPages = join(dist, "customer.html");
  if (!existsSync(index)) return;
  app.use("*", async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    return serveStatic({
      root: dist,
      onFound: (path, ctx) => {
        const hashed =
          /[/\\]assets[/\\]/.test(path) ||
          /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(path);
        ctx.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    })(c, next);
  });
  app.get("*", async (c, next) => {
    if (isApiPath(c.req.path) || !(c.req.header("accept") ?? "").includes("text/html")) return next();
    const customer = /^\/(portal|pay|checkout)\//.test(c.req.path) && existsSync(customerPages);
    return serveStatic({
      path: customer ? customerPages : index,
      onFound: (_path, ctx) => {
        ctx.header("Cache-Control", "no-cache");
      },
    })(c, next);
  });
}
