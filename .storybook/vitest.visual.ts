// Visual regression inside the story run: after each story has rendered and its play function passed,
// the page is screenshotted in light and dark and compared with the baselines in tests/visual/__screenshots__.
// One render per story serves both the behaviour test and the visual check. The design system's stories
// (stories/ui) carry the story baselines; the screens built from them are compared page by page, at three
// widths, by the end-to-end tests (tests/e2e).
import { applyTheme } from "@round/ui";
import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

// A fixed clock, so that whatever a story shows of "today" (a coupon's start date, a relative date) is the
// same on every day the suite runs. It still advances, so durations measured with Date stay true.
// Every story file shares one page (isolate: false) and this file runs before each of them: the clock and the
// style that freezes motion are put in place once.
const storyClock = Symbol.for("round.storyClock");
if (!(storyClock in Date)) {
  const RealDate = Date;
  const clockOffset = RealDate.parse("2026-03-02T09:00:00.000Z") - RealDate.now();
  class StoryDate extends RealDate {
    static readonly [storyClock] = true;
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + clockOffset);
      else super(...(args as [string]));
    }
    static override now(): number {
      return RealDate.now() + clockOffset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;

  const freeze = document.createElement("style");
  freeze.textContent =
    "*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}";
  document.head.append(freeze);
}

function slug(text: string): string {
  return text
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
}

afterEach(async (context) => {
  if (context.task.result?.state === "fail") return;
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
