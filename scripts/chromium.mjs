import { existsSync } from "node:fs";

/** Finds the Chromium that tests drive: CHROMIUM_PATH, then /usr/bin/chromium. Never downloads one. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(
    "No Chromium found. Set CHROMIUM_PATH to a Chromium or Chrome binary, or install one " +
      "(Debian/Ubuntu: sudo apt-get install -y chromium).",
  );
}

/** Flags that keep a headless Chromium off the network and quiet on these machines. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--font-render-hinting=none",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
