import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { chromiumArgs, findChromium } from "./scripts/chromium.mjs";

const resolve = { conditions: ["@round/source", ...defaultClientConditions] };
// vanilla-extract evaluates .css.ts files in a server environment, which must see the workspace sources too.
const environments = { ssr: { resolve: { conditions: ["@round/source", ...defaultServerConditions] } } };

// Dependencies pre-bundled up front: a discovery mid-run reloads the test page and fails it.
const optimizeDeps = {
  include: [
    "react",
    "react-dom",
    "react-dom/client",
    "react/jsx-runtime",
    "react/jsx-dev-runtime",
    "@radix-ui/react-dialog",
    "@radix-ui/react-tabs",
    "@radix-ui/react-tooltip",
    "@tanstack/react-virtual",
    "@vanilla-extract/recipes/createRuntimeFn",
    "vitest-browser-react",
    "axe-core",
    // The tax id checks of the customer forms (CommonJS and ESM builds: found late, it would reload the page).
    "stdnum",
  ],
};

// The page is as large as the test frame, so the frame is shown at scale 1: screenshots are taken at the
// frame's own size (a smaller page would scale the frame to fit it, and every picture with it).
function browser(viewport = { width: 1024, height: 768 }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      contextOptions: { viewport },
    }),
    instances: [{ browser: "chromium" as const }],
    viewport,
  };
}

// The stories run as three projects, two at a time (a browser instance per worker, a worker per core), each
// in a page of its own: a story spends much of its time waiting (a debounce, a lazy screen, the next frame),
// and one page left half of two cores idle (405 s in one page, 240 s so, `time npx vitest run --project
// "storybook*"`).
const storyGroups = {
  screens: ["stories/app/**"],
  forms: ["stories/forms/**"],
  "design system": ["stories/ui/**"],
};

function storyProject(name: keyof typeof storyGroups): TestProjectInlineConfiguration {
  const others = Object.entries(storyGroups).flatMap(([group, globs]) => (group === name ? [] : globs));
  return {
    plugins: [storybookTest({ configDir: ".storybook", storybookScript: "npm run storybook" })],
    resolve,
    environments,
    optimizeDeps,
    test: {
      name: `storybook: ${name}`,
      // The other groups' story files (the plugin takes the files from .storybook/main.ts and keeps this list).
      exclude: ["**/node_modules/**", ...others],
      // Every story file of a group runs in one page, so the story harness (preview, addons, axe, the packages)
      // loads once rather than once per file; each story renders into a fresh root with its own mocked API.
      isolate: false,
      // One retry absorbs a slow moment of a loaded 2-core machine (as in tests/e2e); a story still has to
      // pass whole, and a real failure fails twice.
      retry: 1,
      // A story waits up to 10 s for each thing it looks for (.storybook/preview.tsx); leave room for two.
      testTimeout: 30_000,
      browser: {
        ...browser({ width: 800, height: 600 }),
        expect: {
          toMatchScreenshot: {
            // Baselines of the design system's stories, light and dark, in one folder: tests/visual/__screenshots__.
            resolveScreenshotPath: ({ root, testFileName, arg, ext }) =>
              `${root}/tests/visual/__screenshots__/${testFileName.replace(/\.stories\.tsx$/, "")}/${arg}${ext}`,
          },
        },
      },
      setupFiles: [".storybook/vitest.visual.ts"],
    },
  };
}
const storyProjects = (Object.keys(storyGroups) as (keyof typeof storyGroups)[]).map(storyProject);

export default defineConfig({
  // vanilla-extract's compiler reads this file's top level (not a project's settings) to evaluate .css.ts
  // files: it must resolve the workspace packages from source, like the projects do.
  resolve,
  environments,
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve,
        environments,
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["**/*.browser.test.tsx", "packages/server/**", "**/node_modules/**"],
          environment: "jsdom",
          setupFiles: ["tests/setup/jsdom.ts"],
          // One jsdom per worker, not one per file: setting up an environment per file was most of the step's
          // time. The setup file unmounts what each test rendered, and the files pass in any order
          // (`--sequence.shuffle`).
          isolate: false,
          // The app build's few stdnum validators (packages/app/src/vendor/stdnumLite.ts) are the package's
          // ES modules, written for bundlers (extensionless imports): transformed here, so a test can compare
          // them with the package's index.
          server: { deps: { inline: [/stdnum\/lib\/esm/] } },
        },
      },
      {
        resolve,
        test: {
          name: "server",
          include: ["packages/server/src/**/*.test.ts", "packages/server/test/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time, each worker in one module graph: each file builds its own app and databases, so
          // re-importing the server for every file was 40% of the step (420 s to 250 s). One file at a time
          // left a core idle while PGlite worked (user time equal to wall time): two workers took the step from
          // 526 s to 369 s on a 2-core machine (`time npx vitest run --project server`).
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        resolve,
        environments,
        optimizeDeps,
        test: {
          name: "browser",
          include: ["packages/*/src/**/*.browser.test.tsx", "tests/patterns/**/*.test.tsx"],
          browser: browser(),
        },
      },
      ...storyProjects,
    ],
  },
});
