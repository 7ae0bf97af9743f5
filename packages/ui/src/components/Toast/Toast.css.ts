import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

const mobile = "screen and (max-width: 767px)";

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(12px)" },
  to: { opacity: 1, transform: "none" },
});

// Newest toasts are appended, so they sit at the bottom, nearest the corner.
export const viewport = style(
  layered({
    position: "fixed",
    right: vars.space.lg,
    bottom: vars.space.lg,
    zIndex: vars.zIndex.toast,
    width: 380,
    maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
    maxHeight: "100dvh",
    margin: 0,
    padding: 0,
    listStyle: "none",
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    pointerEvents: "none",
    "@media": {
      [mobile]: { left: 0, right: 0, bottom: 0, width: "auto", maxWidth: "none", padding: vars.space.sm },
    },
  }),
);

export const item = style(layered({ pointerEvents: "auto" }));

export const toast = recipe({
  base: layered({
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: 4,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  }),
  variants: {
    kind: {
      success: layered({ borderLeftColor: vars.color.success }),
      error: layered({ borderLeftColor: vars.color.danger }),
      warning: layered({ borderLeftColor: vars.color.warning }),
      info: layered({ borderLeftColor: vars.color.info }),
    },
  },
});

export const icon = recipe({
  base: layered({ display: "inline-flex", flexShrink: 0, paddingTop: 2 }),
  variants: {
    kind: {
      success: layered({ color: vars.color.successText }),
      error: layered({ color: vars.color.dangerText }),
      warning: layered({ color: vars.color.warningText }),
      info: layered({ color: vars.color.infoText }),
    },
  },
});

export const text = style(
  layered({ flex: "1 1 auto", minWidth: 0, paddingTop: 1, overflowWrap: "anywhere" }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const description = style(
  layered({
    margin: `${vars.space.xxs} 0 0`,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const close = style(layered({ flexShrink: 0, marginTop: -4 }));
