import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";

export const textarea = style(layered({ resize: "vertical", minHeight: "2.5em", display: "block" }));
