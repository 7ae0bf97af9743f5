import { createVar, fallbackVar, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { layered } from "../../theme/layered";
import { breakpoints } from "../../theme/tokens";
import { vars } from "../../theme/vars.css";

/** The business's accent (`#rrggbb`), set on the root from its data; the primary colour without one. */
export const brandColor = createVar();

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style(
  layered({
    display: "flex",
    flexDirection: "column",
    minHeight: "100vh",
    backgroundColor: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
  }),
);

// The accent is drawn as a stripe only: no text sits on it, so any colour keeps every text's contrast, in
// light and dark alike.
export const header = style(
  layered({
    borderTop: `4px solid ${fallbackVar(brandColor, vars.color.primary)}`,
    borderBottom: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  }),
);

const column = {
  width: "100%",
  marginInline: "auto",
  paddingInline: vars.space.lg,
  minWidth: 0,
  boxSizing: "border-box",
  "@media": { [tablet]: { paddingInline: vars.space.xl } },
} as const;

export const inner = recipe({
  base: layered(column),
  variants: {
    width: {
      narrow: layered({ maxWidth: "720px" }),
      wide: layered({ maxWidth: "1080px" }),
    },
  },
  defaultVariants: { width: "wide" },
});

export const headerRow = style(
  layered({
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: vars.space.sm,
    minHeight: "64px",
    paddingBlock: vars.space.sm,
  }),
);

export const brand = style(
  layered({
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    minWidth: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: "anywhere",
  }),
);

export const logo = style(
  layered({ display: "block", height: "40px", width: "auto", maxWidth: "200px", objectFit: "contain" }),
);

export const action = style(layered({ display: "flex", alignItems: "center", fontSize: vars.font.size.sm }));

export const main = style(
  layered({
    flex: "1 0 auto",
    paddingBlock: vars.space.xl,
    "@media": { [tablet]: { paddingBlock: vars.space.xxl } },
  }),
);

export const footer = style(
  layered({
    borderTop: `1px solid ${vars.color.border}`,
    paddingBlock: vars.space.lg,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  }),
);
