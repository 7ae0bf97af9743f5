import { forwardRef, type ReactNode, useId } from "react";
import { ChevronRightIcon } from "../../icons";
import { cx } from "../../utils/cx";
import type { RouterLinkComponent } from "../Link";
import * as styles from "./NavCard.css";

export interface NavCardProps {
  title: ReactNode;
  /** One line saying where the card leads. */
  description?: ReactNode;
  href: string;
  /** A router link to render instead of a plain `<a>`, for client-side navigation. */
  as?: RouterLinkComponent;
  /** A decorative icon on the left. */
  icon?: ReactNode;
  /** The heading level of the title (h3 by default: cards usually sit under a section heading). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A card that leads somewhere, such as 'Manage Plans'. The title is a real link stretched over the whole
 * card, so the card is clicked anywhere, reached with one Tab stop, and named by its title alone.
 */
export const NavCard = forwardRef<HTMLAnchorElement, NavCardProps>(function NavCard(
  { title, description, href, as: Component, icon, headingLevel = 3, className },
  ref,
) {
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;
  const linkProps = {
    className: styles.link,
    "aria-describedby": description ? descriptionId : undefined,
    children: title,
  };
  return (
    <div className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.text}>
        <Heading className={styles.title}>
          {Component ? (
            <Component ref={ref} to={href} {...linkProps} />
          ) : (
            <a ref={ref} href={href} {...linkProps} />
          )}
        </Heading>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <ChevronRightIcon className={styles.chevron} size={18} />
    </div>
  );
});
