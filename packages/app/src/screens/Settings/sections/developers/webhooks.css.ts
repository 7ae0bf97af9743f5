import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

/** The way back to the list of endpoints, its arrow beside the words. */
export const back = style(
  layered({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, alignSelf: "flex-start" }),
);

/** An endpoint's URL: a long address breaks anywhere rather than widen the page. */
export const url = style(layered({ margin: 0, overflowWrap: "anywhere", wordBreak: "break-word" }));

/** Lines of one detail, one under the other. */
export const lines = style(layered({ display: "flex", flexDirection: "column", gap: vars.space.xxs }));

/** Event types side by side, wrapping. */
export const codes = style(
  layered({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xxs} ${vars.space.sm}` }),
);

export const testResult = style(
  layered({
    display: "grid",
    gap: vars.space.sm,
    paddingTop: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
  }),
);

export const subheading = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold }),
);

/** The delivery log's filters and its replay action: side by side, wrapping on a phone. */
export const filters = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-end",
    gap: vars.space.md,
    minWidth: 0,
  }),
);

export const filter = style(layered({ flex: "0 1 14rem", minWidth: "10rem" }));

/** Pushes what follows to the end of the row. */
export const spacer = style(layered({ flex: "1 1 0", minWidth: 0 }));
