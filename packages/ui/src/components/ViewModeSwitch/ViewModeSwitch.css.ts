import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    display: "inline-flex",
    // Options too wide for the container go to a second row; each keeps its words whole unless a label
    // alone is wider than the container.
    flexWrap: "wrap",
    maxWidth: "100%",
    gap: vars.space.xxs,
    padding: vars.space.xxs,
    backgroundColor: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

export const option = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    minWidth: 34,
    minHeight: 32,
    padding: `0 ${vars.space.sm}`,
    border: "1px solid transparent",
    borderRadius: vars.radius.sm,
    backgroundColor: "transparent",
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    // A shown label with no place to break wraps inside the option instead of widening the group.
    overflowWrap: "anywhere",
    textAlign: "center",
    cursor: "pointer",
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      "&:hover:not([aria-checked='true'])": {
        backgroundColor: vars.color.surfaceHover,
        color: vars.color.text,
      },
      "&[aria-checked='true']": {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.primaryText,
        boxShadow: vars.shadow.sm,
      },
      "&:focus-visible": { outlineOffset: 0 },
    },
  }),
);
