import { style, styleVariants } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { breakpoints } from "../../theme/tokens";

export const root = style(
  layered({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    listStyle: "none",
  }),
);

const counts = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 } as const;
const template = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** From `min` pixels of viewport width up (0: every width); the same breakpoints as `useBreakpoint`. */
function fromWidth(min: number) {
  return styleVariants(counts, (count) =>
    min === 0
      ? layered({ gridTemplateColumns: template(count) })
      : layered({
          "@media": { [`screen and (min-width: ${min}px)`]: { gridTemplateColumns: template(count) } },
        }),
  );
}

// Declared narrowest first: at equal specificity the later rule wins, so a wider breakpoint overrides.
export const columns = {
  mobile: fromWidth(0),
  tablet: fromWidth(breakpoints.tablet),
  desktop: fromWidth(breakpoints.desktop),
  large: fromWidth(breakpoints.large),
};
