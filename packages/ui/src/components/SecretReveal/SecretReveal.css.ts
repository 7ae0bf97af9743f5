import { style } from "@vanilla-extract/css";
import { codeSurface } from "../../theme/codeSurface";
import { layered } from "../../theme/layered";
import { vars } from "../../theme/vars.css";

export const root = style(layered({ minWidth: 0, margin: 0, padding: 0, border: 0 }));

// A legend is laid out apart from its fieldset's content unless it floats; this keeps it in the flow.
export const label = style(
  layered({
    float: "left",
    width: "100%",
    padding: 0,
    marginBottom: vars.space.sm,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text,
  }),
);

export const body = style(layered({ clear: "both", display: "grid", gap: vars.space.sm, minWidth: 0 }));

/** The value and the copy button; in a narrow column the button goes under the value. */
export const row = style(
  layered({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, minWidth: 0 }),
);

export const value = style(
  layered({
    flex: "1 1 14rem",
    minWidth: 0,
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    ...codeSurface,
    overflowWrap: "anywhere",
    userSelect: "all",
  }),
);

export const copy = style(layered({ flexShrink: 0 }));
