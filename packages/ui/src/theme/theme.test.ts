import { afterEach, describe, expect, it } from "vitest";
import { applyTheme, readThemePreference, saveThemePreference, themeClass } from "./theme";
import { darkTokens, lightTokens } from "./tokens";

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const value = hex.replace("#", "");
  const channels = [0, 2, 4].map((start) => Number.parseInt(value.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe.each([
  ["light", lightTokens],
  ["dark", darkTokens],
])("%s theme contrast (WCAG 2.2 AA)", (_name, tokens) => {
  const c = tokens.color;
  const surfaces = { background: c.background, surface: c.surface, surfaceRaised: c.surfaceRaised };
  it.each(Object.entries(surfaces))("body and muted text on %s reach 4.5:1", (_surface, color) => {
    expect(contrast(c.text, color)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.textMuted, color)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.primaryText, color)).toBeGreaterThanOrEqual(4.5);
  });
  it("text on filled buttons reaches 4.5:1", () => {
    expect(contrast(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onPrimary, c.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onDanger, c.danger)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.onDanger, c.dangerHover)).toBeGreaterThanOrEqual(4.5);
  });
  it("status text on its subtle background reaches 4.5:1", () => {
    expect(contrast(c.successText, c.successSubtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.warningText, c.warningSubtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.dangerText, c.dangerSubtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.infoText, c.infoSubtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.neutralText, c.neutralSubtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.primaryText, c.primarySubtle)).toBeGreaterThanOrEqual(4.5);
  });
  it("control borders and the focus ring reach 3:1 against the surface", () => {
    expect(contrast(c.borderStrong, c.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focusRing, c.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focusRing, c.background)).toBeGreaterThanOrEqual(3);
  });
  it.each(Object.entries(c.dataviz))(
    "data-visualisation colour %s reaches 3:1 on every surface",
    (_role, color) => {
      for (const surface of [c.background, c.surface, c.surfaceRaised, c.surfaceSunken])
        expect(contrast(color, surface)).toBeGreaterThanOrEqual(3);
    },
  );
});

describe("applyTheme", () => {
  afterEach(() => {
    document.documentElement.className = "";
    localStorage.clear();
  });

  it("puts exactly one theme class on <html> and switches it", () => {
    applyTheme("dark");
    expect(document.documentElement.classList.contains(themeClass.dark)).toBe(true);
    applyTheme("light");
    expect(document.documentElement.classList.contains(themeClass.light)).toBe(true);
    expect(document.documentElement.classList.contains(themeClass.dark)).toBe(false);
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  // A stand-in for the operating system setting: one shared list of change listeners, as a browser keeps
  // for the same media query.
  function fakeSystemSetting(initiallyDark: boolean) {
    const listeners = new Set<() => void>();
    const setting = { dark: initiallyDark, listeners };
    window.matchMedia = ((query: string) => ({
      get matches() {
        return setting.dark;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    return {
      listeners,
      change(dark: boolean) {
        setting.dark = dark;
        for (const listener of [...listeners]) listener();
      },
    };
  }

  it("follows the system setting by default", () => {
    const system = fakeSystemSetting(true);
    const stop = applyTheme("system");
    expect(document.documentElement.dataset.theme).toBe("dark");
    system.change(false);
    expect(document.documentElement.dataset.theme).toBe("light");
    stop();
    expect(system.listeners.size).toBe(0);
    system.change(true);
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("keeps an explicit choice made after system when the system setting changes, without cleanup", () => {
    const system = fakeSystemSetting(false);
    applyTheme("system");
    applyTheme("light");
    system.change(true);
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(system.listeners.size).toBe(0);
    applyTheme("dark");
    system.change(false);
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("keeps one listener however often system is applied", () => {
    const system = fakeSystemSetting(false);
    applyTheme("system");
    applyTheme("system");
    const stopLast = applyTheme("system");
    expect(system.listeners.size).toBe(1);
    system.change(true);
    expect(document.documentElement.dataset.theme).toBe("dark");
    stopLast();
    expect(system.listeners.size).toBe(0);
  });

  it("an earlier call's cleanup leaves a later system call following the setting", () => {
    const system = fakeSystemSetting(false);
    const stopFirst = applyTheme("system");
    applyTheme("system");
    stopFirst();
    expect(system.listeners.size).toBe(1);
    system.change(true);
    expect(document.documentElement.dataset.theme).toBe("dark");
    applyTheme("light");
  });

  it("remembers an explicit choice and forgets it for system", () => {
    expect(readThemePreference()).toBe("system");
    saveThemePreference("dark");
    expect(readThemePreference()).toBe("dark");
    saveThemePreference("system");
    expect(readThemePreference()).toBe("system");
  });
});
