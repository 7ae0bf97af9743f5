import { forwardRef, type ReactNode, useId } from "react";
import { formatMoney } from "../../format/formatMoney";
import { SuccessIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { DescriptionList, type DescriptionListItem } from "../DescriptionList";
import * as styles from "./Receipt.css";

export interface ReceiptProps {
  /** What happened, also the receipt's accessible name: 'Payment received'. */
  title: ReactNode;
  /** A sentence under the title, such as where the emailed receipt went. */
  message?: ReactNode;
  /** The amount the receipt is for, written large. */
  amount: number;
  /** ISO 4217 code of the amount. */
  currency: string;
  /** The amount's label: 'Amount paid'. */
  amountLabel?: string;
  /** The facts of the payment: the invoice number, the date, the card. */
  items?: DescriptionListItem[];
  /** Links or buttons under the facts, such as 'Download PDF'. */
  actions?: ReactNode;
  /** The level of the title's heading (h2 by default). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The proof of a payment: a success mark and title, the amount paid, the facts of the payment and what to
 * do next. A `<section>` named by its title; it takes focus programmatically (tabIndex -1), so a page can
 * move focus to it once a payment has gone through.
 */
export const Receipt = forwardRef<HTMLElement, ReceiptProps>(function Receipt(
  {
    title,
    message,
    amount,
    currency,
    amountLabel = "Amount paid",
    items,
    actions,
    headingLevel = 2,
    className,
  },
  ref,
) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.top}>
        <span className={styles.icon} aria-hidden="true">
          <SuccessIcon size={24} />
        </span>
        <div className={styles.heading}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {message ? <p className={styles.message}>{message}</p> : null}
        </div>
      </div>
      <p className={styles.amount}>
        <span className={styles.amountLabel}>{amountLabel}</span>
        <span className={styles.amountValue}>{formatMoney(amount, currency)}</span>
      </p>
      {items && items.length > 0 ? <DescriptionList items={items} /> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
});
