import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "../../scripts/chromium.mjs";

// End-to-end: Debian's Chromium against `npm start` on a fresh data folder (started by global-setup.ts).
export default defineConfig({
  testDir: ".",
  testMatch: /.*\.e2e\.ts$/,
  // Two files at a time (one per core); a file's tests run in order in one worker. Every test signs up its own
  // people except billing.e2e.ts, the only one on the seeded demo business. One worker took twice as long.
  fullyParallel: false,
  workers: 2,
  // One retry absorbs a slow machine (a test still has to pass whole); a real failure fails twice.
  retries: 1,
  timeout: 90_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: "disabled", caret: "hide" },
  },
  reporter: [["list"]],
  globalSetup: "./global-setup.ts",
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  outputDir: "../../test-results/e2e",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A trace of a test that failed, from its retry (every failure is retried once): recording one for every
    // test, to keep only the failures', took a third of the step's processor time on a 2-core machine.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
});
