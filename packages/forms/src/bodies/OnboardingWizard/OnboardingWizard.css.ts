import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

export const panel = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.lg,
    minWidth: 0,
    padding: vars.space.xl,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    "@media": { "screen and (max-width: 639px)": { padding: vars.space.md } },
  }),
);

export const next = style(
  layered({
    display: "flex",
    alignItems: "center",
    justifyContent: "flex-end",
    gap: vars.space.md,
    flexWrap: "wrap",
    marginLeft: "auto",
  }),
);

export const hint = style(layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }));
