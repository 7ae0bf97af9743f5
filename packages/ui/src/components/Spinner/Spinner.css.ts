import { keyframes, style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style(
  layered({
    display: "inline-block",
    flexShrink: 0,
    borderRadius: "50%",
    border: "2px solid currentColor",
    borderRightColor: "transparent",
    animation: `${spin} 0.7s linear infinite`,
    verticalAlign: "middle",
  }),
);
