/** The test clocks table of Settings, Billing. Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

export const table = style(
  layered({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.size.sm, color: vars.color.text }),
);

export const cell = style(
  layered({
    padding: `${vars.space.sm} ${vars.space.sm}`,
    textAlign: "start",
    verticalAlign: "middle",
    borderBottom: `1px solid ${vars.color.border}`,
    overflowWrap: "anywhere",
  }),
);

export const number = style(layered({ textAlign: "end", fontVariantNumeric: "tabular-nums" }));

/** Read by screen readers only. */
export const hidden = style(
  layered({
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  }),
);
