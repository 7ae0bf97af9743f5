import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from "react";
import type { SpaceToken } from "../../theme/tokens";
import { cx } from "../../utils/cx";
import { gap as gapClass } from "../../utils/layout.css";
import { type LayoutElement, listRole } from "../../utils/layoutElement";
import * as styles from "./Stack.css";

export type StackAlign = "stretch" | "start" | "center" | "end";

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, "style"> {
  /** Space between the children, a step of the space scale. */
  gap?: SpaceToken;
  /** Where the children sit across the stack; by default they take its full width. */
  align?: StackAlign;
  /** The element to render; `ul` and `ol` lose their bullets and indent (give them `li` children). */
  as?: LayoutElement;
  children?: ReactNode;
}

/** Puts its children one under the other, with a gap from the space scale between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = "md", align = "stretch", as: Element = "div", className, children, role, ...rest },
  ref,
) {
  // createElement, as JSX cannot type a ref for a union of tag names.
  return createElement(
    Element,
    {
      ref,
      className: cx(styles.root, gapClass[gap], styles.align[align], className),
      ...rest,
      role: listRole(Element, role),
    },
    children,
  );
});
