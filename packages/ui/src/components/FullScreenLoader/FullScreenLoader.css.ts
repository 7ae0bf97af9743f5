import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    position: "fixed",
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.md,
    padding: vars.space.xl,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    textAlign: "center",
  }),
);

export const spinner = style(layered({ color: vars.color.primary, marginBottom: vars.space.xs }));

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    maxWidth: "100%",
    overflowWrap: "anywhere",
  }),
);

export const message = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    maxWidth: "min(40ch, 100%)",
    overflowWrap: "anywhere",
  }),
);
