import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

const trackWidth = 36;
const trackHeight = 20;
const thumbSize = 14;
const inset = (trackHeight - thumbSize) / 2 - 1.5;

export const root = style(
  layered({ display: "flex", alignItems: "flex-start", gap: vars.space.sm, minWidth: 0 }),
);

export const control = style(
  layered({
    position: "relative",
    display: "inline-flex",
    flexShrink: 0,
    width: trackWidth,
    height: trackHeight,
  }),
);

/** The native checkbox with role="switch": invisible, on top, it takes clicks, focus and Space. */
export const input = style(
  layered({
    position: "absolute",
    inset: 0,
    width: "100%",
    height: "100%",
    margin: 0,
    opacity: 0,
    cursor: "pointer",
    zIndex: 1,
    selectors: { "&:disabled": { cursor: "not-allowed" } },
  }),
);

export const track = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    width: "100%",
    height: "100%",
    padding: inset,
    borderRadius: vars.radius.full,
    border: `1.5px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.borderStrong,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      [`${input}:checked + &`]: { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
      [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
      [`${input}:disabled + &`]: { opacity: 0.5 },
    },
  }),
);

export const thumb = style(
  layered({
    width: thumbSize,
    height: thumbSize,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: {
      [`${input}:checked + ${track} &`]: {
        transform: `translateX(${trackWidth - thumbSize - 2 * inset - 3}px)`,
        backgroundColor: vars.color.onPrimary,
      },
    },
  }),
);
