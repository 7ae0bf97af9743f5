import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

export const control = style(
  layered({
    position: "relative",
    display: "inline-flex",
    flexShrink: 0,
    width: 18,
    height: 18,
    // Lines the box up with the first line of the label.
    marginTop: 1,
  }),
);

/** The native checkbox, invisible but on top: it takes the clicks, the focus and the keyboard. */
export const input = style(
  layered({
    position: "absolute",
    inset: 0,
    width: "100%",
    height: "100%",
    margin: 0,
    opacity: 0,
    cursor: "pointer",
    zIndex: 1,
    selectors: { "&:disabled": { cursor: "not-allowed" } },
  }),
);

export const box = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "100%",
    height: "100%",
    border: `1.5px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface,
    color: vars.color.onPrimary,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      [`${input}:hover:not(:disabled) + &`]: { borderColor: vars.color.text },
      [`${input}:checked + &, ${input}:indeterminate + &`]: {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
      },
      [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
      [`${input}[aria-invalid='true'] + &`]: { borderColor: vars.color.danger },
      [`${input}:disabled + &`]: { opacity: 0.5 },
    },
  }),
);

export const text = style(layered({ display: "flex", flexDirection: "column", minWidth: 0 }));

export const label = style(
  layered({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    paddingTop: 2,
    color: vars.color.text,
    cursor: "pointer",
    overflowWrap: "anywhere",
    selectors: { "&[data-disabled='true']": { cursor: "not-allowed", color: vars.color.textMuted } },
  }),
);

export const description = style(
  layered({
    marginTop: vars.space.xxs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);
