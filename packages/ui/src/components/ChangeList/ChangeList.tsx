import { forwardRef, type ReactNode } from "react";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import * as styles from "./ChangeList.css";

/** What changed: each field with its value before and after, `{ status: ["active", "cancelled"] }`. */
export type ChangeListChanges = Readonly<Record<string, readonly [unknown, unknown]>>;

/** 'list': every field on a row of its own, values in full; 'summary': a line a field, for a table cell. */
export type ChangeListVariant = "list" | "summary";

export interface ChangeListProps {
  changes: ChangeListChanges;
  variant?: ChangeListVariant;
  /** How many fields a summary shows before '+N more'. */
  limit?: number;
  /** The list's accessible name: 'Changes'. */
  label?: string;
  /** What screen readers say for a missing value (`null`), shown as an em dash. */
  emptyValueLabel?: string;
  /** What screen readers say in place of the arrow between a value before and after. */
  arrowLabel?: string;
  /** Shown when nothing changed. */
  noChangesLabel?: string;
  /** The summary's last line when it leaves fields out. */
  moreLabel?: (count: number) => string;
  className?: string;
}

/** The longest value a summary shows before cutting it short. */
const SUMMARY_VALUE_LENGTH = 32;

/**
 * A value as text: strings as they are, numbers and booleans written out, objects and arrays as JSON (indented
 * when `pretty`); `null` for a missing value, which is shown as an em dash.
 */
export function changeValueText(value: unknown, pretty = false): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value === "" ? '""' : value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  try {
    return JSON.stringify(value, null, pretty ? 2 : undefined) ?? String(value);
  } catch {
    return String(value);
  }
}

function shorten(text: string): string {
  return text.length > SUMMARY_VALUE_LENGTH ? `${text.slice(0, SUMMARY_VALUE_LENGTH - 1)}…` : text;
}

function Value({
  value,
  side,
  variant,
  emptyValueLabel,
}: {
  value: unknown;
  side: "before" | "after";
  variant: ChangeListVariant;
  emptyValueLabel: string;
}) {
  const text = changeValueText(value, variant === "list");
  if (text === null) {
    return (
      <span className={styles.empty} data-side={side} data-empty="">
        <span aria-hidden="true">{"\u2014"}</span>
        <span className={visuallyHidden}>{emptyValueLabel}</span>
      </span>
    );
  }
  const block = variant === "list" && typeof value === "object";
  return (
    <span className={cx(styles.value({ side }), block && styles.block)} data-side={side}>
      {variant === "summary" ? shorten(text) : text}
    </span>
  );
}

/**
 * The changes of one record, field by field, as before → after: an audit entry's or an event's `previous`. A
 * missing value (`null`) shows as an em dash; objects and arrays as JSON. 'list' shows everything; 'summary'
 * shows the first `limit` fields on a line each, values cut short, then how many more there are.
 */
export const ChangeList = forwardRef<HTMLDivElement, ChangeListProps>(function ChangeList(
  {
    changes,
    variant = "list",
    limit = 2,
    label = "Changes",
    emptyValueLabel = "empty",
    arrowLabel = "changed to",
    noChangesLabel = "No changes recorded",
    moreLabel = (count) => `+${count} more`,
    className,
  },
  ref,
) {
  const fields = Object.entries(changes);
  const pair = ([before, after]: readonly [unknown, unknown]): ReactNode => (
    <>
      <Value value={before} side="before" variant={variant} emptyValueLabel={emptyValueLabel} />
      <span className={cx(styles.arrow, variant === "summary" && styles.inlineArrow)} aria-hidden="true">
        {"\u2192"}
      </span>
      <span className={visuallyHidden}> {arrowLabel} </span>
      <Value value={after} side="after" variant={variant} emptyValueLabel={emptyValueLabel} />
    </>
  );

  let body: ReactNode;
  if (fields.length === 0) body = <p className={styles.none}>{noChangesLabel}</p>;
  else if (variant === "summary") {
    const shown = fields.slice(0, Math.max(1, limit));
    const hidden = fields.length - shown.length;
    body = (
      <ul className={styles.summary} aria-label={label}>
        {shown.map(([field, values]) => (
          <li key={field} className={styles.summaryLine}>
            <span className={styles.field}>{field}</span>: {pair(values)}
          </li>
        ))}
        {hidden > 0 ? <li className={styles.more}>{moreLabel(hidden)}</li> : null}
      </ul>
    );
  } else {
    // A description list has no role that takes a name: the group around it carries `label`.
    body = (
      <dl className={styles.list}>
        {fields.map(([field, values]) => (
          <div key={field} className={styles.item}>
            <dt className={styles.field}>{field}</dt>
            <dd className={styles.detail}>{pair(values)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <div
      ref={ref}
      className={cx(styles.root, variant === "list" && styles.container, className)}
      data-variant={variant}
      {...(variant === "list" && fields.length > 0 ? { role: "group", "aria-label": label } : {})}
    >
      {body}
    </div>
  );
});
