import { style } from "@vanilla-extract/css";
import { codeSurface } from "../../theme/codeSurface";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

const MARKER = 20;

export const list = style(
  layered({ listStyle: "none", margin: 0, padding: 0, display: "grid", minWidth: 0 }),
);

/** A step: its mark on the rail, then what happened. The rail joins each mark to the next. */
export const item = style(
  layered({
    position: "relative",
    display: "grid",
    gridTemplateColumns: `${MARKER}px minmax(0, 1fr)`,
    columnGap: vars.space.md,
    paddingBottom: vars.space.lg,
    selectors: {
      "&:last-child": { paddingBottom: 0 },
      "&:not(:last-child)::before": {
        content: '""',
        position: "absolute",
        top: MARKER + 2,
        bottom: 2,
        left: MARKER / 2 - 1,
        width: 2,
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.border,
      },
    },
  }),
);

// The mark repeats the outcome in a shape (a tick, a cross, a hollow ring), so colour is never alone.
export const marker = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: MARKER,
    height: MARKER,
    borderRadius: vars.radius.full,
    selectors: {
      '&[data-outcome="succeeded"]': { backgroundColor: vars.color.success, color: vars.color.surface },
      '&[data-outcome="failed"]': { backgroundColor: vars.color.danger, color: vars.color.surface },
      '&[data-outcome="upcoming"]': {
        backgroundColor: vars.color.surface,
        boxShadow: `inset 0 0 0 2px ${vars.color.borderStrong}`,
      },
    },
  }),
);

export const content = style(layered({ display: "grid", gap: vars.space.xs, minWidth: 0 }));

export const head = style(
  layered({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, minHeight: MARKER }),
);

export const title = style(layered({ fontWeight: vars.font.weight.medium, color: vars.color.text }));

export const meta = style(
  layered({
    margin: 0,
    minHeight: MARKER,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: "tabular-nums",
    overflowWrap: "anywhere",
  }),
);

export const code = style(layered({ fontFamily: vars.font.family.mono }));

export const error = style(
  layered({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm, overflowWrap: "anywhere" }),
);

export const response = style(layered({ margin: 0, display: "grid", gap: vars.space.xxs, minWidth: 0 }));

export const responseLabel = style(
  layered({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.medium, color: vars.color.textMuted }),
);

export const responseText = style(
  layered({
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    ...codeSurface,
    fontSize: vars.font.size.xs,
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
  }),
);

export const empty = style(layered({ margin: 0, color: vars.color.textMuted }));
