import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

/** The tags and the input share the field's box, wrapping onto more lines as tags are added. */
export const content = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: vars.space.xs,
    flex: "1 1 auto",
    minWidth: 0,
    paddingBlock: vars.space.xs,
  }),
);

export const list = style(
  layered({
    display: "flex",
    flexWrap: "wrap",
    gap: vars.space.xs,
    minWidth: 0,
    maxWidth: "100%",
    margin: 0,
    padding: 0,
    listStyle: "none",
  }),
);

export const tag = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xxs,
    minWidth: 0,
    maxWidth: "100%",
    minHeight: 24,
    paddingInlineStart: vars.space.sm,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.neutralSubtle,
    color: vars.color.neutralText,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

// A tag with no place to break (a pasted code) wraps inside its chip rather than widening the field.
export const tagText = style(layered({ minWidth: 0, overflowWrap: "anywhere" }));

export const remove = style(
  layered({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    alignSelf: "stretch",
    minWidth: 24,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    background: "transparent",
    color: "inherit",
    cursor: "pointer",
    selectors: {
      "&:hover:not(:disabled)": { backgroundColor: vars.color.surfaceHover },
      "&:disabled": { cursor: "not-allowed" },
    },
  }),
);

/** The input takes what is left of the line, and moves to a line of its own when too little is left. */
export const input = style(
  layered({ flex: "1 1 8rem", width: "auto", minWidth: "6rem", paddingBlock: vars.space.xxs }),
);
