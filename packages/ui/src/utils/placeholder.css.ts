import { keyframes, style } from "@vanilla-extract/css";
import { layered } from "../theme/layered";
import { vars } from "../theme/vars.css";

// A small internal loading placeholder (a grey bar that pulses), used while content loads.
const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });

export const placeholder = style(
  layered({
    display: "block",
    height: "1em",
    maxWidth: "100%",
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surfaceSunken,
    animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
  }),
);
