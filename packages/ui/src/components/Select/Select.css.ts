import { globalStyle, style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

// The select reaches under the chevron and into the box's padding, so a click anywhere in the box opens it.
const chevronSpace = 32;

export const select = style(
  layered({
    appearance: "none",
    cursor: "pointer",
    marginInlineStart: `calc(${vars.space.md} * -1)`,
    marginInlineEnd: `calc((${vars.space.sm} + ${chevronSpace}px) * -1)`,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: `calc(${vars.space.sm} + ${chevronSpace}px)`,
    textOverflow: "ellipsis",
    selectors: {
      "&:has(option[value='']:checked)": { color: vars.color.textMuted },
      "&:disabled": { cursor: "not-allowed" },
    },
  }),
);

globalStyle(
  `${select} option`,
  layered({ backgroundColor: vars.color.surfaceRaised, color: vars.color.text }) as Parameters<
    typeof globalStyle
  >[1],
);

export const chevron = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: chevronSpace,
    color: vars.color.textMuted,
    pointerEvents: "none",
  }),
);
