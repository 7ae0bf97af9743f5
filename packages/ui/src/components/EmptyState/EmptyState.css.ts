import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    padding: `${vars.space.xxl} ${vars.space.lg}`,
    textAlign: "center",
    color: vars.color.text,
  }),
);

export const icon = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: 48,
    height: 48,
    marginBottom: vars.space.xs,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.textMuted,
  }),
);

export const title = style(
  layered({
    margin: 0,
    maxWidth: "40ch",
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: "anywhere",
  }),
);

export const description = style(
  layered({
    margin: 0,
    maxWidth: "48ch",
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const action = style(layered({ marginTop: vars.space.sm }));
