import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const button = recipe({
  base: layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    border: "1px solid transparent",
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: "none",
    textAlign: "center",
    // Never wider than its container: a label too long for it wraps (see `label`).
    maxWidth: "100%",
    cursor: "pointer",
    userSelect: "none",
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
    selectors: {
      "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.6 },
      "&[data-loading='true']": { cursor: "progress", opacity: 1 },
    },
  }),
  variants: {
    variant: {
      primary: layered({
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          "&:hover:not(:disabled):not([aria-disabled='true'])": { backgroundColor: vars.color.primaryHover },
        },
      }),
      secondary: layered({
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          "&:hover:not(:disabled):not([aria-disabled='true'])": { backgroundColor: vars.color.surfaceHover },
        },
      }),
      ghost: layered({
        backgroundColor: "transparent",
        color: vars.color.text,
        selectors: {
          "&:hover:not(:disabled):not([aria-disabled='true'])": { backgroundColor: vars.color.surfaceHover },
        },
      }),
      danger: layered({
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          "&:hover:not(:disabled):not([aria-disabled='true'])": { backgroundColor: vars.color.dangerHover },
        },
      }),
    },
    size: {
      sm: layered({ minHeight: 32, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm }),
      md: layered({ minHeight: 40, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.sm }),
      lg: layered({ minHeight: 48, padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.md }),
    },
    fullWidth: { true: layered({ width: "100%" }), false: {} },
    iconOnly: { true: layered({ padding: 0, aspectRatio: "1 / 1" }), false: {} },
  },
  defaultVariants: { variant: "primary", size: "md", fullWidth: false, iconOnly: false },
});

/**
 * The text of a button. It may shrink with the button, and a word too long for it breaks (break-word
 * breaks only what overflows, so the button's min-content width stays that of its longest word).
 */
export const label = style(layered({ minWidth: 0, overflowWrap: "break-word" }));

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
