#!/usr/bin/env node
// First-load JavaScript of the app's routes (gzip), read from Vite's build manifest.
// Budgets: /auth/login at most 100 KiB gzip, React included; each catalog route (the signed-in shell
// included, since it loads before the screen) at most 150 KiB.
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
const shellKey = Object.keys(manifest).find((key) => key.endsWith("layouts/AppLayout.tsx"));
const catalogOver = [];
let catalogRoutes = 0;
for (const key of Object.keys(manifest)
  .filter((k) => k.includes("/screens/"))
  .sort()) {
  const route = closure(key, new Set(entry));
  const own = [...route].filter((k) => !entry.has(k));
  const firstLoad = js(route);
  console.log(
    `${key.replace(/^src\/screens\//, "").padEnd(58)} ${kib(js(own)).padStart(9)} ${kib(firstLoad).padStart(14)}`,
  );
  if (key.includes("/screens/Catalog/") && !key.endsWith(".css.ts")) {
    // A signed-in page loads the shell's chunk and the screen's together.
    const withShell = js(closure(key, closure(shellKey, new Set(entry))));
    catalogRoutes += 1;
    console.log(
      `${"  with the signed-in shell".padEnd(58)} ${"".padStart(9)} ${kib(withShell).padStart(14)}`,
    );
    if (withShell > CATALOG_BUDGET) catalogOver.push(`${key} ${kib(withShell)}`);
  }
  if (key.endsWith("LoginScreen.tsx")) {
    login = firstLoad;
    loginChunks = own;
  }
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
  `\ncatalog routes: ${catalogRoutes}, each with the signed-in shell at most ${kib(CATALOG_BUDGET)}: ${catalogOver.length === 0 ? "within budget" : "OVER BUDGET"}`,
);
for (const line of catalogOver) console.log(`  ${line}`);
if (catalogOver.length > 0) process.exitCode = 1;
