import { makeIcon } from "./base";

export const SuccessIcon = /* @__PURE__ */ makeIcon(
  "Success",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
