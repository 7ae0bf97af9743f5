#!/usr/bin/env node
// First-load JavaScript of the app's routes (gzip), read from Vite's build manifest.
// Budgets: /auth/login at most 100 KiB gzip, React included. Each catalog and customers route at most 150 KiB:
// such a route is a screen that its area's route module (src/routes/CatalogRoutes.tsx, CustomersRoutes.tsx,
// InvoicesRoutes.tsx)
// imports dynamically, and its first load is everything the browser must load before that screen runs: the
// entry, the signed-in shell (routes/SignedInRoutes.tsx, a lazy chunk of AppRoutes, and layouts/AppLayout.tsx),
// the area's route module and the screen with its static imports. What a screen
// loads on demand once it is on screen (dialogs, panels, list items) is printed for information only. The
// billing page (/billing, its chart included) at most 160 KiB.
// The customer's pages (customer.html, built on their own: .vite/customer-manifest.json): /portal/{token} and
// /checkout/{token} at most 90 KiB each, React included (they load on a phone). A page's first load is the
// entry and the page's chunk with its static imports: what it needs to show the page. The form a page shows
// next (checkout's, the pay page's card form) is fetched at the same time and printed beside it; what a page
// loads when asked (the portal's forms and dialogs, the renew form of an expired link) is printed as on demand.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const app = resolve(dirname(new URL(import.meta.url).pathname), "..");
const BUDGET = 100 * 1024;
const AREA_BUDGET = 150 * 1024;
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
  .filter(
    (k) => k.includes("/screens/") && !k.includes("/screens/Catalog/") && !k.includes("/screens/Customers/"),
  )
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
const signedInKey = "src/routes/SignedInRoutes.tsx";
if (!shellKey || !manifest[signedInKey]) throw new Error("AppLayout or SignedInRoutes chunk not found");
/** The signed-in shell: the SignedInRoutes module and the AppLayout chunk, on top of the entry. */
const shell = closure(shellKey, closure(signedInKey, new Set(entry)));
/** The areas with many screens, each a lazy route module of AppRoutes, and their first-load budgets. */
const AREAS = [
  { name: "catalog", routesKey: "src/routes/CatalogRoutes.tsx", budget: AREA_BUDGET },
  { name: "customers", routesKey: "src/routes/CustomersRoutes.tsx", budget: AREA_BUDGET },
  { name: "invoices", routesKey: "src/routes/InvoicesRoutes.tsx", budget: AREA_BUDGET },
];
/** Screens the signed-in routes load directly, with their own budgets (the billing page's chart included). */
const SCREENS = [{ key: "src/screens/Billing/BillingScreen.tsx", budget: 160 * 1024 }];
const areaKeys = AREAS.flatMap((area) => [
  area.routesKey,
  ...(manifest[area.routesKey]?.dynamicImports ?? []),
]);
// What the shell itself loads once it has rendered (no budget), for instance the collapsed sidebar's tooltips.
for (const key of shell)
  for (const dyn of entry.has(key) ? [] : (manifest[key].dynamicImports ?? [])) {
    if (shell.has(dyn) || areaKeys.includes(dyn) || manifest[signedInKey].dynamicImports?.includes(dyn))
      continue;
    const chunk = [...closure(dyn, new Set(shell))].filter((k) => !shell.has(k));
    console.log(`signed-in shell, on demand: ${dyn.padEnd(50)} ${kib(js(chunk)).padStart(10)}`);
  }

/**
 * An area's screens: each one's first load is the entry, the shell, the area's route module and the screen
 * with its static imports; what it loads on demand afterwards is listed without a budget.
 */
function measureArea({ name, routesKey, budget }) {
  if (!manifest[routesKey]) throw new Error(`${routesKey} chunk not found`);
  const base = closure(routesKey, new Set(shell));
  const screens = manifest[routesKey].dynamicImports ?? [];
  const over = [];
  console.log(
    `\n${name} routes (entry + shell + ${routesKey.split("/").pop()} ${kib(js(base))}, then the screen and its static imports)`,
  );
  console.log(
    `${"route".padEnd(58)} ${"own JS".padStart(9)} ${"first load JS".padStart(14)} ${"on demand".padStart(10)}`,
  );
  console.log(
    "  (on demand: list items, panels and dialogs each screen imports lazily, listed below; no budget)",
  );
  for (const key of screens) {
    const route = closure(key, new Set(base));
    const own = [...route].filter((k) => !base.has(k));
    const firstLoad = js(route);
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
    if (firstLoad > budget) over.push(`${key} ${kib(firstLoad)}`);
  }
  return { name, budget, screens, over };
}
const areas = AREAS.map(measureArea);
const screens = SCREENS.map(({ key, budget }) => {
  if (!manifest[key]) throw new Error(`${key} chunk not found`);
  const firstLoad = js(closure(key, new Set(shell)));
  return { key, budget, firstLoad };
});

console.log(
  `\n/auth/login first-load JS: ${kib(login)} gzip = entry ${kib(js(entry))} + login chunks ${kib(js(loginChunks))} (budget ${kib(BUDGET)})`,
);
for (const key of loginChunks)
  console.log(`  ${manifest[key].file.padEnd(50)} ${kib(size(manifest[key].file)).padStart(9)}`);
if (!login || login > BUDGET) {
  console.log(login ? "OVER BUDGET" : "LoginScreen chunk not found");
  process.exitCode = 1;
} else console.log("within budget");
for (const area of areas) {
  console.log(
    `\n${area.name} routes: ${area.screens.length}, each at most ${kib(area.budget)} first-load JS: ${area.over.length === 0 ? "within budget" : "OVER BUDGET"}`,
  );
  for (const line of area.over) console.log(`  ${line}`);
  if (area.screens.length === 0 || area.over.length > 0) process.exitCode = 1;
}
for (const screen of screens) {
  const within = screen.firstLoad <= screen.budget;
  console.log(
    `\n${screen.key.replace(/^src\/screens\//, "")} first-load JS (entry + shell + screen): ${kib(screen.firstLoad)} (budget ${kib(screen.budget)}): ${within ? "within budget" : "OVER BUDGET"}`,
  );
  if (!within) process.exitCode = 1;
}

// ---- The customer's pages (customer.html) ------------------------------------------------------------------

const CUSTOMER_BUDGET = 90 * 1024;
const customerManifest = JSON.parse(readFileSync(join(dist, ".vite/customer-manifest.json"), "utf8"));
/** A chunk of the customer's build and everything it imports statically. */
function customerClosure(key, seen = new Set()) {
  const chunk = customerManifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) customerClosure(dep, seen);
  return seen;
}
const customerJs = (keys) => [...keys].reduce((total, key) => total + size(customerManifest[key].file), 0);
const customerCss = (keys) =>
  [...new Set([...keys].flatMap((key) => customerManifest[key].css ?? []))].reduce(
    (total, file) => total + size(file),
    0,
  );
const customerEntry = customerClosure("customer.html");
console.log(
  `\ncustomer's pages: entry (React, the page frame, the API client): JS ${kib(customerJs(customerEntry))}, CSS ${kib(customerCss(customerEntry))}`,
);
/** Each page, the chunk fetched beside it at start (its form), and its budget. */
const CUSTOMER_PAGES = [
  { path: "/portal/{token}", key: "src/customer/portal/PortalPage.tsx", budget: CUSTOMER_BUDGET },
  {
    path: "/checkout/{token}",
    key: "src/customer/checkout/CheckoutPage.tsx",
    alongside: "src/customer/checkout/checkoutForm.ts",
    budget: CUSTOMER_BUDGET,
  },
  { path: "/pay/{token}", key: "src/customer/pay/PayPage.tsx", alongside: "src/customer/pay/cardForm.ts" },
];
console.log(
  `${"page".padEnd(20)} ${"first load JS".padStart(14)} ${"with its form".padStart(14)} ${"budget".padStart(10)}`,
);
const customerOver = [];
for (const page of CUSTOMER_PAGES) {
  if (!customerManifest[page.key]) throw new Error(`${page.key} chunk not found`);
  const first = customerClosure(page.key, new Set(customerEntry));
  const withForm = page.alongside ? customerClosure(page.alongside, new Set(first)) : null;
  console.log(
    `${page.path.padEnd(20)} ${kib(customerJs(first)).padStart(14)} ${(withForm ? kib(customerJs(withForm)) : "-").padStart(14)} ${(page.budget ? kib(page.budget) : "-").padStart(10)}`,
  );
  const own = [...first].filter((key) => !customerEntry.has(key));
  for (const dyn of own.flatMap((key) => customerManifest[key].dynamicImports ?? [])) {
    if (first.has(dyn) || dyn === page.alongside) continue;
    const chunk = [...customerClosure(dyn, new Set(withForm ?? first))].filter(
      (key) => !(withForm ?? first).has(key),
    );
    console.log(
      `    on demand: ${dyn.replace(/^src\/customer\//, "").padEnd(40)} ${kib(customerJs(chunk)).padStart(10)}`,
    );
  }
  if (page.budget && customerJs(first) > page.budget)
    customerOver.push(`${page.path} ${kib(customerJs(first))}`);
}
// What the entry itself loads on demand: the renew form of an expired portal link.
for (const dyn of customerManifest["customer.html"].dynamicImports ?? []) {
  if (CUSTOMER_PAGES.some((page) => page.key === dyn || page.alongside === dyn)) continue;
  const chunk = [...customerClosure(dyn, new Set(customerEntry))].filter((key) => !customerEntry.has(key));
  console.log(
    `${"any page".padEnd(20)} on demand: ${dyn.replace(/^src\/customer\//, "").padEnd(28)} ${kib(customerJs(chunk)).padStart(10)}`,
  );
}
console.log(
  `\n/portal and /checkout first-load JS, each at most ${kib(CUSTOMER_BUDGET)}: ${customerOver.length === 0 ? "within budget" : "OVER BUDGET"}`,
);
for (const line of customerOver) console.log(`  ${line}`);
if (customerOver.length > 0) process.exitCode = 1;
