/** Layout of the customer's pages: headings, sections, rows of a list, the checkout's two columns. */
import { breakpoints, layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const page = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xl, minWidth: 0 }),
);

export const intro = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: "anywhere",
    "@media": { [tablet]: { fontSize: vars.font.size.xxxl } },
  }),
);

export const subtitle = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: "anywhere" }),
);

export const titleRow = style(
  layered({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space.sm, minWidth: 0 }),
);

export const section = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.md,
    minWidth: 0,
    scrollMarginTop: vars.space.lg,
  }),
);

export const sectionTitle = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    selectors: { "&:focus": { outline: "none" } },
  }),
);

export const cardTitle = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: "anywhere",
  }),
);

export const muted = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));

export const text = style(layered({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: "anywhere" }));

/** The in-page links to the portal's sections. */
export const nav = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    gap: `${vars.space.xs} ${vars.space.lg}`,
    margin: 0,
    padding: 0,
    listStyle: "none",
    fontSize: vars.font.size.sm,
  }),
);

/** A list of records (invoices, cards), one row each. */
export const list = style(
  layered({
    display: "flex",
    flexDirection: "column",
    margin: 0,
    padding: 0,
    listStyle: "none",
    borderTop: `1px solid ${vars.color.border}`,
  }),
);

export const row = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    padding: `${vars.space.md} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
    minWidth: 0,
  }),
);

export const rowMain = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xxs, minWidth: 0, flex: "1 1 200px" }),
);

export const rowName = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: vars.space.sm,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: "anywhere",
  }),
);

export const rowActions = style(
  layered({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm }),
);

export const figure = style(layered({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }));

export const actions = style(
  layered({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm }),
);

/** Cards side by side where there is room (the overview's figures, the subscriptions). */
export const grid = style(
  layered({
    display: "grid",
    gap: vars.space.lg,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 280px), 1fr))",
    alignItems: "start",
  }),
);

/** The checkout: the order summary beside the form on a wide screen, above it on a phone. */
export const checkout = style(
  layered({
    display: "grid",
    gap: vars.space.xl,
    gridTemplateColumns: "minmax(0, 1fr)",
    alignItems: "start",
    "@media": { [desktop]: { gridTemplateColumns: "minmax(0, 5fr) minmax(0, 6fr)" } },
  }),
);

export const summary = style(
  layered({
    "@media": { [desktop]: { position: "sticky", top: vars.space.lg } },
  }),
);

export const narrowColumn = style(layered({ maxWidth: "560px", width: "100%" }));

export const block = style({ display: "block" });
