import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import {
  type Alias,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
} from "vite";

const appDir = dirname(fileURLToPath(import.meta.url));

// `npm run dev`: Vite on 5173 with the API server (npm start, port 3000) behind it.
const api = process.env.ROUND_API_URL ?? "http://127.0.0.1:3000";
const apiPaths = ["/identities", "/organizations", "/addresses", "/api", "/dev", "/healthz", "/readyz"];

/**
 * react-router's package exports name only its development build (remix-run/react-router#12532), whose
 * warnings code ships to production. The package also holds the production build, identical but for those
 * warnings: builds use it when it is there; `npm run dev` keeps the warnings.
 */
/**
 * The tax id checks' `stdnum` as the few validators they use (src/vendor/stdnumLite.ts) rather than the whole
 * package, whose index imports every country's: builds only (`npm run dev`, the tests and the stories read
 * the package itself).
 */
const stdnumLite: Alias = { find: /^stdnum$/, replacement: join(appDir, "src/vendor/stdnumLite.ts") };

function reactRouterProductionBuild(): Alias[] {
  const packageDir = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  const production = join(packageDir, "dist/production/index.mjs");
  return existsSync(production) ? [{ find: /^react-router$/, replacement: production }] : [];
}

/** The customer's pages' paths open customer.html (`npm run dev`, `vite preview`), as the server does. */
const customerPaths = /^\/(portal|pay|checkout)\/[^/?#]+\/?(\?|#|$)/;
const customerPagesOutsideTheServer: Plugin = {
  name: "round-customer-pages",
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && customerPaths.test(request.url)) request.url = "/customer.html";
      next();
    });
  },
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && customerPaths.test(request.url)) request.url = "/customer.html";
      next();
    });
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin(), customerPagesOutsideTheServer],
  resolve: {
    conditions: ["@round/source", ...defaultClientConditions],
    alias: command === "build" ? [...reactRouterProductionBuild(), stdnumLite] : [],
  },
  // vanilla-extract evaluates .css.ts files in a server environment: it must see the workspace sources too,
  // or `vars` imported from @round/ui/css would name the published build's variables.
  environments: {
    ssr: { resolve: { conditions: ["@round/source", ...defaultServerConditions] } },
    // The customer's pages (customer.html: the billing portal, the pay page and checkout, served for /portal/*,
    // /pay/* and /checkout/*) are built on their own, after the staff app and into the same folder: sharing
    // chunks with the staff app would make a customer's phone load the staff app's router and session, or
    // split the staff app's first chunk in two. Its manifest is
    // .vite/customer-manifest.json.
    customer: {
      consumer: "client",
      resolve: { conditions: ["@round/source", ...defaultClientConditions] },
      build: {
        outDir: "dist",
        emptyOutDir: false,
        modulePreload: { polyfill: false },
        sourcemap: true,
        target: "es2022",
        assetsInlineLimit: 0,
        manifest: ".vite/customer-manifest.json",
        rolldownOptions: {
          input: join(appDir, "customer.html"),
          output: {
            codeSplitting: {
              groups: [
                // The entry and what it imports statically (React, the page frame, the API client) in one file.
                { name: "customer", tags: ["$initial"] },
                // What every page shows (the data hook, money, dates, cards, banners) in one chunk.
                {
                  name: "pageKit",
                  test: /(src\/customer\/(useResource|format)|bodies\/portal\/(billingPeriod|portal\.css)|ui\/src\/(format|icons|utils|components\/(Card|DescriptionList|InvoiceSummary|Banner|Link|StatusBadge|Receipt|IconButton)\/))/,
                },
                // The forms: valibot, the shared rules, the form engine and the fields, in one chunk.
                {
                  name: "formKit",
                  test: /(node_modules\/valibot|forms\/src\/(form|schemas)\/|forms\/src\/bodies\/(portal\/(CardFields|AddressFields|cardValues)|catalog\/(useCatalogForm|paths)|customers\/PaymentMethodForm\/paymentMethodValues|shared\/bodyHelpers)|ui\/src\/components\/(CardNumberField|Select|TextField|Field)\/)/,
                },
              ],
            },
          },
        },
      },
    },
  },
  // `vite build` builds the staff app (index.html), then the customer's pages.
  builder: {
    async buildApp(builder) {
      const { client, customer } = builder.environments;
      if (client) await builder.build(client);
      if (customer) await builder.build(customer);
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    target: "es2022",
    assetsInlineLimit: 0,
    manifest: true,
    // No modulepreload polyfill in the first chunk: every browser of the target but Safari before 17 preloads
    // the `<link rel="modulepreload">` hints itself, and there the page still loads, its chunks only not
    // fetched ahead. It cost every first load (the sign-in page's budget) for those few.
    modulePreload: { polyfill: false },
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
