import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH } from "./widths";

const mobile = "screen and (max-width: 767px)";
const transition = `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`;

export const root = style(
  layered({
    position: "sticky",
    top: 0,
    flexShrink: 0,
    width: SIDEBAR_EXPANDED_WIDTH,
    height: "100vh",
    zIndex: vars.zIndex.sidebar,
    transition,
    selectors: { "&[data-collapsed='true']": { width: SIDEBAR_COLLAPSED_WIDTH } },
    // On phones the rail keeps its 80px in the page; the expanded panel floats over the content. Inside a
    // shell, whose header holds the menu button, there is no rail: the page gets the full width.
    "@media": {
      [mobile]: {
        width: SIDEBAR_COLLAPSED_WIDTH,
        selectors: {
          "&[data-menu-button='header']": { width: 0 },
          "&[data-menu-button='header'][data-collapsed='true']": { display: "none" },
        },
      },
    },
  }),
);

export const panel = style(
  layered({
    display: "flex",
    flexDirection: "column",
    width: "100%",
    height: "100%",
    backgroundColor: vars.color.surface,
    borderRight: `1px solid ${vars.color.border}`,
    "@media": {
      [mobile]: {
        selectors: {
          [`${root}[data-collapsed='false'] &`]: {
            position: "fixed",
            top: 0,
            bottom: 0,
            left: 0,
            width: SIDEBAR_EXPANDED_WIDTH,
            maxWidth: "85vw",
            boxShadow: vars.shadow.lg,
          },
        },
      },
    },
  }),
);

export const backdrop = style(
  layered({
    display: "none",
    "@media": {
      [mobile]: { display: "block", position: "fixed", inset: 0, backgroundColor: vars.color.overlay },
    },
  }),
);

export const header = style(
  layered({
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    minHeight: 64,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: {
      [`${root}[data-collapsed='true'] &`]: {
        flexDirection: "column",
        justifyContent: "center",
        padding: `${vars.space.md} ${vars.space.sm}`,
      },
    },
  }),
);

export const brand = style(
  layered({
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    minWidth: 0,
    overflow: "hidden",
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    whiteSpace: "nowrap",
  }),
);

export const nav = style(
  layered({
    flex: 1,
    minHeight: 0,
    overflowY: "auto",
    overflowX: "hidden",
    padding: `${vars.space.md} ${vars.space.md}`,
  }),
);

export const list = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: "none",
  }),
);

export const submenu = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.xxs,
    margin: `${vars.space.xxs} 0 ${vars.space.xs} ${vars.space.xl}`,
    padding: `0 0 0 ${vars.space.sm}`,
    listStyle: "none",
    borderLeft: `1px solid ${vars.color.border}`,
    selectors: {
      "&[hidden]": { display: "none" },
      [`${root}[data-collapsed='true'] &`]: {
        margin: `${vars.space.xxs} 0`,
        padding: vars.space.xxs,
        borderLeft: 0,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surfaceSunken,
      },
    },
  }),
);

export const itemRow = style(layered({ position: "relative", display: "flex", alignItems: "center" }));

export const link = style(
  layered({
    position: "relative",
    display: "flex",
    alignItems: "center",
    gap: vars.space.md,
    flex: 1,
    width: "100%",
    minWidth: 0,
    minHeight: 40,
    padding: `0 ${vars.space.md}`,
    border: 0,
    borderRadius: vars.radius.md,
    background: "none",
    color: vars.color.textMuted,
    font: "inherit",
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textAlign: "start",
    textDecoration: "none",
    cursor: "pointer",
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      "&:hover": { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
      "&:focus-visible": { outlineOffset: "-2px" },
      "&[aria-current]": {
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.primaryText,
        fontWeight: vars.font.weight.semibold,
      },
      "&[data-section-active='true']": { color: vars.color.text, fontWeight: vars.font.weight.semibold },
      [`${root}[data-collapsed='true'] &`]: { justifyContent: "center", padding: 0, minHeight: 44 },
    },
  }),
);

export const icon = style(
  layered({
    display: "inline-flex",
    flexShrink: 0,
    width: 20,
    height: 20,
    alignItems: "center",
    justifyContent: "center",
  }),
);

export const label = style(
  layered({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }),
);

export const badge = style(
  layered({
    flexShrink: 0,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.infoSubtle,
    color: vars.color.infoText,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const dot = style(
  layered({
    position: "absolute",
    top: 8,
    right: 14,
    width: 8,
    height: 8,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.info,
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
  }),
);

export const submenuToggle = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: 32,
    height: 32,
    marginLeft: vars.space.xxs,
    border: 0,
    borderRadius: vars.radius.md,
    background: "none",
    color: vars.color.textMuted,
    cursor: "pointer",
    selectors: {
      "&:hover": { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
      "&:focus-visible": { outlineOffset: "-2px" },
    },
  }),
);

export const chevron = style(
  layered({
    transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { "[aria-expanded='true'] > &": { transform: "rotate(180deg)" } },
  }),
);

export const footer = style(layered({ padding: vars.space.md, borderTop: `1px solid ${vars.color.border}` }));

export const toggle = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: 36,
    height: 36,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: "pointer",
    selectors: { "&:hover": { backgroundColor: vars.color.surfaceHover } },
  }),
);

export const tooltip = style(
  layered({
    zIndex: vars.zIndex.tooltip,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.text,
    color: vars.color.textInverse,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    boxShadow: vars.shadow.md,
  }),
);
