import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

// The navigation and quick-action cards: as many as fit, at least 220px each.
export const navCards = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(auto-fill, minmax(min(220px, 100%), 1fr))",
  }),
);

export const sectionTitle = style(
  layered({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, margin: 0 }),
);

// A card's text never pushes it wider than its column: long unbroken names wrap.
export const itemCard = style(layered({ minWidth: 0, overflowWrap: "anywhere" }));

export const muted = style(layered({ color: vars.color.textMuted, margin: 0 }));

export const description = style(
  layered({
    color: vars.color.textMuted,
    margin: 0,
    display: "-webkit-box",
    WebkitLineClamp: 3,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
  }),
);

export const price = style(layered({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }));

export const features = style(layered({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: 2 }));

export const code = style(
  layered({
    fontFamily: vars.font.family.mono,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: "anywhere",
  }),
);

export const nameCell = style(layered({ minWidth: 0, overflowWrap: "anywhere" }));

// A wrapper that only listens (a menu's dialogs preload when a pointer or the focus reaches it): no box.
export const listener = style(layered({ display: "contents" }));
