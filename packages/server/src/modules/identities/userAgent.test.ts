import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./userAgent.ts";

describe("describeUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome 131", os: "macOS", device: "desktop" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
      { browser: "Edge 131", os: "Windows", device: "desktop" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      { browser: "Safari 18", os: "iOS", device: "mobile" },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      { browser: "Firefox 133", os: "Linux", device: "desktop" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome 131", os: "Android", device: "mobile" },
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      { browser: "Safari 17", os: "iPadOS", device: "tablet" },
    ],
    ["curl/8.5.0", { browser: "curl 8", os: null, device: "unknown" }],
  ])("%s", (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });

  it("says nothing of a session without one", () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, device: "unknown" });
    expect(describeUserAgent("")).toEqual({ browser: null, os: null, device: "unknown" });
  });
});
