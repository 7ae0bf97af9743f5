import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

export const text = style(layered({ margin: 0, overflowWrap: "anywhere" }));
export const muted = style(layered({ color: vars.color.textMuted, margin: 0, fontSize: vars.font.size.sm }));
export const failure = style(layered({ color: vars.color.danger, fontSize: vars.font.size.sm }));

export const hidden = style(
  layered({
    position: "absolute",
    width: 1,
    height: 1,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  }),
);

// A customer's or an invoice's name never pushes its cell wider than its column.
export const nameCell = style(layered({ display: "grid", gap: 2, minWidth: 0, overflowWrap: "anywhere" }));
/** An invoice number stays on one line (a test clock's INV-TEST-000001 too). */
export const number = style(layered({ fontWeight: vars.font.weight.medium, whiteSpace: "nowrap" }));
// A phone's cell of two figures, one over the other (the amount over the status), at the cell's end.
export const stacked = style(layered({ display: "inline-grid", gap: vars.space.xs, justifyItems: "end" }));

// The bar of the selected invoices' actions, above the table.
export const bulkBar = style(
  layered({
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
  }),
);

const plainList = { margin: 0, padding: 0, listStyle: "none", display: "grid", gap: vars.space.sm } as const;

export const results = style(layered(plainList));
export const result = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: vars.space.xs,
    overflowWrap: "anywhere",
  }),
);
export const resultName = style(layered({ fontWeight: vars.font.weight.medium }));

// 'Checking how each invoice will be collected...' while the customers are read.
export const checking = style(
  layered({
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  }),
);

// The invoice's page: the summary and totals beside each other on wide screens.
export const columns = style(
  layered({
    display: "grid",
    gap: vars.space.xl,
    gridTemplateColumns: "minmax(0, 1fr)",
    alignItems: "start",
    "@media": { "screen and (min-width: 1100px)": { gridTemplateColumns: "minmax(0, 1fr) 320px" } },
  }),
);

export const heading = style(
  layered({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    margin: `0 0 ${vars.space.sm}`,
  }),
);

// The total and the amount due read stronger than the other figures.
export const strong = style(layered({ fontWeight: vars.font.weight.semibold }));

export const payments = style(layered(plainList));
export const payment = style(
  layered({
    display: "flex",
    justifyContent: "space-between",
    alignItems: "start",
    flexWrap: "wrap",
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    overflowWrap: "anywhere",
  }),
);
