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

/** Puts the theme class on `<html>`. "system" follows the operating system setting, live. */
export function applyTheme(
  preference: ThemePreference,
  root: HTMLElement = document.documentElement,
): () => void {
  const set = (name: ThemeName) => {
    root.classList.remove(lightThemeClass, darkThemeClass);
    root.classList.add(themeClass[name]);
    root.dataset.theme = name;
  };
  if (preference !== "system") {
    set(preference);
    return () => {};
  }
  set(systemTheme());
  if (typeof matchMedia !== "function") return () => {};
  const query = matchMedia("(prefers-color-scheme: dark)");
  const onChange = () => set(systemTheme());
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
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
