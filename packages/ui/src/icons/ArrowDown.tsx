import { makeIcon } from "./base";

export const ArrowDownIcon = /* @__PURE__ */ makeIcon("ArrowDown", <path d="M12 5v14M19 12l-7 7-7-7" />);
