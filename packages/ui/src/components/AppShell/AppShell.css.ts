import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    display: "flex",
    alignItems: "flex-start",
    minHeight: "100vh",
    backgroundColor: vars.color.background,
    color: vars.color.text,
  }),
);

export const skipLink = style(
  layered({
    position: "fixed",
    top: vars.space.sm,
    left: vars.space.sm,
    zIndex: vars.zIndex.tooltip,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: vars.font.weight.semibold,
    textDecoration: "none",
    // Off-screen (and without its shadow) until focused, so sighted keyboard users see it appear.
    transform: "translateY(-200%)",
    selectors: { "&:focus, &:focus-visible": { transform: "none", boxShadow: vars.shadow.lg } },
  }),
);

export const column = style(
  layered({ display: "flex", flexDirection: "column", flex: 1, minWidth: 0, minHeight: "100vh" }),
);

export const topBar = style(
  layered({
    position: "sticky",
    top: 0,
    zIndex: vars.zIndex.sticky,
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.lg,
    minHeight: 64,
    padding: `${vars.space.sm} ${vars.space.xl}`,
    backgroundColor: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    "@media": {
      "screen and (max-width: 767px)": { padding: `${vars.space.sm} ${vars.space.lg}` },
      // Without breadcrumbs or end content the bar exists only for the phone menu button.
      "screen and (min-width: 768px)": { selectors: { "&[data-empty='true']": { display: "none" } } },
    },
  }),
);

export const menuButton = style(
  layered({
    display: "none",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: 40,
    height: 40,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: "pointer",
    selectors: { "&:hover": { backgroundColor: vars.color.surfaceHover } },
    "@media": { "screen and (max-width: 767px)": { display: "inline-flex" } },
  }),
);

export const topBarStart = style(layered({ flex: 1, minWidth: 0 }));

export const topBarEnd = style(layered({ display: "flex", alignItems: "center", gap: vars.space.sm }));

export const main = style(
  layered({
    flex: 1,
    minWidth: 0,
    padding: vars.space.xl,
    outline: "none",
    "@media": { "screen and (max-width: 767px)": { padding: vars.space.lg } },
  }),
);
