import { makeIcon } from "./base";

export const ErrorIcon = /* @__PURE__ */ makeIcon(
  "Error",
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);
