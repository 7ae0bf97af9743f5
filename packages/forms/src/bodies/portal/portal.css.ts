/** Layout of the customer's page bodies (card, billing details, checkout, renew link). Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const narrow = "screen and (max-width: 639px)";

export const form = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 }),
);

/** A titled group of fields: a fieldset whose legend reads like a small heading. */
export const group = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
  }),
);

export const legend = style(
  layered({
    padding: 0,
    marginBottom: vars.space.sm,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

/** Two columns of fields, one on a phone. */
export const columns = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    alignItems: "start",
    "@media": { [narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  }),
);

/** The card's expiry month, year and security code: three across, wrapping on a phone. */
export const cardRow = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 96px), 1fr))",
    alignItems: "start",
  }),
);

/** A field across both columns. */
export const span = style(layered({ gridColumn: "1 / -1", minWidth: 0 }));

/** A text field with a button beside it (the coupon code and Apply). */
export const withButton = style(
  layered({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto",
    gap: vars.space.sm,
    alignItems: "start",
  }),
);

/** Lines a button up with the input box of the labelled field beside it. */
export const besideField = style(
  layered({ marginTop: `calc(${vars.font.size.sm} * 1.25 + ${vars.space.xs})` }),
);

export const hint = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));

export const actions = style(
  layered({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm }),
);

/** A result said politely where it happened (a saved form, an applied coupon). */
export const status = style(layered({ minWidth: 0, fontSize: vars.font.size.sm, color: vars.color.text }));

/** The Pay button, with a line above it saying why paying stopped (nothing, and no space, when it did not). */
export const payArea = style(layered({ display: "flex", flexDirection: "column", minWidth: 0 }));

export const payNotice = style(
  layered({
    minWidth: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
    selectors: { "&:not(:empty)": { marginBottom: vars.space.sm } },
  }),
);

export const muted = style(
  layered({
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  }),
);

export const preview = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 }),
);

export const previewTitle = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
);

export const sentence = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text }));
