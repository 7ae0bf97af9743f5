import { forwardRef, type ReactNode, useId } from "react";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import * as styles from "./Field.css";
import { FieldError, hasContent } from "./FieldError";

/** The ids a field gives its parts, derived from the control's id. */
export function fieldIds(id: string) {
  return {
    label: `${id}-label`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    prefix: `${id}-prefix`,
    suffix: `${id}-suffix`,
  };
}

/** What a field hands to its control: spread these onto the `<input>`, `<textarea>` or `<select>`. */
export interface FieldControlProps {
  id: string;
  className: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
  disabled: boolean | undefined;
}

export interface FieldProps {
  /** The visible label, tied to the control with `for`. */
  label: ReactNode;
  /** The control's id; one is generated when absent. */
  id?: string;
  /** Keeps the label for screen readers only (for a search box whose icon says it all). */
  hideLabel?: boolean;
  /** Help text under the field, read as the control's description. */
  hint?: ReactNode;
  /** The validation message. When set the control is marked invalid and the message is announced politely. */
  error?: ReactNode;
  /** Shows an asterisk (hidden from screen readers) and marks the control `aria-required`. */
  required?: boolean;
  disabled?: boolean;
  /** Text or an icon before the control inside the box, such as a currency sign. Text is read as part of the description. */
  prefix?: ReactNode;
  /** Text or an icon after the control inside the box, such as a unit. Text is read as part of the description. */
  suffix?: ReactNode;
  /** Buttons at the end of the box (a show-password toggle, a clear button). */
  action?: ReactNode;
  /** Content positioned against the box, such as a listbox opening below it. */
  popup?: ReactNode;
  /** For a multi-line control: the box grows with it instead of centring it. */
  multiline?: boolean;
  /** More ids describing the control (the caller's own `aria-describedby`). */
  describedBy?: string;
  className?: string;
  /** Renders the control with the props the field computed. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame shared by every text-like control: label with required mark, a bordered box with optional
 * adornments, hint, and an error message linked to the control and announced politely.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    id: idProp,
    hideLabel = false,
    hint,
    error,
    required = false,
    disabled,
    prefix,
    suffix,
    action,
    popup,
    multiline = false,
    describedBy,
    className,
    children,
  },
  ref,
) {
  const id = useFieldId(idProp);
  const ids = fieldIds(id);
  const invalid = hasContent(error);
  const described = [
    describedBy,
    isText(prefix) ? ids.prefix : null,
    isText(suffix) ? ids.suffix : null,
    hasContent(hint) ? ids.hint : null,
    invalid ? ids.error : null,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div ref={ref} className={cx(styles.root, className)}>
      <label id={ids.label} htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </label>
      <div className={styles.anchor}>
        <div
          className={styles.box}
          data-invalid={invalid || undefined}
          data-disabled={disabled || undefined}
          data-multiline={multiline || undefined}
        >
          {hasContent(prefix) ? (
            <span id={ids.prefix} className={styles.adornment}>
              {prefix}
            </span>
          ) : null}
          {children({
            id,
            className: styles.control,
            "aria-describedby": described || undefined,
            "aria-invalid": invalid || undefined,
            "aria-required": required || undefined,
            disabled,
          })}
          {hasContent(suffix) ? (
            <span id={ids.suffix} className={styles.adornment}>
              {suffix}
            </span>
          ) : null}
          {action ? <span className={styles.action}>{action}</span> : null}
        </div>
        {popup}
      </div>
      {hasContent(hint) ? (
        <div id={ids.hint} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={ids.error} error={error} />
    </div>
  );
});

/** A control id: the caller's, or a generated one safe to use in CSS selectors and `aria-*` lists. */
export function useFieldId(idProp?: string): string {
  const generated = useId();
  return idProp ?? `field-${generated.replace(/[^a-zA-Z0-9_-]/g, "")}`;
}

/** Adornments given as text ("$", "USD") describe the control; icons are decoration. */
function isText(node: ReactNode): boolean {
  return (typeof node === "string" && node !== "") || typeof node === "number";
}
