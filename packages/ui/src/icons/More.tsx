import { makeIcon } from "./base";

export const MoreIcon = /* @__PURE__ */ makeIcon(
  "More",
  <>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>,
);
