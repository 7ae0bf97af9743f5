import { forwardRef, type ReactNode, useMemo, useRef } from "react";
import { TrashIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { useFieldId } from "../Field";
import * as fieldStyles from "../Field/Field.css";
import { FieldError, hasContent } from "../Field/FieldError";
import { mergeRefs } from "../Field/mergeRefs";
import { AddRowFooter, useRowFocus } from "../Field/rowList";
import { IconButton } from "../IconButton";
import * as styles from "./RepeatableRows.css";

export interface RepeatableRowsProps {
  /** The fieldset's legend, such as 'Tax IDs'. */
  label: ReactNode;
  /** How many rows there are. */
  count: number;
  /** The fields of the row at an index (from 0), such as a Select and a TextField, each with its label. */
  renderRow: (index: number) => ReactNode;
  /** Called by Add: the owner appends a row. */
  onAdd: () => void;
  /** Called by a row's remove button with its index (from 0): the owner drops that row. */
  onRemove: (index: number) => void;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** A message about the list as a whole (too many rows), under the rows. */
  error?: ReactNode;
  /** At most this many rows: Add is then disabled and `maxRowsHint` says why. */
  maxRows?: number;
  disabled?: boolean;
  /** Shown instead of the rows when there are none. */
  emptyText?: ReactNode;
  /** The Add button's text. */
  addLabel?: string;
  /** A row's name (its group's), from its number (from 1): 'Row 2'. */
  rowLabel?: (row: number) => string;
  /** A row's remove button's name, from its number (from 1). */
  removeLabel?: (row: number) => string;
  /** Says why Add is disabled once there are `maxRows` rows. */
  maxRowsHint?: (maxRows: number) => string;
  id?: string;
  className?: string;
}

const defaultRowLabel = (row: number) => `Row ${row}`;
const defaultRemoveLabel = (row: number) => `Remove row ${row}`;
const defaultMaxRowsHint = (maxRows: number) =>
  `You can add up to ${maxRows} ${maxRows === 1 ? "row" : "rows"}`;

const FOCUSABLE =
  "input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])";

/**
 * A list of rows a person adds and removes, each row the owner's own fields (a type and a number, a name and
 * an amount) with its remove button, and an Add button below. The owner keeps the rows and their values.
 */
export const RepeatableRows = forwardRef<HTMLFieldSetElement, RepeatableRowsProps>(function RepeatableRows(
  {
    label,
    count,
    renderRow,
    onAdd,
    onRemove,
    hint,
    error,
    maxRows,
    disabled = false,
    emptyText = "No rows",
    addLabel = "Add row",
    rowLabel = defaultRowLabel,
    removeLabel = defaultRemoveLabel,
    maxRowsHint = defaultMaxRowsHint,
    id: idProp,
    className,
  },
  ref,
) {
  const id = useFieldId(idProp);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const rootRefs = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const full = maxRows !== undefined && count >= maxRows;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const rowId = (row: number) => `${id}-row-${row}`;

  const focus = useRowFocus((row) =>
    rootRef.current?.ownerDocument.getElementById(rowId(row))?.querySelector<HTMLElement>(FOCUSABLE),
  );

  function add() {
    if (full || disabled) return;
    focus.added(count);
    onAdd();
  }

  function remove(index: number) {
    focus.removed(index, count);
    onRemove(index);
  }

  const describedBy = [hasContent(hint) ? hintId : "", hasContent(error) ? errorId : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <fieldset
      ref={rootRefs}
      id={id}
      className={cx(styles.root, className)}
      disabled={disabled}
      aria-describedby={describedBy || undefined}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>{label}</legend>
      {hasContent(hint) ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {count === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.rows}>
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <fieldset id={rowId(index)} aria-label={rowLabel(index + 1)} className={styles.row}>
                <div className={styles.fields}>{renderRow(index)}</div>
                <IconButton
                  className={styles.remove}
                  label={removeLabel(index + 1)}
                  icon={<TrashIcon size={16} />}
                  variant="ghost"
                  onClick={() => remove(index)}
                />
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} error={error} />
      <AddRowFooter
        addRef={focus.addRef}
        label={addLabel}
        full={full}
        limitId={limitId}
        limitText={maxRows === undefined ? "" : maxRowsHint(maxRows)}
        onAdd={add}
      />
    </fieldset>
  );
});
