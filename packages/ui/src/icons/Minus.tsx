import { makeIcon } from "./base";

export const MinusIcon = /* @__PURE__ */ makeIcon("Minus", <path d="M5 12h14" />);
