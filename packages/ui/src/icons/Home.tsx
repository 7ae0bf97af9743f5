import { makeIcon } from "./base";

export const HomeIcon = /* @__PURE__ */ makeIcon("Home", <path d="M3 10.5 12 3l9 7.5V21H3ZM9 21v-6h6v6" />);
