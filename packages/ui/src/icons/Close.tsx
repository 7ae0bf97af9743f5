import { makeIcon } from "./base";

export const CloseIcon = /* @__PURE__ */ makeIcon("Close", <path d="M18 6 6 18M6 6l12 12" />);
