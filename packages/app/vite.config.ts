import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { type Alias, defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

// `npm run dev`: Vite on 5173 with the API server (npm start, port 3000) behind it.
const api = process.env.ROUND_API_URL ?? "http://127.0.0.1:3000";
const apiPaths = ["/identities", "/organizations", "/addresses", "/api", "/dev", "/healthz", "/readyz"];

/**
 * react-router's package exports name only its development build (remix-run/react-router#12532), whose
 * warnings code ships to production. The package also holds the production build, identical but for those
 * warnings: builds use it when it is there; `npm run dev` keeps the warnings.
 */
function reactRouterProductionBuild(): Alias[] {
  const packageDir = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  const production = join(packageDir, "dist/production/index.mjs");
  return existsSync(production) ? [{ find: /^react-router$/, replacement: production }] : [];
}

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    conditions: ["@round/source", ...defaultClientConditions],
    alias: command === "build" ? reactRouterProductionBuild() : [],
  },
  // vanilla-extract evaluates .css.ts files in a server environment: it must see the workspace sources too,
  // or `vars` imported from @round/ui/css would name the published build's variables.
  environments: { ssr: { resolve: { conditions: ["@round/source", ...defaultServerConditions] } } },
  build: {
    outDir: "dist",
    sourcemap: true,
    target: "es2022",
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (React, the router, the session, the shell) in one file:
        // left to itself the bundler splits it into several small chunks that the first page loads anyway,
        // each compressed on its own. The screens stay lazy chunks.
        codeSplitting: {
          groups: [
            { name: "index", tags: ["$initial"] },
            // The form engine, its rules and valibot in one chunk: every form screen loads all of them, and
            // apart they were a row of small files that gzip each compress poorly (the sign-in page's budget).
            {
              name: "formKit",
              test: /(forms\/src\/(form\/useForm|schemas\/(validate|rules|codes|limits)|bodies\/shared\/bodyHelpers)|node_modules\/valibot)/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: api, changeOrigin: false }])),
  },
}));
