import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const input = style(
  layered({
    textOverflow: "ellipsis",
    selectors: { "&:not(:disabled)": { cursor: "text" } },
  }),
);

export const toggle = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 32,
    height: 32,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    background: "transparent",
    color: vars.color.textMuted,
    cursor: "pointer",
    selectors: {
      "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
      "&:disabled": { cursor: "not-allowed" },
    },
  }),
);

export const chevron = style(
  layered({
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: { [`${toggle}[aria-expanded='true'] &`]: { transform: "rotate(180deg)" } },
  }),
);

// Fixed, and placed against the field's box by script (placePopup): a scrolling ancestor such as a
// dialog's body does not clip it.
export const popup = style(
  layered({
    position: "fixed",
    top: 0,
    left: 0,
    zIndex: vars.zIndex.dropdown,
    display: "flex",
    flexDirection: "column",
    minWidth: 280,
    maxHeight: "20rem",
    padding: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: { "&[hidden]": { display: "none" } },
  }),
);

/** The scrolling part of the popup (the messages above it stay in view). */
export const listbox = style(
  layered({
    minHeight: 0,
    overflowY: "auto",
    overscrollBehavior: "contain",
    outline: "none",
    selectors: { "&[hidden]": { display: "none" } },
  }),
);

export const option = style(
  layered({
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    cursor: "pointer",
    userSelect: "none",
    selectors: {
      "&[aria-selected='true']": { fontWeight: vars.font.weight.semibold },
      "&[data-highlighted='true']": {
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.primaryText,
      },
      "&[aria-disabled='true']": { cursor: "not-allowed", color: vars.color.textMuted },
    },
  }),
);

export const optionLabel = style(layered({ minWidth: 0, overflowWrap: "anywhere" }));

export const check = style(layered({ flexShrink: 0, color: vars.color.primaryText }));

export const message = style(
  layered({
    display: "flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const errorMessage = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    flex: "1 1 auto",
    color: vars.color.dangerText,
  }),
);
