import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

const shimmer = keyframes({
  from: { backgroundPosition: "100% 0" },
  to: { backgroundPosition: "-100% 0" },
});

export const stack = style(layered({ display: "flex", flexDirection: "column", gap: vars.space.sm }));

export const block = recipe({
  base: layered({
    display: "block",
    maxWidth: "100%",
    backgroundColor: vars.color.surfaceSunken,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.surfaceHover} 50%, ${vars.color.surfaceSunken} 75%)`,
    backgroundSize: "200% 100%",
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    "@media": {
      // A still placeholder for people who asked for less motion.
      "(prefers-reduced-motion: reduce)": { animation: "none", backgroundImage: "none" },
    },
  }),
  variants: {
    radius: {
      none: layered({ borderRadius: 0 }),
      sm: layered({ borderRadius: vars.radius.sm }),
      md: layered({ borderRadius: vars.radius.md }),
      lg: layered({ borderRadius: vars.radius.lg }),
      full: layered({ borderRadius: vars.radius.full }),
    },
  },
  defaultVariants: { radius: "sm" },
});
