// Tokens for other products' own vanilla-extract styles: `import { vars } from "@round/ui/css"`.
export { layered } from "./theme/layered";
export { componentLayer } from "./theme/layers.css";
export { breakpoints } from "./theme/tokens";
export { darkThemeClass, lightThemeClass, vars } from "./theme/vars.css";
