import { forwardRef, type ReactNode, useMemo } from "react";
import { ChevronRightIcon } from "../../icons";
import type { RouterLinkComponent } from "../Link";
import * as styles from "./Breadcrumbs.css";
import { type Breadcrumb, type BreadcrumbLabels, buildBreadcrumbs } from "./buildBreadcrumbs";

export interface BreadcrumbsProps {
  /** The current path, such as '/catalog/plans'. */
  path: string;
  /** Labels by segment or full path; others are title-cased, identifiers kept as they are. */
  labels?: BreadcrumbLabels;
  /** A first crumb before the path's own, such as { href: '/dashboard', label: 'Home' }. */
  home?: { href: string; label: string };
  /** A router link to render instead of a plain `<a>`. */
  linkAs?: RouterLinkComponent;
  /** The accessible name of the navigation landmark. */
  label?: string;
  /** A separator between crumbs (decorative). */
  separator?: ReactNode;
  className?: string;
}

/** The trail from the top of the app to the current page, built from the path. */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { path, labels, home, linkAs: LinkComponent, label = "Breadcrumb", separator, className },
  ref,
) {
  const crumbs = useMemo(() => {
    const built = buildBreadcrumbs(path, labels);
    const first: Breadcrumb[] =
      home && built[0]?.href !== home.href ? [{ href: home.href, label: home.label, segment: "" }] : [];
    return [...first, ...built];
  }, [path, labels, home]);

  if (crumbs.length === 0) return null;
  return (
    <nav ref={ref} aria-label={label} className={className}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className={styles.item}>
              {last ? (
                <span className={styles.current} aria-current="page">
                  {crumb.label}
                </span>
              ) : LinkComponent ? (
                <LinkComponent to={crumb.href} className={styles.link}>
                  {crumb.label}
                </LinkComponent>
              ) : (
                <a href={crumb.href} className={styles.link}>
                  {crumb.label}
                </a>
              )}
              {last ? null : (
                <span className={styles.separator} aria-hidden="true">
                  {separator ?? <ChevronRightIcon size={14} />}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
