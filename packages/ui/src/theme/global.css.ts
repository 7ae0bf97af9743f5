import { globalStyle } from "@vanilla-extract/css";
import { resetLayer } from "./layers.css";
import { vars } from "./vars.css";

const reset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { "@layer": { [resetLayer]: rule } } as Parameters<typeof globalStyle>[1]);

reset("*, *::before, *::after", { boxSizing: "border-box" });
reset("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  // Keeps pinch zoom while removing the double-tap delay on touch screens.
  touchAction: "manipulation",
});
reset("body", {
  margin: 0,
  minHeight: "100vh",
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
});
reset("h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol", { margin: 0 });
reset("ul[role='list'], ol[role='list']", { listStyle: "none", padding: 0 });
reset("img, svg, video, canvas", { display: "block", maxWidth: "100%" });
reset("input, button, textarea, select", { font: "inherit", color: "inherit" });
// The browser's own monospace would be whatever the machine has: the bundled one instead.
reset("code, kbd, pre, samp", { fontFamily: vars.font.family.mono });
reset("button", { cursor: "pointer" });
reset("a", { color: vars.color.primaryText });
reset(":focus-visible", { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" });
globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
