import { makeIcon } from "./base";

export const FilterIcon = /* @__PURE__ */ makeIcon("Filter", <path d="M3 4h18l-7 8v6l-4 2v-8Z" />);
