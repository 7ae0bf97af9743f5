import { makeIcon } from "./base";

export const ChevronDownIcon = /* @__PURE__ */ makeIcon("ChevronDown", <path d="m6 9 6 6 6-6" />);
