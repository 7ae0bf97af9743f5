import { makeIcon } from "./base";

export const CreditCardIcon = /* @__PURE__ */ makeIcon(
  "CreditCard",
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20" />
  </>,
);
