import { assignVars, createTheme, createThemeContract, globalStyle } from "@vanilla-extract/css";
import { themeLayer } from "./layers.css";
import { darkTokens, lightTokens, type ThemeTokens } from "./tokens";

function nullTokens<T>(tokens: T): {
  [K in keyof T]: T[K] extends string ? null : ReturnType<typeof nullTokens<T[K]>>;
} {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens as Record<string, unknown>)) {
    out[key] = typeof value === "string" ? null : nullTokens(value);
  }
  return out as never;
}

/** The one theme contract: every token becomes a CSS variable named after its path. */
export const vars = createThemeContract(nullTokens<ThemeTokens>(lightTokens));

export const lightThemeClass = createTheme(vars, lightTokens, "light");
export const darkThemeClass = createTheme(vars, darkTokens, "dark");

globalStyle(`.${lightThemeClass}`, { colorScheme: "light" });
globalStyle(`.${darkThemeClass}`, { colorScheme: "dark" });

// Without a theme class the page follows the system setting (the classes, unlayered, win over this).
globalStyle(":root", {
  "@layer": {
    [themeLayer]: {
      vars: assignVars(vars, lightTokens),
      colorScheme: "light",
      "@media": {
        "(prefers-color-scheme: dark)": { vars: assignVars(vars, darkTokens), colorScheme: "dark" },
      },
    },
  },
});
