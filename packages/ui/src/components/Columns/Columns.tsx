import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from "react";
import type { Breakpoint } from "../../hooks/useBreakpoint";
import type { SpaceToken } from "../../theme/tokens";
import { cx } from "../../utils/cx";
import { gap as gapClass } from "../../utils/layout.css";
import { type LayoutElement, listRole } from "../../utils/layoutElement";
import * as styles from "./Columns.css";

export type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * How many columns, from a breakpoint up: `{ mobile: 1, desktop: 2, large: 3 }` is one column under
 * 1024 px, two from 1024 px and three from 1280 px. A breakpoint left out keeps the one below it; a number
 * is the same at every width.
 */
export type ResponsiveColumns = ColumnCount | Partial<Record<Breakpoint, ColumnCount>>;

/** The spec's card grids: one column on small screens, two on large (desktop), three on extra large. */
const cardGrid: ResponsiveColumns = { mobile: 1, desktop: 2, large: 3 };

const order: Breakpoint[] = ["mobile", "tablet", "desktop", "large"];

export interface ColumnsProps extends Omit<HTMLAttributes<HTMLElement>, "style"> {
  /** Columns per breakpoint (see `ResponsiveColumns`); by default the card grid, 1 / 2 from desktop / 3 from large. */
  columns?: ResponsiveColumns;
  /** Space between the cells, across and down: a step of the space scale. */
  gap?: SpaceToken;
  /** The element to render; `ul` and `ol` lose their bullets and indent (give them `li` children). */
  as?: LayoutElement;
  children?: ReactNode;
}

/** A responsive grid of equal columns, such as a grid of cards; each child is one cell. */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  { columns = cardGrid, gap = "lg", as: Element = "div", className, children, role, ...rest },
  ref,
) {
  const perBreakpoint = typeof columns === "number" ? { mobile: columns } : columns;
  const columnClasses = order.map((breakpoint) => {
    const count = perBreakpoint[breakpoint];
    return count === undefined ? undefined : styles.columns[breakpoint][count];
  });
  // createElement, as JSX cannot type a ref for a union of tag names.
  return createElement(
    Element,
    {
      ref,
      className: cx(styles.root, gapClass[gap], ...columnClasses, className),
      ...rest,
      role: listRole(Element, role),
    },
    children,
  );
});
