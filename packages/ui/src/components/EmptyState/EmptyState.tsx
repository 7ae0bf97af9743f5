import { forwardRef, type ReactNode } from "react";
import { cx } from "../../utils/cx";
import * as styles from "./EmptyState.css";

/** The default title of an empty list, table or search result. */
export const EMPTY_ITEMS_TITLE = "No items to display";
/** The default title of an empty card grid. */
export const EMPTY_CARDS_TITLE = "No cards to display";

export type EmptyStateVariant = "items" | "cards";

const defaultTitles: Record<EmptyStateVariant, string> = {
  items: EMPTY_ITEMS_TITLE,
  cards: EMPTY_CARDS_TITLE,
};

export interface EmptyStateProps {
  /** Picks the default title: 'No items to display' or 'No cards to display'. */
  variant?: EmptyStateVariant;
  /** Replaces the default title, such as 'No plans found'. */
  title?: ReactNode;
  /** A hint on what to do next, such as 'Try adjusting your search or filters'. */
  description?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** A call to action, such as a 'Create Your First Plan' button. */
  action?: ReactNode;
  /** Renders the title as a heading of this level; by default it is a paragraph. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list, table or grid shows when it has nothing to show, and what to do about it. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { variant = "items", title, description, icon, action, headingLevel, className },
  ref,
) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <div ref={ref} className={cx(styles.root, className)} data-variant={variant}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className={styles.title}>{title ?? defaultTitles[variant]}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
