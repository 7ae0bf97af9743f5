import { forwardRef, type ReactNode, useMemo, useRef } from "react";
import { TrashIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { Field, useFieldId } from "../Field";
import * as fieldStyles from "../Field/Field.css";
import { hasContent } from "../Field/FieldError";
import { mergeRefs } from "../Field/mergeRefs";
import { AddRowFooter, useRowFocus } from "../Field/rowList";
import { IconButton } from "../IconButton";
import * as styles from "./KeyValueEditor.css";

export interface KeyValuePair {
  key: string;
  value: string;
}

export interface KeyValueEditorProps {
  /** The fieldset's legend, such as 'Custom fields'. */
  label: ReactNode;
  /** The rows, in order. */
  value: KeyValuePair[];
  /** Called with the new rows on every edit, add and remove. */
  onChange: (rows: KeyValuePair[]) => void;
  /** Messages under a row's inputs, by row index (from 0). */
  errors?: Record<number, { key?: ReactNode; value?: ReactNode }>;
  /** At most this many rows: Add is then disabled and `maxRowsHint` says why. */
  maxRows?: number;
  /** Help text under the legend. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown instead of the rows when there are none. */
  emptyText?: ReactNode;
  /** The Add button's text. */
  addLabel?: string;
  /** The column headings, also the start of each input's name ('Key 2'). */
  keyLabel?: string;
  valueLabel?: string;
  /** An input's accessible name from its column heading and its row number (from 1). */
  inputLabel?: (column: string, row: number) => string;
  /** A row's remove button's name, from the row's key and number (from 1). */
  removeLabel?: (key: string, row: number) => string;
  /** Says why Add is disabled once there are `maxRows` rows. */
  maxRowsHint?: (maxRows: number) => string;
  id?: string;
  className?: string;
}

const defaultInputLabel = (column: string, row: number) => `${column} ${row}`;
const defaultRemoveLabel = (key: string, row: number) => `Remove field ${key.trim() || row}`;
const defaultMaxRowsHint = (maxRows: number) =>
  `You can add up to ${maxRows} ${maxRows === 1 ? "field" : "fields"}`;

/**
 * Edits free key/value pairs, such as a customer's custom fields: a row of two inputs per pair, each with its
 * own remove button, and an Add button below.
 */
export const KeyValueEditor = forwardRef<HTMLFieldSetElement, KeyValueEditorProps>(function KeyValueEditor(
  {
    label,
    value: rows,
    onChange,
    errors,
    maxRows,
    hint,
    disabled = false,
    emptyText = "No custom fields",
    addLabel = "Add field",
    keyLabel = "Key",
    valueLabel = "Value",
    inputLabel = defaultInputLabel,
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
  const full = maxRows !== undefined && rows.length >= maxRows;
  const hintId = `${id}-hint`;
  const limitId = `${id}-limit`;
  const keyId = (row: number) => `${id}-${row}-key`;

  const focus = useRowFocus((row) => rootRef.current?.querySelector<HTMLElement>(`#${keyId(row)}`));

  function edit(index: number, change: Partial<KeyValuePair>) {
    onChange(rows.map((row, position) => (position === index ? { ...row, ...change } : row)));
  }

  function add() {
    if (full || disabled) return;
    focus.added(rows.length);
    onChange([...rows, { key: "", value: "" }]);
  }

  function remove(index: number) {
    focus.removed(index, rows.length);
    onChange(rows.filter((_, position) => position !== index));
  }

  return (
    <fieldset
      ref={rootRefs}
      id={id}
      className={cx(styles.root, className)}
      disabled={disabled}
      aria-describedby={hasContent(hint) ? hintId : undefined}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>{label}</legend>
      {hasContent(hint) ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          {/* The inputs carry these words in their own names ('Key 2'); the headings are for the eye. */}
          <div className={styles.row} aria-hidden="true">
            <span className={styles.heading}>{keyLabel}</span>
            <span className={styles.heading}>{valueLabel}</span>
          </div>
          <ul className={styles.rows}>
            {rows.map((row, index) => {
              const error = errors?.[index];
              return (
                <li key={index} className={styles.row}>
                  <Field
                    label={inputLabel(keyLabel, index + 1)}
                    hideLabel
                    id={keyId(index)}
                    error={error?.key}
                    disabled={disabled}
                  >
                    {(control) => (
                      <input
                        type="text"
                        autoComplete="off"
                        {...control}
                        value={row.key}
                        onChange={(event) => edit(index, { key: event.target.value })}
                      />
                    )}
                  </Field>
                  <Field
                    label={inputLabel(valueLabel, index + 1)}
                    hideLabel
                    id={`${id}-${index}-value`}
                    error={error?.value}
                    disabled={disabled}
                  >
                    {(control) => (
                      <input
                        type="text"
                        autoComplete="off"
                        {...control}
                        value={row.value}
                        onChange={(event) => edit(index, { value: event.target.value })}
                      />
                    )}
                  </Field>
                  <IconButton
                    label={removeLabel(row.key, index + 1)}
                    icon={<TrashIcon size={16} />}
                    variant="ghost"
                    onClick={() => remove(index)}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
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
