import { makeIcon } from "./base";

export const TrashIcon = /* @__PURE__ */ makeIcon("Trash", <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />);
