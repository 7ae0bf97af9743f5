#!/usr/bin/env node
// `npm run bench`: every benchmark of the repo (packages/*/bench/*.bench.{mjs,ts}), one after another.
// Never part of `npm test`: figures depend on the machine, budgets are printed and checked here.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const only = process.argv[2];
const files = readdirSync("packages", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    try {
      return readdirSync(join("packages", entry.name, "bench"))
        .filter((file) => /\.bench\.(mjs|ts)$/.test(file))
        .map((file) => join("packages", entry.name, "bench", file));
    } catch {
      return [];
    }
  })
  .filter((file) => !only || file.includes(only));

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync("npx", ["tsx", file], { stdio: "inherit" });
  if (result.status !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`\n${failed} benchmark(s) over budget or failed`);
  process.exit(1);
}
