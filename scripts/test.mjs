#!/usr/bin/env node
// `npm test`: everything CI checks, in order. Stops at the first failing step and says which.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (path) => path && existsSync(path),
);
if (!chromium) {
  console.error(
    "npm test needs Chromium for the browser tests and none was found.\n" +
      "Set CHROMIUM_PATH to a Chromium or Chrome binary, or install one (Debian/Ubuntu: sudo apt-get install -y chromium).",
  );
  process.exit(1);
}

const steps = [
  ["types", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["lint", "npx", ["biome", "check", "."]],
  // One project at a time: on a 2-core machine the projects run side by side fight for the cores (the story
  // page, PGlite and jsdom workers at once), and the whole took nearly twice the sum of its parts.
  ["unit", "npx", ["vitest", "run", "--project", "unit"]],
  ["server", "npx", ["vitest", "run", "--project", "server"]],
  ["browser", "npx", ["vitest", "run", "--project", "browser"]],
  ["stories and visual", "npx", ["vitest", "run", "--project", "storybook*"]],
  ["consumer", "node", ["tests/consumer/run.mjs"]],
];
if (existsSync("tests/e2e/run.mjs")) steps.push(["end-to-end", "node", ["tests/e2e/run.mjs"]]);

const started = Date.now();
let passed = 0;
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`steps: ${passed} passed, 0 failed`);
