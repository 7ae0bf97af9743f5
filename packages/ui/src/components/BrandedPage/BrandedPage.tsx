import { type CSSProperties, forwardRef, type ReactNode, useState } from "react";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import { Skeleton } from "../Skeleton";
import * as styles from "./BrandedPage.css";
import { isBrandColor } from "./brandColor";

export interface BrandedPageProps {
  /** The business's name: the logo's alt text, or the header's text when there is no logo. */
  name?: string | null;
  /** The business's logo; its alternative text is `name`. Falls back to the name if it fails to load. */
  logoUrl?: string | null;
  /** The business's accent as `#rrggbb`, drawn as the stripe across the top; anything else is ignored. */
  brandColor?: string | null;
  /** While the business is not known yet: a placeholder stands for the brand. */
  loading?: boolean;
  /** What screen readers hear for the placeholder brand. */
  loadingLabel?: string;
  /** Beside the brand in the header, such as a 'Return to Acme' link. */
  headerAction?: ReactNode;
  /** The main column's width: `narrow` for one task (paying, buying), `wide` for an account's pages. */
  width?: "narrow" | "wide";
  /** Under the content, such as who runs the page. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The property the accent is written to (createVar gives `var(--name)`). */
const brandProperty = styles.brandColor.replace(/^var\((.*)\)$/, "$1");

/**
 * The frame of a page a business's customer opens outside the app (a billing portal, an invoice to pay, a
 * checkout): the business's logo or name and its accent stripe, then the page's content in a `<main>`.
 */
export const BrandedPage = forwardRef<HTMLDivElement, BrandedPageProps>(function BrandedPage(
  {
    name,
    logoUrl,
    brandColor,
    loading = false,
    loadingLabel = "Loading",
    headerAction,
    width = "wide",
    footer,
    children,
    className,
  },
  ref,
) {
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const accent = isBrandColor(brandColor) ? ({ [brandProperty]: brandColor } as CSSProperties) : undefined;
  const showLogo = Boolean(logoUrl && name && brokenLogo !== logoUrl);
  let brand: ReactNode = null;
  if (loading) {
    brand = (
      <>
        <Skeleton width={160} height={28} />
        <span className={visuallyHidden}>{loadingLabel}</span>
      </>
    );
  } else if (showLogo) {
    brand = (
      <img
        className={styles.logo}
        src={logoUrl as string}
        alt={name as string}
        onError={() => setBrokenLogo(logoUrl ?? null)}
      />
    );
  } else if (name) {
    brand = <span>{name}</span>;
  }
  return (
    <div ref={ref} className={cx(styles.root, className)} style={accent} data-brand={accent ? "" : undefined}>
      <header className={styles.header}>
        <div className={cx(styles.inner({ width }), styles.headerRow)}>
          <div className={styles.brand}>{brand}</div>
          {headerAction ? <div className={styles.action}>{headerAction}</div> : null}
        </div>
      </header>
      <main className={cx(styles.inner({ width }), styles.main)}>{children}</main>
      {footer ? (
        <footer className={styles.footer}>
          <div className={styles.inner({ width })}>{footer}</div>
        </footer>
      ) : null}
    </div>
  );
});
