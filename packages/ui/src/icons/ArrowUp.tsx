import { makeIcon } from "./base";

export const ArrowUpIcon = /* @__PURE__ */ makeIcon("ArrowUp", <path d="M12 19V5M5 12l7-7 7 7" />);
