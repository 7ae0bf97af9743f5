import { makeIcon } from "./base";

export const ChevronUpIcon = /* @__PURE__ */ makeIcon("ChevronUp", <path d="m18 15-6-6-6 6" />);
