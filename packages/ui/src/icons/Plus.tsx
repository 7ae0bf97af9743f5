import { makeIcon } from "./base";

export const PlusIcon = /* @__PURE__ */ makeIcon("Plus", <path d="M12 5v14M5 12h14" />);
