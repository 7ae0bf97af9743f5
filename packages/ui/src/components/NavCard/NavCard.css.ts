import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    position: "relative",
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    transition: `box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: {
      "&:hover": { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
      // The link inside draws no ring of its own: the whole card shows it.
      "&:has(a:focus-visible)": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    },
  }),
);

export const icon = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: 40,
    height: 40,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primaryText,
  }),
);

export const text = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xxs, flex: 1, minWidth: 0 }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: "anywhere",
  }),
);

export const link = style(
  layered({
    color: vars.color.text,
    textDecoration: "none",
    outline: "none",
    selectors: {
      // Stretches the link over the whole card, so a click anywhere follows it.
      "&::after": { content: "''", position: "absolute", inset: 0, borderRadius: vars.radius.lg },
      [`${root}:hover &`]: { textDecoration: "underline", textUnderlineOffset: "2px" },
    },
  }),
);

export const description = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const chevron = style(
  layered({
    flexShrink: 0,
    alignSelf: "center",
    color: vars.color.textMuted,
    transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { [`${root}:hover &`]: { transform: "translateX(2px)" } },
  }),
);
