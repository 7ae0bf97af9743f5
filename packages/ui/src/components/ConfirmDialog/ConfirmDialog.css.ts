import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

// The body under the explanation: what the action touches, then the failure, one gap apart.
export const body = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.md,
    minWidth: 0,
  }),
);
