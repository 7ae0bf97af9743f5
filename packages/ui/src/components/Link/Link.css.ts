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
    // A link text with no place to break (a pasted address) wraps rather than sticking out; break-word
    // leaves the min-content width, so table columns holding links are sized as before.
    overflowWrap: "break-word",
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
