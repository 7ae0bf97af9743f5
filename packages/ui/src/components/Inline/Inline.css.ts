import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";

export const root = style(
  layered({
    display: "flex",
    flexDirection: "row",
    flexWrap: "wrap",
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    listStyle: "none",
  }),
);

// A child never makes the row wider than its container: it wraps to its own line and may shrink there.
globalStyle(`${root} > *`, layered({ minWidth: 0, maxWidth: "100%" }));

export const align = styleVariants({
  start: layered({ alignItems: "flex-start" }),
  center: layered({ alignItems: "center" }),
  end: layered({ alignItems: "flex-end" }),
  baseline: layered({ alignItems: "baseline" }),
  stretch: layered({ alignItems: "stretch" }),
});

export const justify = styleVariants({
  start: layered({ justifyContent: "flex-start" }),
  center: layered({ justifyContent: "center" }),
  end: layered({ justifyContent: "flex-end" }),
  between: layered({ justifyContent: "space-between" }),
});
