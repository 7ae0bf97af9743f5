// Visual regression inside the story run: after each story has rendered and its play function passed,
// the page is screenshotted in light and dark and compared with the baselines in tests/visual/__screenshots__.
// One render per story serves both the behaviour test and the visual check.
import { applyTheme } from "@round/ui";
import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

const freeze = document.createElement("style");
freeze.textContent =
  "*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}";
document.head.append(freeze);

function slug(text: string): string {
  return text
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
}

afterEach(async (context) => {
  if (context.task.result?.state === "fail") return;
  // The design system's stories carry the visual baselines; screens are compared page by page in tests/e2e.
  if (!context.task.file.filepath.includes("/stories/ui/")) return;
  const file =
    context.task.file.name
      .split("/")
      .pop()
      ?.replace(/\.stories\.tsx$/, "") ?? "story";
  const name = `${slug(file)}--${slug(context.task.name)}`;
  await document.fonts.ready;
  const current = document.documentElement.dataset.theme === "dark" ? "dark" : "light";
  try {
    for (const theme of ["light", "dark"] as const) {
      applyTheme(theme);
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}--${theme}`, {
        comparatorName: "pixelmatch",
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
      });
    }
  } finally {
    applyTheme(current);
  }
});
