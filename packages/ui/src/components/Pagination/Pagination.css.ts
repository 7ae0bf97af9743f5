import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { breakpoints } from "../../theme/tokens";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: vars.space.sm,
    minWidth: 0,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  }),
);

// Compact: always with compact={true}; on phones (under the tablet breakpoint) when compact is left out.
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;
const forced = `${root}[data-compact='true'] &`;
const auto = `${root}[data-compact='auto'] &`;

// Compact: Previous at the start, the position in the middle, Next at the end.
export const compactRoot = style(
  layered({
    selectors: { "&[data-compact='true']": { justifyContent: "space-between" } },
    "@media": {
      [phone]: {
        selectors: { "&[data-compact='auto']": { justifyContent: "space-between" } },
      },
    },
  }),
);

function compactly(rule: Record<string, string | number>) {
  return {
    selectors: { [forced]: rule },
    "@media": { [phone]: { selectors: { [auto]: rule } } },
  };
}

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

export const status = style(
  layered({
    order: 0,
    margin: 0,
    marginInlineEnd: "auto",
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
    ...compactly({
      order: 2,
      marginInlineEnd: 0,
      color: vars.color.text,
      fontWeight: vars.font.weight.medium,
    }),
  }),
);

/** 'Page 2 of 7': shown in full mode; in compact mode only screen readers get it. */
export const statusLong = style(layered(compactly(hidden)));

/** '2 / 7': shown in compact mode only, and never read (statusLong says it in words). */
export const statusShort = style(
  layered({
    display: "none",
    whiteSpace: "nowrap",
    ...compactly({ display: "inline" }),
  }),
);

export const previous = style(layered({ order: 1, minWidth: 0, maxWidth: "100%" }));
export const next = style(layered({ order: 3, minWidth: 0, maxWidth: "100%" }));

export const list = style(
  layered({
    order: 2,
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: "none",
    ...compactly({ display: "none" }),
  }),
);

export const control = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xxs,
    minWidth: 36,
    minHeight: 36,
    maxWidth: "100%",
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    border: "1px solid transparent",
    borderRadius: vars.radius.md,
    backgroundColor: "transparent",
    color: vars.color.text,
    font: "inherit",
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: "none",
    textAlign: "center",
    // A label with no place to break (a translation, a long word) wraps inside the control.
    overflowWrap: "anywhere",
    cursor: "pointer",
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      "&:hover:not([aria-disabled='true']):not([aria-current='page'])": {
        backgroundColor: vars.color.surfaceHover,
      },
      "&[aria-current='page']": {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        cursor: "default",
      },
      "&[aria-disabled='true']": { color: vars.color.textMuted, cursor: "not-allowed", opacity: 0.6 },
    },
  }),
);

/** Previous and Next: outlined, so they read as buttons beside the plain page numbers. */
export const step = style(layered({ borderColor: vars.color.border }));

export const ellipsis = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minWidth: 24,
    color: vars.color.textMuted,
  }),
);
