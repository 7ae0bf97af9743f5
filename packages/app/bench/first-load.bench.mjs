#!/usr/bin/env node
// First-load JavaScript of the app's routes (gzip), read from Vite's build manifest.
// Budgets: /auth/login at most 100 KiB gzip, React included. Each catalog route at most 150 KiB: a catalog
// route is a screen that src/routes/CatalogRoutes.tsx imports dynamically, and its first load is everything
// the browser must load before that screen runs: the entry, the signed-in shell (layouts/AppLayout.tsx, a
// lazy chunk of AppRoutes), the CatalogRoutes chunk and the screen with its static imports. What a screen
// loads on demand once it is on screen (dialogs, panels, list items) is printed for information only.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const app = resolve(dirname(new URL(import.meta.url).pathname), "..");
const BUDGET = 100 * 1024;
const CATALOG_BUDGET = 150 * 1024;
execFileSync("npx", ["vite", "build", "--logLevel", "error"], { cwd: app, stdio: "inherit" });

const dist = join(app, "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const js = (keys) => [...keys].reduce((total, key) => total + size(manifest[key].file), 0);
const css = (keys) =>
  [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].reduce(
    (total, file) => total + size(file),
    0,
  );
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
console.log(`entry (React, router, session, sign-in shell): JS ${kib(js(entry))}, CSS ${kib(css(entry))}`);
console.log(`\n${"route chunk".padEnd(58)} ${"own JS".padStart(9)} ${"first load JS".padStart(14)}`);
let login = 0;
let loginChunks = [];
for (const key of Object.keys(manifest)
  .filter((k) => k.includes("/screens/") && !k.includes("/screens/Catalog/"))
  .sort()) {
  const route = closure(key, new Set(entry));
  const own = [...route].filter((k) => !entry.has(k));
  console.log(
    `${key.replace(/^src\/screens\//, "").padEnd(58)} ${kib(js(own)).padStart(9)} ${kib(js(route)).padStart(14)}`,
  );
  if (key.endsWith("LoginScreen.tsx")) {
    login = js(route);
    loginChunks = own;
  }
}

const shellKey = Object.keys(manifest).find((key) => key.endsWith("layouts/AppLayout.tsx"));
const catalogRoutesKey = "src/routes/CatalogRoutes.tsx";
if (!shellKey || !manifest[catalogRoutesKey]) throw new Error("AppLayout or CatalogRoutes chunk not found");
/** Entry, signed-in shell and the CatalogRoutes chunk: loaded before any catalog screen. */
const catalogBase = closure(catalogRoutesKey, closure(shellKey, new Set(entry)));
const catalogKeys = manifest[catalogRoutesKey].dynamicImports ?? [];
// What the shell itself loads once it has rendered (no budget), for instance the collapsed sidebar's tooltips.
for (const key of closure(shellKey, new Set(entry)))
  for (const dyn of entry.has(key) ? [] : (manifest[key].dynamicImports ?? [])) {
    if (catalogBase.has(dyn) || catalogKeys.includes(dyn) || dyn === catalogRoutesKey) continue;
    const chunk = [...closure(dyn, new Set(catalogBase))].filter((k) => !catalogBase.has(k));
    console.log(`signed-in shell, on demand: ${dyn.padEnd(50)} ${kib(js(chunk)).padStart(10)}`);
  }
const catalogOver = [];
console.log(
  `\ncatalog routes (entry + shell + CatalogRoutes ${kib(js(catalogBase))}, then the screen and its static imports)`,
);
console.log(
  `${"route".padEnd(58)} ${"own JS".padStart(9)} ${"first load JS".padStart(14)} ${"on demand".padStart(10)}`,
);
console.log(
  "  (on demand: list items, panels and dialogs each screen imports lazily, listed below; no budget)",
);
for (const key of catalogKeys) {
  const route = closure(key, new Set(catalogBase));
  const own = [...route].filter((k) => !catalogBase.has(k));
  const firstLoad = js(route);
  // Loaded on demand right after the screen appears: the dynamic imports of what the route loaded, with
  // their static imports, less what is loaded already (information only, no budget).
  const later = new Set(route);
  for (const k of own) for (const dyn of manifest[k].dynamicImports ?? []) closure(dyn, later);
  const onDemand = [...later].filter((k) => !route.has(k));
  console.log(
    `${key.replace(/^src\/screens\//, "").padEnd(58)} ${kib(js(own)).padStart(9)} ${kib(firstLoad).padStart(14)} ${kib(js(onDemand)).padStart(10)}`,
  );
  for (const k of own)
    for (const dyn of manifest[k].dynamicImports ?? []) {
      if (route.has(dyn)) continue;
      const chunk = [...closure(dyn, new Set(route))].filter((c) => !route.has(c));
      console.log(
        `    on demand: ${dyn.replace(/^src\/screens\//, "").padEnd(52)} ${kib(js(chunk)).padStart(10)}`,
      );
    }
  if (firstLoad > CATALOG_BUDGET) catalogOver.push(`${key} ${kib(firstLoad)}`);
}

console.log(
  `\n/auth/login first-load JS: ${kib(login)} gzip = entry ${kib(js(entry))} + login chunks ${kib(js(loginChunks))} (budget ${kib(BUDGET)})`,
);
for (const key of loginChunks)
  console.log(`  ${manifest[key].file.padEnd(50)} ${kib(size(manifest[key].file)).padStart(9)}`);
if (!login || login > BUDGET) {
  console.log(login ? "OVER BUDGET" : "LoginScreen chunk not found");
  process.exitCode = 1;
} else console.log("within budget");
console.log(
  `\ncatalog routes: ${catalogKeys.length}, each at most ${kib(CATALOG_BUDGET)} first-load JS: ${catalogOver.length === 0 ? "within budget" : "OVER BUDGET"}`,
);
for (const line of catalogOver) console.log(`  ${line}`);
if (catalogKeys.length === 0 || catalogOver.length > 0) process.exitCode = 1;
