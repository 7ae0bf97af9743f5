import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

export const header = style(
  layered({
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    padding: `${vars.space.lg} ${vars.space.xl}`,
  }),
);

export const hero = style(
  layered({
    flex: 1,
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    textAlign: "center",
    gap: vars.space.xl,
    padding: `${vars.space.xxxl} ${vars.space.lg}`,
    maxWidth: 760,
    margin: "0 auto",
  }),
);

export const title = style(
  layered({
    fontSize: "clamp(2rem, 5vw, 3.25rem)",
    lineHeight: vars.font.lineHeight.tight,
    fontWeight: vars.font.weight.bold,
    letterSpacing: "-0.02em",
  }),
);

export const tagline = style(layered({ fontSize: vars.font.size.lg, color: vars.color.textMuted }));

export const actions = style(
  layered({ display: "flex", gap: vars.space.md, flexWrap: "wrap", justifyContent: "center" }),
);

const action = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 48,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.semibold,
  textDecoration: "none",
} as const;

export const primaryAction = style(
  layered({
    ...action,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { "&:hover": { background: vars.color.primaryHover } },
  }),
);

export const secondaryAction = style(
  layered({
    ...action,
    border: `1px solid ${vars.color.borderStrong}`,
    color: vars.color.text,
    background: vars.color.surface,
    selectors: { "&:hover": { background: vars.color.surfaceHover } },
  }),
);
