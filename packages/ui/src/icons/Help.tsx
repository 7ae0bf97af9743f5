import { makeIcon } from "./base";

export const HelpIcon = /* @__PURE__ */ makeIcon(
  "Help",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);
