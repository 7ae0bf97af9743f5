import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const narrow = "screen and (max-width: 639px)";

export const tierRow = style(
  layered({
    display: "grid",
    gridTemplateColumns: "repeat(3, minmax(0, 1fr)) 40px",
    gap: vars.space.md,
    alignItems: "start",
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
  }),
);

/** Lines the remove button up with the inputs, below their labels. */
export const remove = style(
  layered({
    marginTop: `calc(${vars.font.size.sm} * 1.25 + ${vars.space.xs})`,
    "@media": { [narrow]: { marginTop: 0, justifySelf: "start" } },
  }),
);

export const error = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.dangerText,
    selectors: { "&:empty": { display: "none" } },
  }),
);
