export { Link, type LinkProps, type RouterLinkComponent } from "./Link";
