/** Layout shared by the account bodies (sign-in, sign-up, onboarding): stacks, rows, headers. Token roles only. */
import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

const narrow = "screen and (max-width: 639px)";

export const form = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 }),
);

export const header = style(layered({ display: "flex", flexDirection: "column", gap: vars.space.xs }));

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xxl,
    lineHeight: vars.font.lineHeight.tight,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text,
    overflowWrap: "anywhere",
  }),
);

export const sectionTitle = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.tight,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

export const subtitle = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: "anywhere" }),
);

/** Two (or more) fields side by side that wrap to one column when narrow. */
export const row = style(
  layered({
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 180px), 1fr))",
    alignItems: "start",
  }),
);

export const fields = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 }),
);

/** Buttons at the foot of a step: back on the left, forward on the right. */
export const actions = style(
  layered({
    display: "flex",
    justifyContent: "space-between",
    alignItems: "center",
    gap: vars.space.sm,
    flexWrap: "wrap",
  }),
);

export const actionsEnd = style(
  layered({
    display: "flex",
    justifyContent: "flex-end",
    gap: vars.space.sm,
    flexWrap: "wrap",
    marginLeft: "auto",
  }),
);

/** A line of small text, such as 'Already have an account? Sign in'. */
export const note = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, textAlign: "center" }),
);

export const noteStart = style(
  layered({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }),
);

/** A label row with a link at its end ('Forgot password?'). */
export const linkRow = style(
  layered({ display: "flex", justifyContent: "flex-end", marginTop: `-${vars.space.xs}` }),
);

export const divider = style(
  layered({
    display: "flex",
    alignItems: "center",
    gap: vars.space.md,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    textTransform: "uppercase",
    letterSpacing: "0.04em",
    selectors: {
      "&::before, &::after": { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
    },
  }),
);

export const socialGrid = style(
  layered({
    display: "grid",
    gap: vars.space.sm,
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 200px), 1fr))",
  }),
);

export const socialItem = style(layered({ display: "flex", flexDirection: "column", gap: vars.space.xxs }));

export const caption = style(
  layered({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted }),
);

/** A bordered group of fields. */
export const panel = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    "@media": { [narrow]: { padding: vars.space.md } },
  }),
);

export const list = style(
  layered({
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
  }),
);

export const listItem = style(
  layered({
    display: "flex",
    alignItems: "center",
    gap: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    minWidth: 0,
    flexWrap: "wrap",
  }),
);

export const listMain = style(
  layered({ display: "flex", flexDirection: "column", gap: vars.space.xxs, flex: "1 1 12rem", minWidth: 0 }),
);

export const listTitle = style(
  layered({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text,
    overflowWrap: "anywhere",
  }),
);

export const listMeta = style(
  layered({ fontSize: vars.font.size.xs, color: vars.color.textMuted, overflowWrap: "anywhere" }),
);

export const inlineButton = style(layered({ alignSelf: "flex-start" }));

/** A provider (or similar) line: icon, name and text, and its action at the end. */
export const providerRow = style(
  layered({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap", minWidth: 0 }),
);

export const providerIcon = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "40px",
    height: "40px",
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primaryText,
    flexShrink: 0,
  }),
);
