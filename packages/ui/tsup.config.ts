import { readFile, writeFile } from "node:fs/promises";
import { vanillaExtractPlugin } from "@vanilla-extract/esbuild-plugin";
import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", css: "src/css.ts" },
  format: ["esm"],
  dts: true,
  tsconfig: "tsconfig.build.json",
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
  splitting: true,
  external: ["react", "react-dom", "react/jsx-runtime"],
  // The fonts' @font-face rules and files go into dist (styles.css points at them with relative URLs), so
  // the stylesheet works on its own from a <link> tag, not only through a bundler that resolves packages.
  noExternal: ["@fontsource-variable/inter", "@fontsource-variable/jetbrains-mono"],
  loader: { ".woff2": "file", ".woff": "file" },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: "short" })],
  esbuildOptions(options) {
    options.conditions = ["@round/source"];
    options.assetNames = "fonts/[name]-[hash]";
  },
  // esbuild drops module directives when bundling, and emits the CSS beside the JS without importing it:
  // put both back at the top of the main entry so bundlers pick the styles up by themselves. It also prints
  // top-level `forwardRef(...)`, `createContext(...)` and compiled recipe calls without a pure annotation, so a
  // consumer's bundler would keep every component; mark them so an app carries only what it imports.
  async onSuccess() {
    for (const file of ["dist/index.js", "dist/css.js"]) {
      const code = await readFile(file, "utf8");
      const pure = code.replace(
        /^((?:export )?(?:var|const|let) [\w$]+ = )(forwardRef|createContext|createRuntimeFn|memo)\(/gm,
        "$1/* @__PURE__ */ $2(",
      );
      await writeFile(
        file,
        file === "dist/index.js" ? `"use client";\nimport "./index.css";\n${pure}` : pure,
      );
    }
  },
});
