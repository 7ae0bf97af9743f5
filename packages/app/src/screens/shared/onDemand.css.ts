import { layered, vars } from "@round/ui/css";
import { style } from "@vanilla-extract/css";

// Where a dialog will open, while its code arrives: a small raised box in the middle of the viewport.
export const dialogLoading = style(
  layered({
    position: "fixed",
    top: "50%",
    left: "50%",
    transform: "translate(-50%, -50%)",
    zIndex: vars.zIndex.modal,
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
  }),
);
