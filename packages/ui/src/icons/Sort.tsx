import { makeIcon } from "./base";

export const SortIcon = /* @__PURE__ */ makeIcon("Sort", <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />);
