import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";
import { current, tab, tabRow } from "../Tabs/tabLook.css";

export const root = style(layered({ minWidth: 0 }));

/** The links in a row, as Tabs' triggers are. */
export const list = style([tabRow, layered({ margin: 0, padding: 0, listStyle: "none" })]);

export const item = style(layered({ flexShrink: 0, display: "flex" }));

export const link = style([
  tab,
  layered({
    textDecoration: "none",
    selectors: {
      "&:hover": { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
      "&[aria-current='page']": current.text,
      "&[aria-current='page']::after": current.underline,
    },
  }),
]);
