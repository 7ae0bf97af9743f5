import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

export const authPage = style(
  layered({
    minHeight: "100vh",
    display: "flex",
    flexDirection: "column",
    background: vars.color.background,
  }),
);

export const authHeader = style(layered({ padding: `${vars.space.lg} ${vars.space.xl}` }));

export const logo = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.sm,
    color: vars.color.text,
    textDecoration: "none",
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.xl,
  }),
);

export const logoMark = style(
  layered({
    width: 28,
    height: 28,
    borderRadius: vars.radius.md,
    background: vars.color.primary,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    color: vars.color.onPrimary,
  }),
);

export const authMain = style(
  layered({
    flex: 1,
    display: "flex",
    alignItems: "flex-start",
    justifyContent: "center",
    padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}`,
    "@media": { "(min-height: 760px)": { alignItems: "center" } },
  }),
);

export const authCard = style(
  layered({
    width: "100%",
    maxWidth: 480,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.md,
    padding: vars.space.xxl,
    "@media": { "screen and (max-width: 480px)": { padding: vars.space.xl } },
  }),
);

export const authCardWide = style(layered({ maxWidth: 720 }));

export const page = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.xl,
    maxWidth: 1200,
    width: "100%",
    margin: "0 auto",
  }),
);

export const heading = style(
  layered({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, margin: 0 }),
);

export const muted = style(layered({ color: vars.color.textMuted }));

export const center = style(layered({ textAlign: "center" }));

export const subheading = style(
  layered({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    marginBottom: vars.space.sm,
  }),
);

export const steps = style(layered({ paddingLeft: vars.space.xl, display: "grid", gap: vars.space.xs }));

// Four stat cards: one column on a phone, two in a medium page, one row when wide enough (dashboard, billing,
// catalog, customer page).
export const fourStats = style(
  layered({
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": {
      "screen and (min-width: 480px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      "screen and (min-width: 1100px)": { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    },
  }),
);
