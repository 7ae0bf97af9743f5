import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

// Below the tablet breakpoint text controls use 16px, so phones do not zoom into the field on focus.
const phone = "screen and (max-width: 767px)";

export const root = style(layered({ display: "flex", flexDirection: "column", minWidth: 0 }));

export const label = style(
  layered({
    display: "block",
    marginBottom: vars.space.xs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: "anywhere",
  }),
);

export const requiredMark = style(
  layered({
    marginInlineStart: vars.space.xxs,
    color: vars.color.dangerText,
    fontWeight: vars.font.weight.bold,
  }),
);

/** Positions a field's popup (such as a listbox) against the control box. */
export const anchor = style(layered({ position: "relative", minWidth: 0 }));

/** The class every control inside a field box carries: borderless, the box draws border and focus. */
export const control = style(
  layered({
    flex: "1 1 auto",
    minWidth: 0,
    width: "100%",
    margin: 0,
    padding: `${vars.space.sm} 0`,
    border: 0,
    outline: "none",
    background: "transparent",
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    selectors: {
      "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
      "&:disabled": { cursor: "not-allowed", color: vars.color.textMuted },
    },
    "@media": { [phone]: { fontSize: vars.font.size.md } },
  }),
);

export const box = style(
  layered({
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    minHeight: 40,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      "&:hover:not([data-disabled='true'])": { borderColor: vars.color.text },
      [`&:has(${control}:focus-visible)`]: {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: "1px",
        borderColor: vars.color.focusRing,
      },
      "&[data-invalid='true']": { borderColor: vars.color.danger },
      [`&[data-invalid='true']:has(${control}:focus-visible)`]: { outlineColor: vars.color.danger },
      "&[data-disabled='true']": {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        cursor: "not-allowed",
      },
      // A read-only value is shown on a sunken box with a quiet border, so it does not invite typing.
      [`&:has(${control}[readonly])`]: {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
      },
      "&[data-multiline='true']": { alignItems: "stretch", paddingBlock: vars.space.xxs },
    },
  }),
);

export const adornment = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    flexShrink: 0,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    whiteSpace: "nowrap",
    "@media": { [phone]: { fontSize: vars.font.size.md } },
  }),
);

/** Interactive pieces at the end of the box (a toggle, a clear button), tucked towards the edge. */
export const action = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    flexShrink: 0,
    gap: vars.space.xxs,
    marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  }),
);

export const hint = style(
  layered({
    marginTop: vars.space.xs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const error = style(
  layered({
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.xs,
    marginTop: vars.space.xs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.dangerText,
    overflowWrap: "anywhere",
    selectors: { "&:empty": { marginTop: 0 } },
  }),
);

export const errorIcon = style(layered({ flexShrink: 0, marginTop: "0.2em" }));
