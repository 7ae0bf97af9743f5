import { darkThemeClass, lightThemeClass } from "./vars.css";

export type ThemeName = "light" | "dark";
export type ThemePreference = ThemeName | "system";

const STORAGE_KEY = "round-theme";

export const themeClass: Record<ThemeName, string> = { light: lightThemeClass, dark: darkThemeClass };

function systemTheme(): ThemeName {
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches
    ? "dark"
    : "light";
}

// The one live "system" listener of the page. Every applyTheme call replaces or removes it, so callers can call
// applyTheme as often as they like without cleaning up: a later explicit choice is never flipped back by a
// change of the operating system setting, and repeated "system" calls never stack listeners.
let systemListener: { query: MediaQueryList; onChange: () => void } | null = null;

function stopFollowingSystem() {
  if (!systemListener) return;
  systemListener.query.removeEventListener("change", systemListener.onChange);
  systemListener = null;
}

/**
 * Puts the theme class on `<html>`. "system" follows the operating system setting, live, until the next
 * call. Callers need no cleanup; the returned function stops following the system setting (it does
 * nothing once a later call has replaced this one).
 */
export function applyTheme(
  preference: ThemePreference,
  root: HTMLElement = document.documentElement,
): () => void {
  const set = (name: ThemeName) => {
    root.classList.remove(lightThemeClass, darkThemeClass);
    root.classList.add(themeClass[name]);
    root.dataset.theme = name;
  };
  stopFollowingSystem();
  if (preference !== "system") {
    set(preference);
    return () => {};
  }
  set(systemTheme());
  if (typeof matchMedia !== "function") return () => {};
  const listener = {
    query: matchMedia("(prefers-color-scheme: dark)"),
    onChange: () => set(systemTheme()),
  };
  listener.query.addEventListener("change", listener.onChange);
  systemListener = listener;
  return () => {
    if (systemListener === listener) stopFollowingSystem();
  };
}

/** The saved preference (local storage), "system" when none. */
export function readThemePreference(): ThemePreference {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === "light" || saved === "dark" ? saved : "system";
  } catch {
    return "system";
  }
}

export function saveThemePreference(preference: ThemePreference): void {
  try {
    if (preference === "system") localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Storage can be unavailable (private mode); the theme still applies for this page.
  }
}
