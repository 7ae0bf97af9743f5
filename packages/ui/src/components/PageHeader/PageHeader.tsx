import { forwardRef, type ReactNode } from "react";
import { ChevronLeftIcon } from "../../icons";
import { cx } from "../../utils/cx";
import type { RouterLinkComponent } from "../Link";
import * as styles from "./PageHeader.css";

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons for the page's main actions, such as 'Create Plan'. */
  actions?: ReactNode;
  /** A link back up, such as { href: '/catalog', label: 'Back to Catalog' }. */
  back?: { href: string; label: string };
  /** A router link to render the back link with. */
  linkAs?: RouterLinkComponent;
  className?: string;
}

/** The top of a page: its title (h1), a subtitle, its main actions and an optional back link. */
export const PageHeader = forwardRef<HTMLElement, PageHeaderProps>(function PageHeader(
  { title, subtitle, actions, back, linkAs: LinkComponent, className },
  ref,
) {
  const backContent = (
    <>
      <ChevronLeftIcon size={16} />
      {back?.label}
    </>
  );
  return (
    <header ref={ref} className={cx(styles.root, className)}>
      {back ? (
        LinkComponent ? (
          <LinkComponent to={back.href} className={styles.back}>
            {backContent}
          </LinkComponent>
        ) : (
          <a href={back.href} className={styles.back}>
            {backContent}
          </a>
        )
      ) : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
});
