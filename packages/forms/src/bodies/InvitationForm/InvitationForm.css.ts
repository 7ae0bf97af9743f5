import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

/** Email, role and the button on one line when there is room; stacked when narrow. */
export const layout = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    // The role column is as wide as its longest role name, so the chosen role is never cut.
    gridTemplateColumns: "minmax(0, 1fr) minmax(13rem, max-content) auto",
    alignItems: "start",
    "@media": {
      "screen and (max-width: 719px)": { gridTemplateColumns: "minmax(0, 1fr)" },
    },
  }),
);

export const email = style(layered({ minWidth: 0 }));

export const role = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0 }),
);

/** Lines the button up with the input boxes beside it (below their labels). */
export const submit = style(
  layered({
    marginTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.tight} + ${vars.space.xs})`,
    "@media": { "screen and (max-width: 719px)": { marginTop: 0, justifySelf: "stretch" } },
  }),
);
