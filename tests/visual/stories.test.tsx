// Every story, screenshotted in light and dark and compared with the baselines committed beside this file.
// Runs in Chromium (layout, fonts and colours are what is compared). Update baselines: npm run test:visual:update
import { applyTheme } from "@round/ui";
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import * as preview from "../../.storybook/preview";

setProjectAnnotations([preview]);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>("../../stories/**/*.stories.tsx", { eager: true });

const freeze = document.createElement("style");
freeze.textContent =
  "*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}";

beforeAll(() => {
  document.head.append(freeze);
});
afterAll(() => freeze.remove());

const viewports: Record<string, [number, number]> = {
  mobile: [375, 740],
  tablet: [768, 1024],
  desktop: [1280, 800],
};

function slug(text: string): string {
  return text
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
}

for (const [path, mod] of Object.entries(modules)) {
  const meta = (mod as { default?: { title?: string; parameters?: { visual?: { disable?: boolean } } } })
    .default;
  if (meta?.parameters?.visual?.disable) continue;
  const title = meta?.title ?? path;
  describe(title, () => {
    const stories = composeStories(mod) as Record<string, { run: (context?: object) => Promise<void> }>;
    for (const [name, Story] of Object.entries(stories)) {
      const parameters = (Story as { parameters?: { visual?: { disable?: boolean } } }).parameters;
      if (parameters?.visual?.disable) continue;
      test(name, async () => {
        const globals = (Story as { globals?: { viewport?: { value?: string } } }).globals;
        const [width, height] = viewports[globals?.viewport?.value ?? ""] ?? [800, 600];
        await page.viewport(width, height);
        const canvasElement = document.createElement("div");
        canvasElement.id = "storybook-root";
        canvasElement.style.padding = "16px";
        document.body.append(canvasElement);
        try {
          await Story.run({ canvasElement });
          await document.fonts.ready;
          for (const theme of ["light", "dark"] as const) {
            applyTheme(theme);
            await expect
              .element(page.elementLocator(document.body))
              .toMatchScreenshot(`${slug(title)}--${slug(name)}--${theme}`, {
                comparatorName: "pixelmatch",
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
              });
          }
        } finally {
          canvasElement.remove();
        }
      });
    }
  });
}
