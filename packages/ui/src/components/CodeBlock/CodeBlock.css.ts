import { style } from "@vanilla-extract/css";
import { codeSurface } from "../../theme/codeSurface";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    margin: 0,
    minWidth: 0,
    maxHeight: "28rem",
    overflow: "auto",
    padding: vars.space.md,
    ...codeSurface,
  }),
);

export const pre = style(layered({ margin: 0, fontFamily: "inherit", whiteSpace: "pre", tabSize: 2 }));
