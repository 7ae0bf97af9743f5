import { style } from "@vanilla-extract/css";
import { layered } from "../../theme/layered";

export const root = style(layered({ minWidth: 0 }));
