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
  loader: { ".woff2": "file", ".woff": "file" },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: "short" })],
  esbuildOptions(options) {
    options.conditions = ["@round/source"];
  },
  // esbuild drops module directives when bundling, and emits the CSS beside the JS without importing it:
  // put both back at the top of the main entry so bundlers pick the styles up by themselves.
  async onSuccess() {
    const file = "dist/index.js";
    const code = await readFile(file, "utf8");
    await writeFile(file, `"use client";\nimport "./index.css";\n${code}`);
  },
});
