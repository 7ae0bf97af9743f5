/**
 * What a session's User-Agent says in words a person recognises ('Chrome 131', 'macOS', mobile): enough to
 * tell one's sessions apart in Settings, Security. Not a full parser: the common browsers and systems, in
 * the order that keeps look-alikes apart (Edge and Opera also say Chrome; Chrome also says Safari).
 */
export interface UserAgentSummary {
  browser: string | null;
  os: string | null;
  device: "desktop" | "mobile" | "tablet" | "unknown";
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/(?:OPR|Opera)\/(\d+)/, "Opera"],
  [/SamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, "Chrome"],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
  [/curl\/(\d+)/, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, "Windows"],
  [/iPhone|iPod/, "iOS"],
  [/iPad/, "iPadOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  if (!userAgent) return { browser: null, os: null, device: "unknown" };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  let device: UserAgentSummary["device"] = "desktop";
  if (/iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent)))
    device = "tablet";
  else if (/Mobi|iPhone|iPod/.test(userAgent)) device = "mobile";
  else if (!os) device = "unknown";
  return { browser, os, device };
}
