import type { openApiDocument } from "./document.ts";

type Document = ReturnType<typeof openApiDocument>;
// biome-ignore lint/suspicious/noExplicitAny: walks arbitrary JSON Schema.
type Schema = Record<string, any>;

function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function typeOf(schema: Schema | undefined): string {
  if (!schema) return "";
  if (schema.$ref) return String(schema.$ref).split("/").at(-1)!;
  if (schema.anyOf) return [...new Set((schema.anyOf as Schema[]).map(typeOf))].join(" | ");
  if (schema.enum) return (schema.enum as unknown[]).map((value) => JSON.stringify(value)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === "array") return `${typeOf(schema.items)}[]`;
  return String(schema.type ?? "any");
}

function rules(schema: Schema): string {
  const out: string[] = [];
  const all = [schema, ...((schema.anyOf as Schema[] | undefined) ?? [])];
  for (const part of all) {
    if (part.minLength !== undefined) out.push(`min ${part.minLength}`);
    if (part.maxLength !== undefined) out.push(`max ${part.maxLength}`);
    if (part.minimum !== undefined) out.push(`≥ ${part.minimum}`);
    if (part.maximum !== undefined) out.push(`≤ ${part.maximum}`);
    if (part.format) out.push(part.format);
    if (part.pattern) out.push(`pattern <code>${escapeHtml(part.pattern)}</code>`);
  }
  if (schema.default !== undefined && schema.default !== "")
    out.push(`default ${escapeHtml(JSON.stringify(schema.default))}`);
  if (schema.description) out.push(escapeHtml(schema.description));
  return [...new Set(out)].join(", ");
}

function fields(schema: Schema | undefined, depth = 0): string {
  if (!schema) return "";
  const target = schema.type === "array" ? schema.items : schema;
  if (!target?.properties || depth > 2) return "";
  const required = new Set<string>(target.required ?? []);
  const rows = Object.entries(target.properties as Record<string, Schema>)
    .map(
      ([name, field]) =>
        `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ""}</td><td>${escapeHtml(typeOf(field))}</td><td>${rules(field)}${fields(field, depth + 1)}</td></tr>`,
    )
    .join("");
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Rules</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A readable, self-contained reference page (no scripts, no CDN) rendered from the OpenAPI document. */
export function docsPage(document: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations) as [string, Schema][]) {
      const id = `${method}-${path}`.replace(/[^\w-]+/g, "-");
      const parameters = (operation.parameters ?? []) as Schema[];
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      const responses = Object.entries(operation.responses as Record<string, Schema>);
      const html = `<section class="op" id="${id}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${operation.security ? ' <span class="lock" title="Requires a Bearer access token">🔒 Bearer</span>' : ""}</h3>
  <p class="summary">${escapeHtml(operation.summary)}</p>
  ${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ""}
  ${parameters.length ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Rules</th></tr></thead><tbody>${parameters.map((parameter) => `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' <span class="req">required</span>' : ""}</td><td>${escapeHtml(parameter.in)}</td><td>${escapeHtml(typeOf(parameter.schema))}</td><td>${rules(parameter.schema ?? {})}</td></tr>`).join("")}</tbody></table>` : ""}
  ${body ? `<h4>Request body (JSON)</h4>${fields(body)}` : ""}
  <h4>Responses</h4>
  <ul class="responses">${responses.map(([code, response]) => `<li><strong class="s${code[0]}">${code}</strong> ${escapeHtml(response.description)}</li>`).join("")}</ul>
  ${(() => {
    const success = responses.find(([code]) => code.startsWith("2"))?.[1]?.content?.["application/json"]
      ?.schema;
    return success
      ? `<details><summary>Success body</summary>${fields(success) || `<p>${escapeHtml(typeOf(success))}</p>`}</details>`
      : "";
  })()}
</section>`;
      const tag = (operation.tags as string[])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()]
    .map((tag) => `<li><a href="#tag-${tag.replace(/\W+/g, "-")}">${escapeHtml(tag)}</a></li>`)
    .join("");
  const body = [...byTag]
    .map(
      ([tag, operations]) =>
        `<h2 id="tag-${tag.replace(/\W+/g, "-")}">${escapeHtml(tag)}</h2>${operations.join("\n")}`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Round API reference</title>
<style>
  :root { color-scheme: light dark; --fg: #1f2330; --muted: #5c6370; --bg: #ffffff; --panel: #f4f5f7; --line: #dde1e6; --accent: #3b5bdb; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6e8ec; --muted: #a0a7b4; --bg: #15171c; --panel: #1e2128; --line: #2e323b; --accent: #748ffc; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); display: grid; grid-template-columns: 220px 1fr; }
  nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 24px 16px; background: var(--panel); border-right: 1px solid var(--line); }
  nav ul { list-style: none; padding: 0; } nav a { color: var(--fg); text-decoration: none; display: block; padding: 4px 0; }
  main { padding: 24px 40px; max-width: 1100px; }
  h1 { margin-top: 0; } h2 { border-bottom: 1px solid var(--line); padding-bottom: 6px; margin-top: 40px; }
  .op { border: 1px solid var(--line); border-radius: 8px; padding: 12px 20px; margin: 16px 0; }
  .op h3 { margin: 4px 0; font-size: 16px; } .summary { margin: 4px 0 8px; font-weight: 600; }
  .method { display: inline-block; min-width: 64px; text-align: center; padding: 2px 8px; border-radius: 4px; color: #fff; font-size: 13px; }
  .get { background: #2f9e44; } .post { background: #1971c2; } .put { background: #e67700; } .delete { background: #c92a2a; }
  .lock { font-size: 12px; color: var(--muted); font-weight: normal; }
  table { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 14px; }
  th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
  th { background: var(--panel); } code { font-family: ui-monospace, Menlo, monospace; font-size: 13px; word-break: break-all; }
  .req { font-size: 11px; color: #c92a2a; } .responses { padding-left: 20px; }
  .s2 { color: #2f9e44; } .s4 { color: #e67700; } .s5 { color: #c92a2a; }
  a { color: var(--accent); }
</style>
</head>
<body>
<nav><strong>Round API</strong><ul>${nav}</ul><p><a href="/api/openapi.json">openapi.json</a></p></nav>
<main>
<h1>Round API reference</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Authenticated calls send <code>Authorization: Bearer &lt;access token&gt;</code> (from login, 15 minutes). Bodies are JSON, 1 MiB at most; unknown fields are ignored.</p>
${body}
</main>
</body>
</html>`;
}
