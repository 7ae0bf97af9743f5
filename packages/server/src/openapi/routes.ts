import * as v from "valibot";
import type { Api } from "../http/api.ts";
import { openApiDocument } from "./document.ts";
import { docsPage } from "./page.ts";

const tag = "Reference";

/** The outline of an OpenAPI 3.1 document (the rest is the standard's). */
const openApiSchema = v.looseObject({
  openapi: v.string(),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
});

/** GET /api/openapi.json and /api/docs, built once from the registered routes. */
export function docsRoutes(api: Api): void {
  let json: string | undefined;
  let html: string | undefined;
  const document = () => openApiDocument(api.routes);
  api.get(
    "/api/openapi.json",
    { tag, summary: "This API as an OpenAPI 3.1 document", response: openApiSchema },
    (c) => {
      json ??= JSON.stringify(document());
      return c.body(json, 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-cache",
      });
    },
  );
  api.get("/api/docs", { tag, summary: "This API as a readable page" }, (c) => {
    html ??= docsPage(document());
    return c.html(html, 200, { "Cache-Control": "no-cache" });
  });
}
