import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from "react";
import type { SpaceToken } from "../../theme/tokens";
import { cx } from "../../utils/cx";
import { gap as gapClass } from "../../utils/layout.css";
import { type LayoutElement, listRole } from "../../utils/layoutElement";
import * as styles from "./Inline.css";

export type InlineAlign = "start" | "center" | "end" | "baseline" | "stretch";
export type InlineJustify = "start" | "center" | "end" | "between";

export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, "style"> {
  /** Space between the children, across and down when they wrap: a step of the space scale. */
  gap?: SpaceToken;
  /** Vertical alignment of the children in a row. */
  align?: InlineAlign;
  /** Horizontal distribution of the children; `between` pushes the first and last to the edges. */
  justify?: InlineJustify;
  /** The element to render; `ul` and `ol` lose their bullets and indent (give them `li` children). */
  as?: LayoutElement;
  children?: ReactNode;
}

/** Puts its children side by side, wrapping onto more rows when they do not fit. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  {
    gap = "sm",
    align = "center",
    justify = "start",
    as: Element = "div",
    className,
    children,
    role,
    ...rest
  },
  ref,
) {
  // createElement, as JSX cannot type a ref for a union of tag names.
  return createElement(
    Element,
    {
      ref,
      className: cx(styles.root, gapClass[gap], styles.align[align], styles.justify[justify], className),
      ...rest,
      role: listRole(Element, role),
    },
    children,
  );
});
