#!/usr/bin/env node
// The consumer test: what another product gets from the packed @round/ui. Packs the package (its prepack
// builds it and writes the published manifest), installs the tarball into a fresh Vite + React project
// outside the workspace, checks the installed manifest and what resolves, type-checks the project with
// skipLibCheck off, builds it, and checks in Chromium that a rendered Button carries its styles and that
// styles.css linked on its own brings the font.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { chromium } from "playwright";
import { chromiumArgs, findChromium } from "../../scripts/chromium.mjs";

const root = resolve(import.meta.dirname, "../..");
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: "inherit" });
const version = (name) =>
  JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version;

const failures = [];
const work = mkdtempSync(join(tmpdir(), "round-consumer-"));
try {
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

  // The published manifest: three entry points, no workspace source condition, CSS as the only side effect.
  const installed = join(app, "node_modules", "@round", "ui");
  const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
  const keys = Object.keys(manifest.exports ?? {}).sort();
  if (JSON.stringify(keys) !== JSON.stringify([".", "./css", "./styles.css"]))
    failures.push(`the exports map names ${keys.join(", ")}, not exactly ".", "./css" and "./styles.css"`);
  if (JSON.stringify(manifest.exports).includes("@round/"))
    failures.push("the exports map still carries a workspace condition (@round/…)");
  if (JSON.stringify(manifest.sideEffects) !== JSON.stringify(["*.css"]))
    failures.push(`sideEffects is ${JSON.stringify(manifest.sideEffects)}, not ["*.css"]`);
  if (existsSync(join(installed, "src"))) failures.push("the tarball carries src/");

  // What a consumer may import resolves; a deep path into the package does not.
  const resolved = JSON.parse(
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const out = {};
        for (const name of ["@round/ui", "@round/ui/css", "@round/ui/styles.css", "@round/ui/dist/index.js", "@round/ui/package.json"]) {
          try { import.meta.resolve(name); out[name] = "ok"; } catch (error) { out[name] = error.code ?? String(error); }
        }
        console.log(JSON.stringify(out));`,
      ],
      { cwd: app, encoding: "utf8" },
    ),
  );
  for (const name of ["@round/ui", "@round/ui/css", "@round/ui/styles.css"])
    if (resolved[name] !== "ok") failures.push(`${name} does not resolve (${resolved[name]})`);
  for (const name of ["@round/ui/dist/index.js", "@round/ui/package.json"])
    if (resolved[name] !== "ERR_PACKAGE_PATH_NOT_EXPORTED")
      failures.push(`${name} should not resolve, but gave ${resolved[name]}`);

  // styles.css carries the font itself: @font-face rules with relative URLs to files in the package.
  const styles = readFileSync(join(installed, "dist", "index.css"), "utf8");
  if (/@import\s+["'](?![./])/.test(styles)) failures.push("styles.css imports a bare package path");
  const fontFiles = [...styles.matchAll(/url\("?(\.\/[^")]+\.woff2)"?\)/g)].map((match) => match[1]);
  if (!/@font-face\s*{[^}]*Inter Variable/.test(styles) || fontFiles.length === 0)
    failures.push("styles.css has no @font-face rule for Inter Variable with a relative URL");
  for (const file of fontFiles)
    if (!existsSync(join(installed, "dist", file))) failures.push(`styles.css points at ${file}, missing`);

  run("npx", ["tsc", "-p", "tsconfig.json"], app);
  run("npx", ["vite", "build", "--logLevel", "warn"], app);

  const dist = join(app, "dist");
  // A page that links the package's styles.css directly, as a site without a bundler would.
  writeFileSync(
    join(dist, "linked.html"),
    `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/package/dist/index.css"></head>
    <body><p style="font-family: 'Inter Variable'">Round</p></body></html>`,
  );
  const types = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".woff2": "font/woff2",
  };
  const server = createServer((req, res) => {
    const path = req.url === "/" ? "/index.html" : (req.url ?? "/").split("?")[0];
    const file = path.startsWith("/package/")
      ? join(installed, path.slice("/package/".length))
      : join(dist, path);
    try {
      const body = readFileSync(file);
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

    const linked = await browser.newPage();
    await linked.goto(`http://127.0.0.1:${port}/linked.html`);
    // fonts.load lists the faces it loaded: none when no @font-face names the family.
    const linkedFont = await linked.evaluate(async () => {
      const faces = await document.fonts.load('16px "Inter Variable"', "Round");
      return faces.length > 0 && faces.every((face) => face.status === "loaded");
    });
    if (!linkedFont)
      failures.push("styles.css linked with a <link> tag does not load the Inter Variable font");
    if (failures.length > 0) {
      console.error(`consumer: the packed @round/ui fails a consumer:\n- ${failures.join("\n- ")}`);
      process.exitCode = 1;
    } else {
      console.log(
        `consumer: packed ${tarball} (exports ${keys.join(", ")}; deep paths blocked); type-checked, built and rendered a styled Button (${style.background}) without the components it does not import; styles.css alone loads the font.`,
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
