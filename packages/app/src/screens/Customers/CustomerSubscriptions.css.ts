/** Layout of the Subscriptions and Usage tabs of a customer's page. Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

/** The Subscriptions tab's cards, one under the other. */
export const subscriptions = style(
  layered({ margin: 0, padding: 0, listStyle: "none", display: "grid", gap: vars.space.md }),
);

/** A line of its own inside a definition (an add-on). */
export const line = style(layered({ display: "block" }));

export const muted = style(layered({ color: vars.color.textMuted, margin: 0, fontSize: vars.font.size.sm }));

/** A note that changes what happens next: 'Cancels on Apr 2, 2026'. */
export const notice = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.warningText,
  }),
);

export const heading = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

/** A usage table: term, quantity, events. */
export const table = style(
  layered({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.size.sm, color: vars.color.text }),
);

export const cell = style(
  layered({
    padding: `${vars.space.xs} ${vars.space.sm}`,
    textAlign: "start",
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const number = style(layered({ textAlign: "end", fontVariantNumeric: "tabular-nums" }));
