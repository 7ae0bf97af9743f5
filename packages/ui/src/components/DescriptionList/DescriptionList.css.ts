import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { breakpoints } from "../../theme/tokens";
import { vars } from "../../theme/vars.css";

export const list = style(
  layered({
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    columnGap: vars.space.xl,
    margin: 0,
    minWidth: 0,
    color: vars.color.text,
  }),
);

// Two columns only where there is room for them: tablet width and up.
export const twoColumns = style(
  layered({
    "@media": {
      [`screen and (min-width: ${breakpoints.tablet}px)`]: {
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
      },
    },
  }),
);

export const item = style(
  layered({
    display: "flex",
    flexDirection: "column",
    gap: vars.space.xxs,
    minWidth: 0,
    padding: `${vars.space.md} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const term = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.textMuted,
    overflowWrap: "anywhere",
  }),
);

export const detail = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    overflowWrap: "anywhere",
  }),
);

export const empty = style(layered({ color: vars.color.textMuted }));
