import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(layered({ display: "inline-flex", maxWidth: "100%", verticalAlign: "middle" }));

export const button = style(
  layered({
    selectors: {
      "&[data-tinted][data-state='copied']": { color: vars.color.successText },
      "&[data-tinted][data-state='failed']": { color: vars.color.dangerText },
    },
  }),
);
