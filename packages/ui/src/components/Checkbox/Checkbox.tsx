import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
} from "react";
import { CheckIcon, MinusIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { fieldIds, useFieldId } from "../Field";
import { requiredMark } from "../Field/Field.css";
import { FieldError, hasContent } from "../Field/FieldError";
import { mergeRefs } from "../Field/mergeRefs";
import { useControllableState } from "../Field/useControllableState";
import * as styles from "./Checkbox.css";

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "checked" | "defaultChecked" | "required"> {
  label: ReactNode;
  /** A second line under the label, read as the checkbox's description. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Shows a dash and reports "mixed": some, not all, of the items it stands for are checked. */
  indeterminate?: boolean;
  /** Shows an asterisk and sets `aria-required` (for example "I accept the terms"). */
  required?: boolean;
  /** The validation message; announced politely. */
  error?: ReactNode;
}

/** A native checkbox with a label and an optional description. Space toggles it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    checked: checkedProp,
    defaultChecked = false,
    onCheckedChange,
    indeterminate = false,
    required = false,
    error,
    id: idProp,
    className,
    disabled,
    onChange,
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  const id = useFieldId(idProp);
  const ids = fieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const [checked, setChecked] = useControllableState(checkedProp, defaultChecked, onCheckedChange);
  const invalid = hasContent(error);

  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const described = [describedBy, hasContent(description) ? ids.hint : null, invalid ? ids.error : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.control}>
        <input
          ref={inputRefs}
          type="checkbox"
          id={id}
          className={styles.input}
          checked={checked}
          disabled={disabled}
          aria-describedby={described || undefined}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            setChecked(event.target.checked);
          }}
          {...rest}
        />
        <span className={styles.box} aria-hidden="true">
          {indeterminate ? (
            <MinusIcon size={14} strokeWidth={3} />
          ) : checked ? (
            <CheckIcon size={14} strokeWidth={3} />
          ) : null}
        </span>
      </span>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label} data-disabled={disabled || undefined}>
          {label}
          {required ? (
            <span aria-hidden="true" className={requiredMark}>
              *
            </span>
          ) : null}
        </label>
        {hasContent(description) ? (
          <span id={ids.hint} className={styles.description}>
            {description}
          </span>
        ) : null}
        <FieldError id={ids.error} error={error} />
      </span>
    </div>
  );
});
