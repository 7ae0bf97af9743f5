import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { Field } from "../Field";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "prefix" | "required"> {
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** The validation message; marks the input invalid and is announced politely. */
  error?: ReactNode;
  /** Shows an asterisk and sets `aria-required`. Checking the value is the form's job. */
  required?: boolean;
  /** Text or an icon inside the box before the input, such as "$" or "https://". */
  prefix?: ReactNode;
  /** Text or an icon inside the box after the input, such as "USD" or "days". */
  suffix?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Buttons at the end of the box. */
  action?: ReactNode;
}

/** A labelled single-line text input with hint, error and adornments. All native input props reach the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    required,
    prefix,
    suffix,
    hideLabel,
    action,
    id,
    className,
    disabled,
    type = "text",
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      prefix={prefix}
      suffix={suffix}
      action={action}
      hideLabel={hideLabel}
      describedBy={describedBy}
      className={className}
    >
      {(control) => <input ref={ref} type={type} {...rest} {...control} />}
    </Field>
  );
});
