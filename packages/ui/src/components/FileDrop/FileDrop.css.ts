import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({ display: "flex", flexDirection: "column", minWidth: 0, margin: 0, padding: 0, border: 0 }),
);

// A floated legend is laid out as the fieldset's first child, like a field's label.
export const legend = style(layered({ float: "left", width: "100%", padding: 0 }));

export const zone = style(
  layered({
    position: "relative",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    minWidth: 0,
    padding: vars.space.lg,
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textAlign: "center",
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      "&[data-invalid='true']": { borderColor: vars.color.danger },
      "&[data-drag-over='true']": {
        borderStyle: "solid",
        borderColor: vars.color.primary,
        backgroundColor: vars.color.primarySubtle,
      },
      "&[data-disabled='true']": {
        borderColor: vars.color.border,
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textMuted,
      },
    },
  }),
);

export const icon = style(layered({ color: vars.color.textMuted }));

export const actions = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    maxWidth: "100%",
    marginTop: vars.space.sm,
  }),
);

export const dropText = style(
  layered({
    minWidth: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

/** The chosen file: its name, its size and a remove button; without a file it takes no room. */
export const file = style(
  layered({
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    maxWidth: "100%",
    marginTop: vars.space.sm,
    selectors: { "&:has(> span:empty:only-child)": { marginTop: 0 } },
  }),
);

export const fileInfo = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "center",
    columnGap: vars.space.sm,
    minWidth: 0,
    fontSize: vars.font.size.sm,
  }),
);

export const fileName = style(
  layered({ minWidth: 0, fontWeight: vars.font.weight.semibold, overflowWrap: "anywhere" }),
);

export const fileSize = style(
  layered({ color: vars.color.textMuted, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }),
);
