import { makeIcon } from "./base";

export const CheckIcon = /* @__PURE__ */ makeIcon("Check", <path d="M20 6 9 17l-5-5" />);
