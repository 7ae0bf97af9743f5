import { type AnchorHTMLAttributes, type ComponentType, forwardRef, type ReactNode, type Ref } from "react";
import { cx } from "../../utils/cx";
import { link } from "./Link.css";

/** The shape of a router's link component (react-router's `Link` fits): it receives `to` instead of `href`. */
export type RouterLinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> }
>;

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  tone?: "primary" | "muted" | "inherit";
  underline?: "always" | "hover";
  /** A router link to render instead of a plain `<a>`, for client-side navigation. */
  as?: RouterLinkComponent;
  children?: ReactNode;
}

/** A text link. Pass a router's link as `as` to navigate without a page load. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, tone = "primary", underline = "always", as: Component, className, ...rest },
  ref,
) {
  const classes = cx(link({ tone, underline }), className);
  if (Component) return <Component ref={ref} to={href} className={classes} {...rest} />;
  return <a ref={ref} href={href} className={classes} {...rest} />;
});
