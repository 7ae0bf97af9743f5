import { makeIcon } from "./base";

export const ChevronLeftIcon = /* @__PURE__ */ makeIcon("ChevronLeft", <path d="m15 18-6-6 6-6" />);
