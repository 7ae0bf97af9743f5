import { globalLayer } from "@vanilla-extract/css";

// Declared in this order so that the reset is weakest and an app's own unlayered styles always win.
export const resetLayer = globalLayer("round.reset");
export const themeLayer = globalLayer("round.theme");
export const componentLayer = globalLayer("round.components");
