import { makeIcon } from "./base";

export const TableIcon = /* @__PURE__ */ makeIcon(
  "Table",
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18M3 15h18M9 3v18" />
  </>,
);
