import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

// `npm run dev`: Vite on 5173 with the API server (npm start, port 3000) behind it.
const api = process.env.ROUND_API_URL ?? "http://127.0.0.1:3000";
const apiPaths = ["/identities", "/organizations", "/addresses", "/api", "/dev", "/healthz", "/readyz"];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ["@round/source", ...defaultClientConditions] },
  // vanilla-extract evaluates .css.ts files in a server environment: it must see the workspace sources too,
  // or `vars` imported from @round/ui/css would name the published build's variables.
  environments: { ssr: { resolve: { conditions: ["@round/source", ...defaultServerConditions] } } },
  build: { outDir: "dist", sourcemap: true, target: "es2022", assetsInlineLimit: 0, manifest: true },
  server: {
    host: "127.0.0.1",
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});
