#!/usr/bin/env node
// Runs drizzle-kit so that it finds this package's drizzle-orm: npm nests drizzle-orm under
// packages/server/node_modules, out of reach of the hoisted drizzle-kit's own `import("drizzle-orm")`.
import Module, { createRequire, register } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const here = new URL("../package.json", import.meta.url).href;
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(here)} });
      }
      return next(specifier, context);
    }`)}`,
);
// The same for its CommonJS `require("drizzle-orm")`.
process.env.NODE_PATH = new URL("../node_modules", import.meta.url).pathname;
Module._initPaths();
const require = createRequire(here);
const kit = dirname(require.resolve("drizzle-kit"));
await import(pathToFileURL(join(kit, "bin.cjs")).href);
