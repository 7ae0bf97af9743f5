import { forwardRef } from "react";
import { formatDate } from "../../format/formatDate";
import { formatMoney } from "../../format/formatMoney";
import { cx } from "../../utils/cx";
import * as styles from "./InvoiceSummary.css";

export interface InvoiceSummaryLine {
  /** A stable key; the position is used without one. */
  id?: string;
  description: string;
  /** Shown in a Quantity column when any line has one. */
  quantity?: number | null;
  amount: number;
  /** The service period (YYYY-MM-DD), shown under the description. */
  periodStart?: string | null;
  periodEnd?: string | null;
}

/** A tax row: its words ('VAT 20%', 'GST 10% (included)') and its amount. */
export interface InvoiceSummaryTax {
  label: string;
  amount: number;
}

/** The words of the table, for translation. */
export interface InvoiceSummaryLabels {
  description: string;
  quantity: string;
  amount: string;
  subtotal: string;
  discount: string;
  total: string;
  creditApplied: string;
  amountPaid: string;
  amountDue: string;
  chargedNow: string;
  noLines: string;
}

const defaultLabels: InvoiceSummaryLabels = {
  description: "Description",
  quantity: "Qty",
  amount: "Amount",
  subtotal: "Subtotal",
  discount: "Discount",
  total: "Total",
  creditApplied: "Credit applied",
  amountPaid: "Amount paid",
  amountDue: "Amount due",
  chargedNow: "Charged to your card now",
  noLines: "No lines",
};

export interface InvoiceSummaryProps {
  /** The table's accessible name, such as 'Invoice INV-0012' or 'What you pay today'. */
  label: string;
  /** ISO 4217 code of every amount. */
  currency: string;
  lines: readonly InvoiceSummaryLine[];
  subtotal: number;
  /** The discount as a positive amount, shown taken off; its row is left out when undefined. */
  discount?: number;
  /**
   * A row per tax, after the discount and before the total, each in the words given (a rate included in
   * the lines' amounts says so in its label); left out when undefined or empty.
   */
  taxes?: readonly InvoiceSummaryTax[];
  total: number;
  /** Credit taken off the total, as a positive amount; left out when undefined. */
  creditApplied?: number;
  /** Left out when undefined. */
  amountPaid?: number;
  /** Left out when undefined; the last figure, in bold, when given. */
  amountDue?: number;
  /** What a card is charged at once (a change's preview); left out when undefined. */
  chargedNow?: number;
  /** A line under the figures, such as 'Reverse charge — VAT to be accounted for by the recipient'. */
  note?: string;
  labels?: Partial<InvoiceSummaryLabels>;
  className?: string;
}

/** An amount taken off, written with its minus sign ('-$10.00'); nothing taken off stays '$0.00'. */
const takenOff = (amount: number, currency: string) => formatMoney(amount === 0 ? 0 : -amount, currency);

function periodText(start: string | null | undefined, end: string | null | undefined): string | null {
  if (!start || !end) return null;
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/**
 * An invoice as its PDF lays it out: the lines (description with its period, quantity, amount) and, under
 * them, the subtotal, discount, taxes, total, credit applied, amount paid and amount due, and a note (a
 * reverse charge): a table whose totals are row headers, so each figure is read with its name.
 */
export const InvoiceSummary = forwardRef<HTMLTableElement, InvoiceSummaryProps>(function InvoiceSummary(
  {
    label,
    currency,
    lines,
    subtotal,
    discount,
    taxes,
    total,
    creditApplied,
    amountPaid,
    amountDue,
    chargedNow,
    note,
    labels: labelsProp,
    className,
  },
  ref,
) {
  const labels = { ...defaultLabels, ...labelsProp };
  const withQuantity = lines.some((line) => line.quantity !== undefined && line.quantity !== null);
  const columns = withQuantity ? 3 : 2;
  const money = (amount: number) => formatMoney(amount, currency);
  const sums: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: "subtotal", label: labels.subtotal, value: money(subtotal) },
  ];
  if (discount !== undefined)
    sums.push({ key: "discount", label: labels.discount, value: takenOff(discount, currency) });
  for (const [index, tax] of (taxes ?? []).entries())
    sums.push({ key: `tax-${index}`, label: tax.label, value: money(tax.amount) });
  sums.push({ key: "total", label: labels.total, value: money(total), strong: amountDue === undefined });
  if (creditApplied !== undefined)
    sums.push({ key: "credit", label: labels.creditApplied, value: takenOff(creditApplied, currency) });
  if (amountPaid !== undefined)
    sums.push({ key: "paid", label: labels.amountPaid, value: money(amountPaid) });
  if (chargedNow !== undefined)
    sums.push({ key: "charged", label: labels.chargedNow, value: money(chargedNow) });
  if (amountDue !== undefined)
    sums.push({ key: "due", label: labels.amountDue, value: money(amountDue), strong: true });

  return (
    <table ref={ref} className={cx(styles.table, className)} aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className={styles.head}>
            {labels.description}
          </th>
          {withQuantity ? (
            <th scope="col" className={cx(styles.head, styles.figure)}>
              {labels.quantity}
            </th>
          ) : null}
          <th scope="col" className={cx(styles.head, styles.figure)}>
            {labels.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={columns} className={styles.empty}>
              {labels.noLines}
            </td>
          </tr>
        ) : (
          lines.map((line, index) => {
            const period = periodText(line.periodStart, line.periodEnd);
            return (
              <tr key={line.id ?? index}>
                <td className={styles.cell}>
                  {line.description}
                  {period ? <span className={styles.period}>{period}</span> : null}
                </td>
                {withQuantity ? (
                  <td className={cx(styles.cell, styles.figure)}>{line.quantity ?? ""}</td>
                ) : null}
                <td className={cx(styles.cell, styles.figure)}>{money(line.amount)}</td>
              </tr>
            );
          })
        )}
      </tbody>
      <tfoot>
        {sums.map((sum, index) => (
          <tr key={sum.key} data-sum={sum.key}>
            <th
              scope="row"
              colSpan={columns - 1}
              className={cx(styles.sumLabel, sum.strong && styles.strong, index === 0 && styles.firstSum)}
            >
              {sum.label}
            </th>
            <td className={cx(styles.sumValue, sum.strong && styles.strong, index === 0 && styles.firstSum)}>
              {sum.value}
            </td>
          </tr>
        ))}
        {note ? (
          <tr data-sum="note">
            <td colSpan={columns} className={styles.note}>
              {note}
            </td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
});
