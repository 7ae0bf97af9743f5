/** Layout shared by the catalog dialog bodies: stacks, two-column rows, bordered groups. Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const narrow = "screen and (max-width: 639px)";

export const form = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 }),
);

export const row = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 180px), 1fr))",
    alignItems: "start",
  }),
);

export const group = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    "@media": { [narrow]: { padding: vars.space.md } },
  }),
);

export const legend = style(
  layered({
    padding: `0 ${vars.space.xs}`,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

export const groupTitle = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

export const sectionTitle = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

export const hint = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));

export const switches = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 220px), 1fr))",
  }),
);

export const list = style(layered({ display: "flex", flexDirection: "column", gap: vars.space.md }));

export const actions = style(
  layered({
    display: "flex",
    justifyContent: "flex-end",
    gap: vars.space.sm,
    flexWrap: "wrap",
    paddingTop: vars.space.sm,
  }),
);

export const inlineAction = style(layered({ alignSelf: "flex-start" }));

/** A text field with a button beside it (coupon code and its Generate button). */
export const withButton = style(
  layered({
    display: "grid",
    gridTemplateColumns: "1fr auto",
    gap: vars.space.sm,
    alignItems: "start",
  }),
);

/** Lines a button up with the input box of a labelled field next to it. */
export const besideField = style(
  layered({ marginTop: `calc(${vars.font.size.sm} * 1.25 + ${vars.space.xs})` }),
);
