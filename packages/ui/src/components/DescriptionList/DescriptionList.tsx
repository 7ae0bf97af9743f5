import { forwardRef, type ReactNode } from "react";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import * as styles from "./DescriptionList.css";

export interface DescriptionListItem {
  /** What the value is, such as 'Billing period'. */
  term: ReactNode;
  /** The value; when it is missing (`undefined`, `null`, `false` or ''), an em dash read as `emptyLabel`. */
  detail?: ReactNode;
  /** A stable key for the pair; needed only when terms are not unique strings. */
  id?: string;
}

export interface DescriptionListProps {
  /** The term/detail pairs, in reading order. */
  items: DescriptionListItem[];
  /** Two columns of pairs from tablet width up (one column on phones); one column by default. */
  columns?: 1 | 2;
  /** What screen readers say for a missing detail shown as an em dash. */
  emptyLabel?: string;
  className?: string;
}

function isEmpty(detail: ReactNode): boolean {
  return detail === undefined || detail === null || detail === false || detail === "";
}

/** Term and detail pairs of a detail page (a plan's billing period, a customer's email): a `<dl>`. */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { items, columns = 1, emptyLabel = "Not set", className },
  ref,
) {
  return (
    <dl
      ref={ref}
      className={cx(styles.list, columns === 2 && styles.twoColumns, className)}
      data-columns={columns}
    >
      {items.map((item, index) => (
        <div key={item.id ?? (typeof item.term === "string" ? item.term : index)} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.detail}>
            {isEmpty(item.detail) ? (
              <span className={styles.empty} data-empty="">
                <span aria-hidden="true">{"\u2014"}</span>
                <span className={visuallyHidden}>{emptyLabel}</span>
              </span>
            ) : (
              item.detail
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
});
