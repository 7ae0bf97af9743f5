import { forwardRef, type HTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { cx } from "../../utils/cx";
import * as styles from "./Card.css";

export type CardPadding = "none" | "sm" | "md" | "lg";

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** Space inside the card. */
  padding?: CardPadding;
  /** A heading shown at the top; when given, the card is a `<section>` named by it. */
  title?: ReactNode;
  /** The heading level of `title` (h2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Controls beside the title, such as a menu or a 'View all' link. */
  actions?: ReactNode;
  /** Hover and focus styles for a card that holds one main link or button (see NavCard). */
  interactive?: boolean;
  children?: ReactNode;
}

/** A surface that groups related content, with an optional header (title and actions). */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { padding = "md", title, headingLevel = 2, actions, interactive = false, className, children, ...rest },
  ref,
) {
  const titleId = useId();
  const classes = cx(styles.card({ padding, interactive }), className);
  const Heading = `h${headingLevel}` as const;
  if (title === undefined && actions === undefined) {
    return (
      <div ref={ref as Ref<HTMLDivElement>} className={classes} {...rest}>
        {children}
      </div>
    );
  }
  return (
    <section
      ref={ref}
      className={classes}
      aria-labelledby={title !== undefined ? titleId : undefined}
      {...rest}
    >
      <div className={styles.header}>
        {title !== undefined ? (
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
        ) : (
          <span />
        )}
        {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
});
