import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(layered({ display: "flex", flexDirection: "column", minWidth: 0 }));

export const grid = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
  }),
);

export const radio = style(
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

export const card = style(
  layered({
    position: "relative",
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, background-color ${vars.motion.duration.fast}`,
    selectors: {
      "&:hover:not([data-disabled='true'])": { borderColor: vars.color.text },
      "&[data-checked='true']": {
        borderColor: vars.color.primary,
        boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
        backgroundColor: vars.color.primarySubtle,
      },
      [`&:has(${radio}:focus-visible)`]: {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: "2px",
      },
      "&[data-invalid='true']:not([data-checked='true'])": { borderColor: vars.color.danger },
      "&[data-disabled='true']": {
        borderColor: vars.color.border,
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textMuted,
      },
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
    selectors: {
      [`${card}[data-checked='true'] &`]: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
      [`${card}[data-disabled='true'] &`]: {
        backgroundColor: vars.color.neutralSubtle,
        color: vars.color.textMuted,
      },
    },
  }),
);

export const text = style(
  layered({ display: "flex", flexDirection: "column", flex: "1 1 auto", minWidth: 0 }),
);

export const title = style(
  layered({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: "anywhere",
  }),
);

export const description = style(
  layered({
    marginTop: vars.space.xs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

/** The round mark in the corner: empty, or filled with a check when chosen. */
export const indicator = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: 20,
    height: 20,
    borderRadius: vars.radius.full,
    border: `1.5px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.onPrimary,
    selectors: {
      [`${card}[data-checked='true'] &`]: {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
      },
    },
  }),
);
