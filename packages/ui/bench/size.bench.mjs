#!/usr/bin/env node
// Size of @round/ui as a consumer bundles it: esbuild, minified, gzip, React external.
// 1. Each public export alone: its JS tree-shaken from the published build (what a consumer's bundler keeps),
//    its CSS from source (the published build has one styles.css for everything), gzip sizes.
// 2. The budget: the ten pieces together from the published build (dist + styles.css), at most 40 KiB.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { build } from "esbuild";

const ui = resolve(dirname(new URL(import.meta.url).pathname), "..");
const BUDGET_PIECES = [
  "Button",
  "TextField",
  "Modal",
  "ActionMenu",
  "ToastProvider",
  "useToast",
  "StatusBadge",
  "SearchableSelect",
  "Tabs",
  "Stepper",
  "Card",
];
const BUDGET_BYTES = 40 * 1024;
const external = ["react", "react-dom", "react/jsx-runtime", "react-dom/client"];
const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

async function bundle(contents, { fromSource, withCss = true }) {
  const cssLoader = withCss ? {} : { ".css": "empty" };
  const result = await build({
    stdin: { contents, resolveDir: ui, loader: "tsx" },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    outdir: "/virtual",
    external,
    // From source, the workspace condition; else the default conditions a consumer's bundler uses (import, module).
    ...(fromSource ? { conditions: ["@round/source"] } : {}),
    loader: { ".woff2": "empty", ".woff": "empty", ...(fromSource ? {} : cssLoader) },
    plugins: fromSource ? [vanillaExtractPlugin({ identifiers: "short" })] : [],
    logLevel: "silent",
  });
  let js = 0;
  let css = 0;
  for (const file of result.outputFiles) {
    const size = gzipSync(file.contents, { level: 9 }).length;
    if (file.path.endsWith(".css")) css += size;
    else js += size;
  }
  return { js, css };
}

execFileSync("npm", ["run", "build", "-w", "@round/ui", "--silent"], {
  cwd: join(ui, "../.."),
  stdio: "ignore",
});

// Where each public value export lives, read from the group files of src/public/.
const sources = new Map();
for (const group of readdirSync(join(ui, "src/public"))) {
  const text = readFileSync(join(ui, "src/public", group), "utf8");
  for (const match of text.matchAll(/export \{([^}]*)\} from "([^"]+)"/g)) {
    for (const raw of match[1].split(",")) {
      const name = raw.trim();
      if (!name || name.startsWith("type ")) continue;
      sources.set(name.split(" as ").pop().trim(), resolve(ui, "src/public", match[2]));
    }
  }
}
const values = [...sources.keys()];

// The theme and reset every consumer pays once, measured alone so per-export figures show only the export.
const base = await bundle(`import "./src/theme/global.css.ts";`, { fromSource: true });
const distBase = await bundle(`import "@round/ui";`, { fromSource: false, withCss: false });
console.log("@round/ui per export (gzip, minified, React external; the shared base is counted once, below)");
console.log(`base (theme variables, reset, layers): JS ${kib(base.js)}  CSS ${kib(base.css)}`);
console.log(`${"export".padEnd(26)} ${"JS".padStart(10)} ${"CSS".padStart(10)}`);
const rows = [];
for (const name of values.sort()) {
  if (/Icon$/.test(name) && name !== "IconButton") continue;
  const styled = await bundle(
    `import "./src/theme/global.css.ts"; import { ${name} } from "${sources.get(name)}"; console.log(${name});`,
    { fromSource: true },
  );
  const published = await bundle(`import { ${name} } from "@round/ui"; console.log(${name});`, {
    fromSource: false,
    withCss: false,
  });
  rows.push({ name, js: Math.max(0, published.js - distBase.js), css: Math.max(0, styled.css - base.css) });
}
for (const row of rows)
  console.log(`${row.name.padEnd(26)} ${kib(row.js).padStart(10)} ${kib(row.css).padStart(10)}`);
const iconNames = values.filter((name) => /Icon$/.test(name) && name !== "IconButton");
const icons = await bundle(
  `import { ${iconNames.join(", ")} } from "./src/icons"; console.log(${iconNames.join(", ")});`,
  { fromSource: true },
);
console.log(`${`(${iconNames.length} icons together)`.padEnd(26)} ${kib(icons.js).padStart(10)}`);

const available = BUDGET_PIECES.filter((name) => values.includes(name));
const missing = BUDGET_PIECES.filter((name) => !values.includes(name));
const fromDist = await bundle(
  `import { ${available.join(", ")} } from "@round/ui"; import "@round/ui/styles.css"; console.log(${available.join(", ")});`,
  { fromSource: false },
);
const total = fromDist.js + fromDist.css;
console.log(`\nBudget: the ten pieces from the published build (dist JS tree-shaken + the whole styles.css)`);
console.log(`pieces: ${available.join(", ")}${missing.length ? ` (missing: ${missing.join(", ")})` : ""}`);
console.log(
  `JS ${kib(fromDist.js)} + CSS ${kib(fromDist.css)} = ${kib(total)} (budget ${kib(BUDGET_BYTES)})`,
);
console.log(total <= BUDGET_BYTES ? "within budget" : "OVER BUDGET");
if (total > BUDGET_BYTES) process.exitCode = 1;
