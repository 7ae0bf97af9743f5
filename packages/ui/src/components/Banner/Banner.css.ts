import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const banner = recipe({
  base: layered({
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: "1px solid",
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: "anywhere",
  }),
  variants: {
    tone: {
      error: layered({
        backgroundColor: vars.color.dangerSubtle,
        borderColor: vars.color.danger,
        color: vars.color.dangerText,
      }),
      warning: layered({
        backgroundColor: vars.color.warningSubtle,
        borderColor: vars.color.warning,
        color: vars.color.warningText,
      }),
      success: layered({
        backgroundColor: vars.color.successSubtle,
        borderColor: vars.color.success,
        color: vars.color.successText,
      }),
      info: layered({
        backgroundColor: vars.color.infoSubtle,
        borderColor: vars.color.info,
        color: vars.color.infoText,
      }),
    },
  },
  defaultVariants: { tone: "info" },
});

export const icon = style(layered({ display: "inline-flex", flexShrink: 0, paddingTop: 2 }));

export const text = style(layered({ flex: "1 1 auto", minWidth: 0 }));

export const title = style(layered({ margin: 0, fontWeight: vars.font.weight.semibold }));

export const message = style(layered({ margin: 0 }));

// The action sits beside the text on wide containers and drops below it on narrow ones.
export const actions = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: vars.space.sm,
    marginTop: vars.space.sm,
  }),
);

export const dismiss = style(layered({ flexShrink: 0, marginTop: -4, marginRight: -4 }));
