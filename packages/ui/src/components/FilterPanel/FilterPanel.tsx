import {
  type FormEvent,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { ChevronDownIcon, FilterIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import { Button } from "../Button";
import * as styles from "./FilterPanel.css";

export type FilterValue = string | number | boolean | readonly string[] | null | undefined;
export type FilterValues = Record<string, FilterValue>;

export interface FilterOption {
  value: string;
  label: string;
}

/** Ids a custom control uses to tie itself to its visible label. */
export interface FilterFieldIds {
  /** Give this to the control (its `id`). */
  id: string;
  /** The id of the visible label: pass it as `aria-labelledby`. */
  labelId: string;
}

interface FieldBase {
  name: string;
  label: string;
}

export type FilterField =
  | (FieldBase & {
      type: "select";
      options: readonly FilterOption[];
      /** The first option, meaning 'no filter'. Defaults to 'All'. */
      emptyLabel?: string;
    })
  | (FieldBase & { type: "text"; placeholder?: string })
  | (FieldBase & { type: "date"; min?: string; max?: string })
  | (FieldBase & {
      type: "custom";
      render: (value: FilterValue, setValue: (value: FilterValue) => void, ids: FilterFieldIds) => ReactNode;
    });

export interface FilterPanelProps {
  fields: readonly FilterField[];
  /** The filters in force. The panel edits a draft copy until Apply. */
  values: FilterValues;
  /** Called with the draft when the person presses Apply (or Enter in a field). */
  onApply: (values: FilterValues) => void;
  /** Called when the person presses Reset: clear the filters. */
  onReset: () => void;
  /** Shows a 'Filters' button that opens and closes the panel. When false the panel is always shown. */
  collapsible?: boolean;
  /** Whether the collapsible panel starts open. */
  defaultOpen?: boolean;
  /** Closes the collapsible panel after Apply. */
  closeOnApply?: boolean;
  /** The button text and the panel's accessible name. */
  label?: string;
  /** Said after the count in the button's accessible name: 'Filters (2 active)'. */
  activeLabel?: string;
  applyLabel?: string;
  resetLabel?: string;
  className?: string;
}

/** Whether a filter value filters anything (empty strings, empty lists, null and false do not). */
export function isActiveFilterValue(value: FilterValue): boolean {
  if (value === undefined || value === null || value === false || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** How many of the given fields have an active value. */
export function countActiveFilters(fields: readonly FilterField[], values: FilterValues): number {
  return fields.filter((field) => isActiveFilterValue(values[field.name])).length;
}

function textOf(value: FilterValue): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/**
 * Filters for a list: select, text, date and custom fields edited as a draft, applied together with
 * Apply and cleared with Reset. Collapsible behind a 'Filters (N)' button by default.
 */
export const FilterPanel = forwardRef<HTMLDivElement, FilterPanelProps>(function FilterPanel(
  {
    fields,
    values,
    onApply,
    onReset,
    collapsible = true,
    defaultOpen = false,
    closeOnApply = true,
    label = "Filters",
    activeLabel = "active",
    applyLabel = "Apply",
    resetLabel = "Reset",
    className,
  },
  ref,
) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState<FilterValues>(values);
  const active = countActiveFilters(fields, values);

  // A new set of applied values (from the parent) replaces the draft. Compared by content, so a parent
  // that builds a new object on each render does not wipe what the person is typing.
  const valuesKey = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the content of `values`
  useEffect(() => setDraft(values), [valuesKey]);

  const shown = !collapsible || open;

  const close = () => {
    setOpen(false);
    setDraft(values);
    triggerRef.current?.focus();
  };

  const setField = (name: string, value: FilterValue) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    if (collapsible && closeOnApply) {
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  const reset = () => {
    const cleared: FilterValues = {};
    for (const field of fields) cleared[field.name] = undefined;
    setDraft(cleared);
    onReset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (collapsible && event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  const countText =
    active > 0 ? (
      <>
        {" "}
        <span className={styles.count} aria-hidden="true">
          ({active})
        </span>
        <span className={visuallyHidden}>
          ({active} {activeLabel})
        </span>
      </>
    ) : null;

  return (
    <div ref={ref} className={cx(styles.root, className)}>
      {collapsible ? (
        <Button
          ref={triggerRef}
          variant="secondary"
          icon={<FilterIcon />}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          data-active={active > 0 || undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <span>
            {label}
            {countText}
          </span>
        </Button>
      ) : null}
      <form
        id={panelId}
        className={styles.panel}
        aria-label={label}
        hidden={!shown}
        onSubmit={submit}
        onKeyDown={onKeyDown}
        noValidate
      >
        {collapsible ? null : (
          <p className={styles.title} aria-hidden="true">
            {label}
            {active > 0 ? ` (${active})` : null}
          </p>
        )}
        <div className={styles.grid}>
          {fields.map((field) => {
            const id = `${baseId}-${field.name}`;
            const labelId = `${id}-label`;
            const value = draft[field.name];
            if (field.type === "custom") {
              return (
                <fieldset key={field.name} className={cx(styles.field, styles.fieldset)}>
                  <legend id={labelId} className={cx(styles.label, styles.legend)}>
                    {field.label}
                  </legend>
                  {field.render(value, (next) => setField(field.name, next), { id, labelId })}
                </fieldset>
              );
            }
            return (
              <div key={field.name} className={styles.field}>
                <label id={labelId} htmlFor={id} className={styles.label}>
                  {field.label}
                </label>
                {field.type === "select" ? (
                  <div className={styles.selectWrap}>
                    <select
                      id={id}
                      name={field.name}
                      className={cx(styles.control, styles.select)}
                      value={textOf(value)}
                      onChange={(event) => setField(field.name, event.target.value)}
                    >
                      <option value="">{field.emptyLabel ?? "All"}</option>
                      {field.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                    <ChevronDownIcon className={styles.selectIcon} />
                  </div>
                ) : (
                  <input
                    id={id}
                    name={field.name}
                    type={field.type}
                    className={styles.control}
                    value={textOf(value)}
                    placeholder={field.type === "text" ? field.placeholder : undefined}
                    min={field.type === "date" ? field.min : undefined}
                    max={field.type === "date" ? field.max : undefined}
                    onChange={(event) => setField(field.name, event.target.value)}
                  />
                )}
              </div>
            );
          })}
        </div>
        <div className={styles.footer}>
          <Button variant="ghost" onClick={reset}>
            {resetLabel}
          </Button>
          <Button type="submit">{applyLabel}</Button>
        </div>
      </form>
    </div>
  );
});
