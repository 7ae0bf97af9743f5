import { makeIcon } from "./base";

export const CopyIcon = /* @__PURE__ */ makeIcon(
  "Copy",
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
