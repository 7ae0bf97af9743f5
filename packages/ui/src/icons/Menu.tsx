import { makeIcon } from "./base";

export const MenuIcon = /* @__PURE__ */ makeIcon("Menu", <path d="M4 6h16M4 12h16M4 18h16" />);
