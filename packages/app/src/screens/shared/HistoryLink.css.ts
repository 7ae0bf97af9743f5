import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

/** A quiet link among a page's actions: smaller than the buttons beside it. */
export const history = style(layered({ fontSize: vars.font.size.sm, whiteSpace: "nowrap" }));
