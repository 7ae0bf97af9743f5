// @vitest-environment node
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { expect, it } from "vitest";

// The server imports @round/forms/schemas: the subpath must stay free of React and the DOM.
it("@round/forms/schemas bundles without React", async () => {
  const entry = fileURLToPath(new URL("./index.ts", import.meta.url));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: "neutral",
    format: "esm",
    metafile: true,
    logLevel: "silent",
    mainFields: ["module", "main"],
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((path) => path.includes("valibot"))).toBe(true);
  expect(inputs.filter((path) => /react/i.test(path))).toEqual([]);
  expect(inputs.filter((path) => /@round\/ui|packages\/ui/.test(path))).toEqual([]);
});
