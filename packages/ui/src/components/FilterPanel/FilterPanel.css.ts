import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 }),
);

export const trigger = style(layered({ alignSelf: "flex-start" }));

export const count = style(layered({ fontVariantNumeric: "tabular-nums" }));

export const panel = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.lg,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    selectors: { "&[hidden]": { display: "none" } },
  }),
);

export const title = style(
  layered({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
);

export const grid = style(
  layered({
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
    gap: vars.space.lg,
  }),
);

export const field = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 }),
);

export const label = style(
  layered({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text,
    overflowWrap: "anywhere",
  }),
);

export const control = style(
  layered({
    width: "100%",
    minHeight: 40,
    padding: `0 ${vars.space.md}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    selectors: {
      "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
      "&:hover": { backgroundColor: vars.color.surfaceHover },
      "&:focus-visible": { outlineOffset: "1px" },
    },
  }),
);

export const selectWrap = style(layered({ position: "relative", display: "flex" }));

export const select = style(
  layered({ appearance: "none", paddingRight: vars.space.xxl, cursor: "pointer", textOverflow: "ellipsis" }),
);

export const selectIcon = style(
  layered({
    position: "absolute",
    right: vars.space.md,
    top: "50%",
    transform: "translateY(-50%)",
    pointerEvents: "none",
    color: vars.color.textMuted,
  }),
);

export const footer = style(
  layered({
    display: "flex",
    justifyContent: "flex-end",
    flexWrap: "wrap",
    gap: vars.space.sm,
    paddingTop: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
  }),
);

export const fieldset = style(layered({ margin: 0, padding: 0, border: 0 }));

export const legend = style(
  layered({ float: "left", width: "100%", padding: 0, marginBottom: vars.space.xs }),
);
