import { type ChangeEvent, forwardRef, type ReactNode, type SelectHTMLAttributes } from "react";
import { ChevronDownIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { Field } from "../Field";
import * as styles from "./Select.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "required" | "multiple"> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first choice, such as "Select a currency". Chosen when the value is ''. */
  placeholder?: string;
  hint?: ReactNode;
  /** The validation message; marks the select invalid and is announced politely. */
  error?: ReactNode;
  /** Shows an asterisk and sets `aria-required`; the placeholder can then not be chosen again. */
  required?: boolean;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
}

/** A styled native `<select>`: the platform's own list, keyboard and screen reader support. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    hint,
    error,
    required,
    onValueChange,
    onChange,
    id,
    className,
    disabled,
    value,
    defaultValue,
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  // Without a value the browser would pick the first enabled option; start on the placeholder instead.
  const initial =
    value === undefined && defaultValue === undefined && placeholder !== undefined ? "" : defaultValue;
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      describedBy={describedBy}
      className={className}
      action={
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      }
    >
      {(control) => (
        <select
          ref={ref}
          value={value}
          defaultValue={initial}
          {...rest}
          {...control}
          className={cx(control.className, styles.select)}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
