#!/usr/bin/env node
// Builds the server into dist/main.mjs and its chunks (`npm run build -w @round/server`; `npm start` does it
// when the sources changed). The server's own TypeScript, the shared schemas of @round/forms and the
// dependencies listed in `bundled` below are bundled, so Node loads a few modules instead of transpiling
// hundreds through tsx, or reading hundreds from node_modules, on every start.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const distFolder = join(serverRoot, "dist");
export const serverBundle = join(distFolder, "main.mjs");

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
    newest(fileURLToPath(import.meta.url)),
    // The bundled dependencies' versions.
    newest(join(serverRoot, "../../package-lock.json")),
    newest(join(serverRoot, "../forms/src/schemas")),
    newest(join(serverRoot, "../billing/src")),
  );
  return statSync(serverBundle).mtimeMs < sources;
}

/**
 * Dependencies built into the bundle: each is hundreds of small modules that Node would otherwise find,
 * read and compile one by one at every start (drizzle alone is a hundred files). The rest stay in
 * node_modules: PGlite finds its WebAssembly and data files beside its own modules, and the others are
 * loaded only when configured (pg, ioredis, nodemailer) or read as data.
 */
const bundled = new Set([
  "drizzle-orm",
  "hono",
  "@hono/node-server",
  "jose",
  "valibot",
  "@valibot/to-json-schema",
  // @round/billing's decimals.
  "big.js",
]);

export async function buildServer() {
  const { build } = await import("esbuild");
  const manifest = JSON.parse(readFileSync(join(serverRoot, "package.json"), "utf8"));
  const external = Object.keys(manifest.dependencies ?? {})
    .filter((name) => !name.startsWith("@round/") && !bundled.has(name))
    .flatMap((name) => [name, `${name}/*`]);
  // Earlier builds' chunks are removed first: their names change with their contents.
  rmSync(distFolder, { recursive: true, force: true });
  await build({
    entryPoints: [join(serverRoot, "src/main.ts")],
    outdir: distFolder,
    outExtension: { ".js": ".mjs" },
    // What main.ts imports dynamically (the database client, the rest of the server) becomes chunks of
    // their own, loaded with their dependencies only when asked for: main.mjs starts opening the
    // database before the rest of the server is loaded.
    splitting: true,
    chunkNames: "[name]-[hash]",
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
