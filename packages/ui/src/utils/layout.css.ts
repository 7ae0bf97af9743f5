import { styleVariants } from "@vanilla-extract/css";
import { layered } from "../theme/layered";
import { space } from "../theme/tokens";
import { vars } from "../theme/vars.css";

/** One class per step of the space scale, setting `gap`: shared by Stack, Inline and Columns. */
export const gap = styleVariants(space, (_value, key) => layered({ gap: vars.space[key] }));
