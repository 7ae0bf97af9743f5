import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

const mobile = "screen and (max-width: 767px)";

const hidden = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

export const root = style(layered({ minWidth: 0 }));

// Each step is a column (number above, title below); lines join the numbers.
export const list = style(
  layered({
    display: "flex",
    alignItems: "flex-start",
    margin: 0,
    padding: 0,
    listStyle: "none",
  }),
);

export const item = style(
  layered({
    position: "relative",
    display: "flex",
    justifyContent: "center",
    flex: "1 1 0",
    minWidth: 0,
  }),
);

export const step = style(
  layered({
    position: "relative",
    zIndex: 1,
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: 6,
    minWidth: 0,
    maxWidth: "100%",
    padding: `${vars.space.xs} ${vars.space.sm}`,
    margin: 0,
    border: "none",
    borderRadius: vars.radius.md,
    background: "transparent",
    color: vars.color.text,
    textAlign: "center",
    font: "inherit",
    "@media": { [mobile]: { paddingInline: vars.space.xs } },
  }),
);

export const stepButton = style(
  layered({
    cursor: "pointer",
    selectors: { "&:hover": { backgroundColor: vars.color.surfaceHover } },
  }),
);

export const indicator = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: 28,
    height: 28,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: "tabular-nums",
    selectors: {
      [`${item}[data-current] &`]: {
        borderWidth: 2,
        borderColor: vars.color.primary,
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.primaryText,
      },
      [`${item}[data-completed] &`]: {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
    },
  }),
);

export const text = style(
  layered({
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    minWidth: 0,
    maxWidth: "100%",
    // On a narrow screen the numbers stand alone and the current title is the caption under them.
    "@media": { [mobile]: hidden },
  }),
);

export const caption = style(
  layered({
    display: "none",
    margin: `${vars.space.sm} 0 0`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    textAlign: "center",
    overflowWrap: "break-word",
    "@media": { [mobile]: { display: "block" } },
  }),
);

export const title = style(
  layered({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
    selectors: {
      [`${item}[data-current] &`]: { color: vars.color.text, fontWeight: vars.font.weight.semibold },
      [`${item}[data-completed] &`]: { color: vars.color.text },
    },
  }),
);

export const details = style(layered({ display: "flex", flexDirection: "column", alignItems: "center" }));

export const meta = style(
  layered({
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
    "@media": { [mobile]: hidden },
  }),
);

// From the right edge of this step's number to the left edge of the next one's (numbers are 28px wide).
export const connector = style(
  layered({
    position: "absolute",
    top: `calc(${vars.space.xs} + 13px)`,
    left: "calc(50% + 22px)",
    right: "calc(-50% + 22px)",
    height: 2,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.border,
    selectors: { [`${item}[data-completed] &`]: { backgroundColor: vars.color.primary } },
  }),
);
