/** Layout of the billing dialog bodies: invoice lines in a row each, the total under them. Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const narrow = "screen and (max-width: 639px)";

/** One invoice line: description, amount, quantity and its remove button; stacked on a phone. */
export const line = style(
  layered({
    display: "grid",
    gap: vars.space.sm,
    gridTemplateColumns: "minmax(0, 1fr) 140px 96px auto",
    alignItems: "start",
    "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
  }),
);

/** The description takes the whole first row on a phone. */
export const description = style(layered({ minWidth: 0, "@media": { [narrow]: { gridColumn: "1 / -1" } } }));

/** The remove button sits level with the inputs, under their labels. */
export const remove = style(layered({ marginTop: 26 }));

/** A charge line's price, worked out as the person types: its label, the amount and how it was reached. */
export const price = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.xs,
    minWidth: 0,
    overflowWrap: "anywhere",
  }),
);
export const priceLabel = style(
  layered({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text }),
);
export const priceValue = style(
  layered({
    minHeight: 40,
    display: "flex",
    alignItems: "center",
    fontVariantNumeric: "tabular-nums",
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);
export const priceHow = style(layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted }));

/** 'Add Line' and 'Add Charge', side by side under the lines. */
export const addLines = style(layered({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" }));

export const lines = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.md, margin: 0, padding: 0, border: 0 }),
);

export const legend = style(
  layered({
    padding: 0,
    marginBottom: vars.space.sm,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

/** A read-only figure: the total of the lines, the customer fixed in advance, the amount due. */
export const figure = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: "anywhere" }),
);

export const total = style(
  layered({
    margin: 0,
    display: "flex",
    justifyContent: "space-between",
    gap: vars.space.md,
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

export const error = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger }));

export const actions = style(
  layered({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm, flexWrap: "wrap" }),
);
