import { style, styleVariants } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    width: "100%",
    minWidth: 0,
    padding: `${vars.space.xxxl} ${vars.space.lg}`,
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
  }),
);

export const iconTone = styleVariants({
  error: layered({ backgroundColor: vars.color.dangerSubtle, color: vars.color.dangerText }),
  notFound: layered({ backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted }),
});

export const title = style(
  layered({
    margin: 0,
    maxWidth: "40ch",
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: "anywhere",
  }),
);

export const message = style(
  layered({
    margin: 0,
    maxWidth: "52ch",
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const actions = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    maxWidth: "100%",
    marginTop: vars.space.sm,
  }),
);

export const loading = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.sm,
    maxWidth: "100%",
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const skeleton = style(
  layered({ width: "100%", maxWidth: 560, marginTop: vars.space.md, textAlign: "start" }),
);
