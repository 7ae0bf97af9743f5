import { style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const card = recipe({
  base: layered({
    display: "flex",
    flexDirection: "column",
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    overflowWrap: "anywhere",
  }),
  variants: {
    padding: {
      none: {},
      sm: layered({ padding: vars.space.md, gap: vars.space.sm }),
      md: layered({ padding: vars.space.lg, gap: vars.space.md }),
      lg: layered({ padding: vars.space.xl, gap: vars.space.lg }),
    },
    interactive: {
      true: layered({
        position: "relative",
        transition: `box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
        selectors: {
          "&:hover": { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
          "&:has(:focus-visible)": {
            outline: `2px solid ${vars.color.focusRing}`,
            outlineOffset: "2px",
          },
        },
      }),
      false: {},
    },
  },
  defaultVariants: { padding: "md", interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style(
  layered({
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    minWidth: 0,
  }),
);

export const actions = style(layered({ display: "flex", alignItems: "center", gap: vars.space.xs }));

export const body = style(layered({ minWidth: 0 }));
