import * as v from "valibot";
import type { Database } from "../../db/client.ts";
import type { Api } from "../../http/api.ts";

const tag = "Health";

/** GET /healthz (the process answers) and GET /readyz (the database answers too). */
export function healthRoutes(api: Api, database: Database, isShuttingDown: () => boolean): void {
  api.get(
    "/healthz",
    { tag, summary: "The process is up", response: v.object({ status: v.literal("ok") }) },
    (c) => c.json({ status: "ok" }),
  );
  api.get(
    "/readyz",
    {
      tag,
      summary: "The database is reachable and the server accepts work",
      response: v.object({ status: v.literal("ready"), database: v.string() }),
      errors: { 503: "Database unreachable, or shutting down" },
    },
    async (c) => {
      if (isShuttingDown()) return c.json({ status: "shutting down" }, 503);
      try {
        await database.query("select 1");
        return c.json({ status: "ready", database: database.kind });
      } catch {
        return c.json({ status: "unavailable", database: database.kind }, 503);
      }
    },
  );
}
