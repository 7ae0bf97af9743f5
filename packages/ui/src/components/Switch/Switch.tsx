import { type ChangeEvent, forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "../../utils/cx";
import * as checkboxStyles from "../Checkbox/Checkbox.css";
import { fieldIds, useFieldId } from "../Field";
import { hasContent } from "../Field/FieldError";
import { useControllableState } from "../Field/useControllableState";
import * as styles from "./Switch.css";

export interface SwitchProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "checked" | "defaultChecked" | "role"> {
  label: ReactNode;
  /** A second line under the label, read as the switch's description. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/** An on/off switch for a setting that applies at once. A native checkbox with `role="switch"`; Space toggles it. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  {
    label,
    description,
    checked: checkedProp,
    defaultChecked = false,
    onCheckedChange,
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
  const [checked, setChecked] = useControllableState(checkedProp, defaultChecked, onCheckedChange);
  const described = [describedBy, hasContent(description) ? ids.hint : null].filter(Boolean).join(" ");

  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.control}>
        <input
          ref={ref}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          id={id}
          className={styles.input}
          checked={checked}
          disabled={disabled}
          aria-describedby={described || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            setChecked(event.target.checked);
          }}
          {...rest}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </span>
      <span className={checkboxStyles.text}>
        <label htmlFor={id} className={checkboxStyles.label} data-disabled={disabled || undefined}>
          {label}
        </label>
        {hasContent(description) ? (
          <span id={ids.hint} className={checkboxStyles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
});
