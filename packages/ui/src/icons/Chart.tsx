import { makeIcon } from "./base";

export const ChartIcon = /* @__PURE__ */ makeIcon("Chart", <path d="M3 3v18h18M7 15l4-4 3 3 5-6" />);
