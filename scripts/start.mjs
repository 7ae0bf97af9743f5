#!/usr/bin/env node
// `npm start`: builds the app and the server when their builds are missing or stale, then serves the app
// and the API (packages/server) on HOST:PORT, http://127.0.0.1:3000 by default, with PGlite in ./data.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const appDir = join(root, "packages/app");

/** Newest modification time under `path` (files only), skipping build output and dependencies. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist" || entry.startsWith(".")) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function appNeedsBuild() {
  const manifest = join(appDir, "package.json");
  if (!existsSync(manifest)) return false;
  const scripts = JSON.parse(readFileSync(manifest, "utf8")).scripts ?? {};
  if (!scripts.build) return false;
  // The staff app (index.html) and the customer's pages (customer.html) build into one folder, the pages last.
  const built = join(appDir, "dist/customer.html");
  if (!existsSync(built) || !existsSync(join(appDir, "dist/index.html"))) return true;
  // The app bundles its own sources and those of the packages it imports.
  const sources = Math.max(
    newest(join(appDir, "src")),
    newest(join(appDir, "index.html")),
    newest(join(appDir, "customer.html")),
    newest(join(appDir, "vite.config.ts")),
    newest(manifest),
    newest(join(root, "packages/ui/src")),
    newest(join(root, "packages/forms/src")),
  );
  return statSync(built).mtimeMs < sources;
}

if (appNeedsBuild()) {
  console.log("Building the app (packages/app)…");
  const build = spawnSync("npm", ["run", "build", "-w", "@round/app"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error(
      "The app did not build; starting the API without it. Fix the build and run npm start again.",
    );
  }
}

// The server: built (dist/main.mjs and its chunks) when its sources changed (it starts faster than through
// tsx), then run.
const { buildServer, serverBuildIsStale, serverBundle } = await import(
  "../packages/server/scripts/build.mjs"
);
let entry = serverBundle;
try {
  if (serverBuildIsStale()) await buildServer();
} catch (error) {
  // No esbuild (a production install without devDependencies): run the TypeScript through tsx.
  console.warn(
    `Could not build the server (${error instanceof Error ? error.message : error}); running it through tsx.`,
  );
  const { register } = await import("tsx/esm/api");
  register();
  entry = join(root, "packages/server/src/main.ts");
}
await import(pathToFileURL(entry).href);
