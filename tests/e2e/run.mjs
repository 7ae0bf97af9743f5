#!/usr/bin/env node
// The end-to-end step of `npm test`: Playwright's runner with Debian's Chromium against `npm start`.
import { spawnSync } from "node:child_process";

const result = spawnSync(
  "npx",
  ["playwright", "test", "-c", "tests/e2e/playwright.config.ts", ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  },
);
process.exit(result.status ?? 1);
