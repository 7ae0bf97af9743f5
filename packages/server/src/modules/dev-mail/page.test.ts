// Runs the page in Chromium: whether a message's preview is cut off is a question of layout, which only a
// browser answers. The page (with the policy the server sends) and a real message are served by request
// interception.
import { chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, findChromium } from "../../../../../scripts/chromium.mjs";
import { confirmationMail } from "../../mail/templates.ts";
import { DEV_MAIL_PAGE_CSP, devMailPage } from "./page.ts";

const ORIGIN = "http://127.0.0.1:9";
const mail = confirmationMail("http://127.0.0.1:3000", {
  email: "grace@example.com",
  firstName: "Grace",
  userId: "7c1d4a52-9f0e-4a57-9d1c-3c2b8f0f1a20",
  token: "a".repeat(64),
});

let browser: Awaited<ReturnType<typeof chromium.launch>>;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
});

describe("dev mailbox page", () => {
  it.each([
    [375, 740],
    [1280, 800],
  ])("at %ipx shows a message's preview whole, not cut off at the bottom", async (width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === "/dev/mail") {
        const message = { id: 1, ...mail, createdAt: new Date("2026-11-20T10:00:00Z") };
        return route.fulfill({
          contentType: "text/html",
          headers: { "content-security-policy": DEV_MAIL_PAGE_CSP },
          body: devMailPage([message]),
        });
      }
      if (path === "/dev/mail/messages/1/html")
        return route.fulfill({ contentType: "text/html", body: mail.html });
      return route.fulfill({ status: 404, body: "" });
    });
    await page.goto(`${ORIGIN}/dev/mail`, { waitUntil: "load" });
    const frame = page.frameLocator("iframe");
    await frame.getByText("Confirm email address").first().waitFor();
    // The frame's box is as tall as the message it shows: nothing scrolls or is clipped inside it.
    await expect
      .poll(async () =>
        page.locator("iframe").evaluate((element: HTMLIFrameElement) => {
          const doc = element.contentDocument?.documentElement;
          return doc ? doc.scrollHeight - element.clientHeight : Number.POSITIVE_INFINITY;
        }),
      )
      .toBeLessThanOrEqual(0);
    const footer = frame.getByText("If you did not create a Round account");
    await expect.poll(async () => (await footer.boundingBox())?.height ?? 0).toBeGreaterThan(0);
    await page.close();
  });
});
