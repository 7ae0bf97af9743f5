/** Design tokens as typed data. Components never use these directly: they use `vars` roles. */

export const space = {
  none: "0",
  xxs: "2px",
  xs: "4px",
  sm: "8px",
  md: "12px",
  lg: "16px",
  xl: "24px",
  xxl: "32px",
  xxxl: "48px",
} as const;

/** A step of the space scale, as layout props take it: `gap="lg"`. */
export type SpaceToken = keyof typeof space;

export const radius = { sm: "4px", md: "6px", lg: "10px", xl: "16px", full: "9999px" } as const;

export const font = {
  family: {
    body: '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    // Bundled (./fonts.css), so code and figures look the same whatever fonts a machine has.
    mono: '"JetBrains Mono Variable", ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  size: { xs: "12px", sm: "14px", md: "16px", lg: "18px", xl: "20px", xxl: "24px", xxxl: "30px" },
  weight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  lineHeight: { tight: "1.25", normal: "1.5" },
} as const;

export const motion = {
  duration: { fast: "120ms", normal: "200ms", slow: "320ms" },
  easing: { standard: "cubic-bezier(0.2, 0, 0, 1)", exit: "cubic-bezier(0.4, 0, 1, 1)" },
} as const;

export const zIndex = {
  base: "0",
  sticky: "100",
  sidebar: "200",
  dropdown: "1000",
  overlay: "1300",
  modal: "1400",
  popover: "1500",
  toast: "1600",
  tooltip: "1700",
} as const;

/**
 * Colours for charts and other graphics: six series in a fixed order (pick them in turn, never by meaning),
 * and three for movements (a rise that is good news, a fall that is bad news, no change). Each reaches 3:1
 * against the background and every surface of its theme (WCAG 1.4.11, non-text contrast); never let colour
 * alone carry the meaning: pair it with a label, a legend or a sign.
 */
export interface DataVizColors {
  series1: string;
  series2: string;
  series3: string;
  series4: string;
  series5: string;
  series6: string;
  positive: string;
  negative: string;
  neutral: string;
}

/** Colour roles. Every text/background pair used by components meets WCAG 2.2 AA (4.5:1 text, 3:1 controls). */
export interface ColorRoles {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textInverse: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  primarySubtle: string;
  primaryText: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  dangerSubtle: string;
  dangerText: string;
  success: string;
  successSubtle: string;
  successText: string;
  warning: string;
  warningSubtle: string;
  warningText: string;
  info: string;
  infoSubtle: string;
  infoText: string;
  neutralSubtle: string;
  neutralText: string;
  focusRing: string;
  overlay: string;
  dataviz: DataVizColors;
}

const lightColors: ColorRoles = {
  background: "#f6f7f9",
  surface: "#ffffff",
  surfaceRaised: "#ffffff",
  surfaceSunken: "#eef0f3",
  surfaceHover: "#f1f3f6",
  border: "#d9dde3",
  borderStrong: "#6b7280",
  text: "#111827",
  textMuted: "#4b5563",
  textInverse: "#ffffff",
  primary: "#4338ca",
  primaryHover: "#3730a3",
  onPrimary: "#ffffff",
  primarySubtle: "#eef0ff",
  primaryText: "#3730a3",
  danger: "#b91c1c",
  dangerHover: "#991b1b",
  onDanger: "#ffffff",
  dangerSubtle: "#fdecec",
  dangerText: "#991b1b",
  success: "#047857",
  successSubtle: "#e6f6ef",
  successText: "#065f46",
  warning: "#b45309",
  warningSubtle: "#fdf3e1",
  warningText: "#92400e",
  info: "#1d4ed8",
  infoSubtle: "#e8effd",
  infoText: "#1e40af",
  neutralSubtle: "#eef0f3",
  neutralText: "#374151",
  focusRing: "#4338ca",
  overlay: "rgba(17, 24, 39, 0.55)",
  dataviz: {
    series1: "#4f46e5",
    series2: "#0f766e",
    series3: "#c2410c",
    series4: "#be185d",
    series5: "#0369a1",
    series6: "#4d7c0f",
    positive: "#047857",
    negative: "#b91c1c",
    neutral: "#6b7280",
  },
};

const darkColors: ColorRoles = {
  background: "#0d1016",
  surface: "#161a22",
  surfaceRaised: "#1d222c",
  surfaceSunken: "#10131a",
  surfaceHover: "#232936",
  border: "#2e3542",
  borderStrong: "#8a93a3",
  text: "#eef0f4",
  textMuted: "#a9b1bf",
  textInverse: "#0d1016",
  primary: "#a5b4fc",
  primaryHover: "#c7d2fe",
  onPrimary: "#111436",
  primarySubtle: "#23274a",
  primaryText: "#c7d2fe",
  danger: "#f87171",
  dangerHover: "#fca5a5",
  onDanger: "#2a0b0b",
  dangerSubtle: "#3a1717",
  dangerText: "#fca5a5",
  success: "#34d399",
  successSubtle: "#0f2e24",
  successText: "#6ee7b7",
  warning: "#fbbf24",
  warningSubtle: "#33260c",
  warningText: "#fcd34d",
  info: "#60a5fa",
  infoSubtle: "#142544",
  infoText: "#93c5fd",
  neutralSubtle: "#262c37",
  neutralText: "#d1d5db",
  focusRing: "#a5b4fc",
  overlay: "rgba(0, 0, 0, 0.65)",
  dataviz: {
    series1: "#818cf8",
    series2: "#2dd4bf",
    series3: "#fb923c",
    series4: "#f472b6",
    series5: "#38bdf8",
    series6: "#a3e635",
    positive: "#34d399",
    negative: "#f87171",
    neutral: "#9ca3af",
  },
};

const shadowsLight = {
  sm: "0 1px 2px rgba(16, 24, 40, 0.06)",
  md: "0 4px 12px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.06)",
  lg: "0 16px 40px rgba(16, 24, 40, 0.16), 0 4px 12px rgba(16, 24, 40, 0.08)",
};
const shadowsDark = {
  sm: "0 1px 2px rgba(0, 0, 0, 0.5)",
  md: "0 4px 12px rgba(0, 0, 0, 0.5)",
  lg: "0 16px 40px rgba(0, 0, 0, 0.6)",
};

export const breakpoints = { tablet: 768, desktop: 1024, large: 1280 } as const;

export interface ThemeTokens {
  color: ColorRoles;
  space: typeof space;
  radius: typeof radius;
  font: typeof font;
  shadow: typeof shadowsLight;
  motion: typeof motion;
  zIndex: typeof zIndex;
}

const shared = { space, radius, font, motion, zIndex };
export const lightTokens: ThemeTokens = { ...shared, color: lightColors, shadow: shadowsLight };
export const darkTokens: ThemeTokens = { ...shared, color: darkColors, shadow: shadowsDark };
