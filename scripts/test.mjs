#!/usr/bin/env node
// `npm test`: everything CI checks, in order. Stops at the first failing step and says which.
import { spawn } from "node:child_process";
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

// Each entry is a step, or a list of steps run side by side. The type check and the linter each use one core
// and write nothing unless they find something, so they run beside the unit tests (the three took 66 s
// rather than 86 s on a 2-core machine); the rest go one at a time.
const steps = [
  [
    ["types", "npx", ["tsc", "-p", "tsconfig.json"]],
    ["lint", "npx", ["biome", "check", "."]],
    ["unit", "npx", ["vitest", "run", "--project", "unit"]],
  ],
  // One project at a time: on a 2-core machine the projects run side by side fight for the cores (the story
  // page, PGlite and jsdom workers at once), and the whole took nearly twice the sum of its parts.
  ["server", "npx", ["vitest", "run", "--project", "server"]],
  ["browser", "npx", ["vitest", "run", "--project", "browser"]],
  ["stories and visual", "npx", ["vitest", "run", "--project", "storybook*"]],
  ["consumer", "node", ["tests/consumer/run.mjs"]],
];
if (existsSync("tests/e2e/run.mjs")) steps.push(["end-to-end", "node", ["tests/e2e/run.mjs"]]);

/** Runs one step; resolves with its name, whether it passed, and its seconds. */
function run([name, command, args]) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  return new Promise((done) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      env: { ...process.env, CHROMIUM_PATH: chromium },
    });
    const finish = (ok) => done({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    child.on("error", () => finish(false));
    child.on("exit", (code) => finish(code === 0));
  });
}

const started = Date.now();
let passed = 0;
for (const step of steps) {
  const results = await Promise.all(Array.isArray(step[0]) ? step.map(run) : [run(step)]);
  for (const result of results) {
    if (result.ok) console.log(`✔ ${result.name} (${result.seconds}s)`);
    else console.error(`\n✖ ${result.name} failed after ${result.seconds}s`);
  }
  const failed = results.filter((result) => !result.ok).length;
  passed += results.length - failed;
  if (failed > 0) {
    console.log(`\nsteps: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`steps: ${passed} passed, 0 failed`);
