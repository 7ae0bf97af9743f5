#!/usr/bin/env node
// The consumer test: what another product gets from the packed @round/ui. Builds and packs the package,
// installs the tarball into a fresh Vite + React project outside the workspace, type-checks it with
// skipLibCheck off, builds it, and checks in Chromium that a rendered Button carries its styles.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { chromium } from "playwright";
import { chromiumArgs, findChromium } from "../../scripts/chromium.mjs";

const root = resolve(import.meta.dirname, "../..");
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: "inherit" });
const version = (name) =>
  JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version;

const work = mkdtempSync(join(tmpdir(), "round-consumer-"));
try {
  run("npm", ["run", "build", "-w", "@round/ui"], root);
  run("npm", ["pack", "-w", "@round/ui", "--pack-destination", work, "--silent"], root);
  const tarball = readdirSync(work).find((file) => file.endsWith(".tgz"));
  const app = join(work, "app");
  cpSync(join(import.meta.dirname, "fixture"), app, { recursive: true });
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify(
      {
        name: "round-consumer",
        private: true,
        type: "module",
        dependencies: {
          "@round/ui": `file:../${tarball}`,
          react: version("react"),
          "react-dom": version("react-dom"),
        },
        devDependencies: {
          vite: version("vite"),
          typescript: version("typescript"),
          "@types/react": version("@types/react"),
          "@types/react-dom": version("@types/react-dom"),
        },
      },
      null,
      2,
    ),
  );
  run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], app);
  run("npx", ["tsc", "-p", "tsconfig.json"], app);
  run("npx", ["vite", "build", "--logLevel", "warn"], app);

  const dist = join(app, "dist");
  const types = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".woff2": "font/woff2",
  };
  const server = createServer((req, res) => {
    const path = req.url === "/" ? "/index.html" : (req.url ?? "/").split("?")[0];
    try {
      const body = readFileSync(join(dist, path));
      res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address();
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const button = page.getByRole("button", { name: "Save changes" });
    await button.waitFor();
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        background: computed.backgroundColor,
        radius: computed.borderRadius,
        font: computed.fontFamily,
      };
    });
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Inter Variable"');
    });
    const failures = [];
    if (style.background !== "rgb(67, 56, 202)")
      failures.push(`background is ${style.background}, not the primary colour`);
    if (style.radius !== "6px") failures.push(`border radius is ${style.radius}, not 6px`);
    if (!style.font.includes("Inter Variable")) failures.push(`font family is ${style.font}`);
    if (!fontLoaded) failures.push("the bundled Inter Variable font did not load");
    // Tree-shaking: an app that imports Button ships neither the other components nor their libraries.
    const shipped = readdirSync(join(dist, "assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(dist, "assets", file), "utf8"))
      .join("\n");
    for (const [what, marker] of [
      ["the Modal (Radix Dialog)", "DialogContent"],
      ["the Tooltip (Radix Tooltip)", "TooltipProvider"],
      ["the EmptyState", "No items to display"],
      ["the FullScreenLoader", "Checking your session"],
      ["the DataTable (virtualizer)", "getVirtualItems"],
    ])
      if (shipped.includes(marker))
        failures.push(`the bundle carries ${what} although the app imports only Button`);
    if (failures.length > 0) {
      console.error(`consumer: the packed @round/ui fails a consumer:\n- ${failures.join("\n- ")}`);
      process.exitCode = 1;
    } else {
      console.log(
        `consumer: packed ${tarball}; type-checked, built and rendered a styled Button (${style.background}) without the components it does not import.`,
      );
      console.log("consumer: 1 passed, 0 failed");
    }
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
