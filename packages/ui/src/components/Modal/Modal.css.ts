import { keyframes, style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

const mobile = "screen and (max-width: 767px)";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translateY(8px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

// The overlay also lays the dialog out, so a tall dialog never leaves the viewport.
export const overlay = style(
  layered({
    position: "fixed",
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: "grid",
    placeItems: "center",
    padding: vars.space.xl,
    backgroundColor: vars.color.overlay,
    animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    "@media": { [mobile]: { padding: vars.space.sm, alignItems: "end" } },
  }),
);

export const content = recipe({
  base: layered({
    position: "relative",
    display: "flex",
    flexDirection: "column",
    width: "100%",
    maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    outline: "none",
    "@media": { [mobile]: { maxWidth: "100%", maxHeight: `calc(100dvh - 2 * ${vars.space.sm})` } },
  }),
  variants: {
    size: {
      sm: layered({ maxWidth: 400 }),
      md: layered({ maxWidth: 560 }),
      lg: layered({ maxWidth: 800 }),
    },
  },
  defaultVariants: { size: "md" },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style(
  layered({
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.md,
    // Room on the right for the close button.
    padding: `${vars.space.xl} 56px ${vars.space.md} ${vars.space.xl}`,
    "@media": { [mobile]: { paddingLeft: vars.space.lg } },
  }),
);

export const heading = style(layered({ flex: "1 1 auto", minWidth: 0 }));

export const close = style(layered({ position: "absolute", top: vars.space.lg, right: vars.space.lg }));

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: "anywhere",
  }),
);

export const description = style(
  layered({
    margin: `${vars.space.xs} 0 0`,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const body = style(
  layered({
    flex: "1 1 auto",
    minHeight: 0,
    overflowY: "auto",
    padding: `0 ${vars.space.xl} ${vars.space.lg}`,
    // Room for the focus ring of the first control, which the scrolling box would otherwise clip.
    paddingTop: 4,
    marginTop: -4,
    fontSize: vars.font.size.sm,
    overflowWrap: "anywhere",
    "@media": { [mobile]: { paddingInline: vars.space.lg } },
    selectors: {
      "&:focus-visible": { outlineOffset: "-2px" },
    },
  }),
);

export const footer = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "flex-end",
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.xl}`,
    borderTop: `1px solid ${vars.color.border}`,
    "@media": {
      [mobile]: { paddingInline: vars.space.lg, flexDirection: "column-reverse", alignItems: "stretch" },
    },
  }),
);
