import { recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const link = recipe({
  base: layered({
    color: vars.color.primaryText,
    fontWeight: vars.font.weight.medium,
    textDecoration: "underline",
    textUnderlineOffset: "2px",
    cursor: "pointer",
    selectors: { "&:hover": { textDecorationThickness: "2px" } },
  }),
  variants: {
    tone: {
      primary: {},
      muted: layered({ color: vars.color.textMuted }),
      inherit: layered({ color: "inherit" }),
    },
    underline: {
      always: {},
      hover: layered({ textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } }),
    },
  },
  defaultVariants: { tone: "primary", underline: "always" },
});
