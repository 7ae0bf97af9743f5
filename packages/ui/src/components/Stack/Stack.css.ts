import { style, styleVariants } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";

export const root = style(
  layered({
    display: "flex",
    flexDirection: "column",
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    listStyle: "none",
  }),
);

export const align = styleVariants({
  stretch: layered({ alignItems: "stretch" }),
  start: layered({ alignItems: "flex-start" }),
  center: layered({ alignItems: "center" }),
  end: layered({ alignItems: "flex-end" }),
});
