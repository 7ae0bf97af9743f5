#!/usr/bin/env node
// Builds the server into one file, dist/main.mjs (`npm run build -w @round/server`; `npm start` does it
// when the sources changed). Dependencies stay in node_modules; only the server's own TypeScript and the
// shared schemas of @round/forms are bundled, so Node loads a single module instead of transpiling
// hundreds through tsx on every start.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const serverBundle = join(serverRoot, "dist/main.mjs");

function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts")) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** True when dist/main.mjs is missing or older than what it is built from. */
export function serverBuildIsStale() {
  if (!existsSync(serverBundle)) return true;
  const sources = Math.max(
    newest(join(serverRoot, "src")),
    newest(join(serverRoot, "package.json")),
    newest(join(serverRoot, "../forms/src/schemas")),
  );
  return statSync(serverBundle).mtimeMs < sources;
}

export async function buildServer() {
  const { build } = await import("esbuild");
  const manifest = JSON.parse(readFileSync(join(serverRoot, "package.json"), "utf8"));
  const external = Object.keys(manifest.dependencies ?? {})
    .filter((name) => !name.startsWith("@round/"))
    .flatMap((name) => [name, `${name}/*`]);
  await build({
    entryPoints: [join(serverRoot, "src/main.ts")],
    outfile: serverBundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    conditions: ["@round/source"],
    external,
    sourcemap: true,
    logLevel: "warning",
    banner: { js: "// Built by packages/server/scripts/build.mjs from src/main.ts: do not edit." },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`Built ${serverBundle}`);
}
