import { makeIcon } from "./base";

export const ChevronRightIcon = /* @__PURE__ */ makeIcon("ChevronRight", <path d="m9 18 6-6-6-6" />);
