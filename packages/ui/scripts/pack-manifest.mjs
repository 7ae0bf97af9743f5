#!/usr/bin/env node
// The published manifest of @round/ui differs from the workspace's: inside the repo, the "@round/source"
// condition lets Vite, Vitest, Storybook, tsc and tsx load the sources (src/ is not in the tarball), and
// sideEffects names the source files that inject styles. `npm pack` and `npm publish` run
// `prepack` (`publish`: write the published manifest, keeping the workspace one aside) and `postpack`
// (`restore`: put the workspace manifest back), so the tarball names only ".", "./css" and "./styles.css".
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ui = join(import.meta.dirname, "..");
const manifest = join(ui, "package.json");
const kept = join(ui, ".package.workspace.json");

/** Packages tsup copies into dist (its `noExternal`): a consumer does not install them. */
const BUNDLED = ["@fontsource-variable/inter"];

/** The manifest a consumer installs: dist only, three entry points, CSS as the only side effect. */
export function publishedManifest(workspace) {
  const { scripts: _scripts, devDependencies: _dev, ...rest } = workspace;
  const dependencies = Object.fromEntries(
    Object.entries(workspace.dependencies ?? {}).filter(([name]) => !BUNDLED.includes(name)),
  );
  const strip = (target) =>
    typeof target === "string"
      ? target
      : Object.fromEntries(Object.entries(target).filter(([condition]) => !condition.startsWith("@round/")));
  const exports = {};
  for (const entry of [".", "./css", "./styles.css"]) {
    if (!workspace.exports?.[entry]) throw new Error(`package.json exports has no "${entry}"`);
    exports[entry] = strip(workspace.exports[entry]);
  }
  return { ...rest, sideEffects: ["*.css"], exports, dependencies };
}

function restore() {
  if (!existsSync(kept)) return false;
  renameSync(kept, manifest);
  return true;
}

const mode = process.argv[2];
if (mode === "publish") {
  // A pack that stopped half-way left the published manifest in place: start from the workspace one.
  restore();
  const text = readFileSync(manifest, "utf8");
  writeFileSync(kept, text);
  writeFileSync(manifest, `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`);
} else if (mode === "restore") {
  if (!restore()) console.warn("pack-manifest: no workspace manifest to restore");
  rmSync(kept, { force: true });
} else {
  console.error("usage: pack-manifest.mjs publish|restore");
  process.exit(1);
}
