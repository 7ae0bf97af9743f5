import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from "react";
import { cx } from "../../utils/cx";
import { Field } from "../Field";
import * as styles from "./TextArea.css";

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "required"> {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; marks the text area invalid and is announced politely. */
  error?: ReactNode;
  /** Shows an asterisk and sets `aria-required`. */
  required?: boolean;
  /** Visible lines of text. */
  rows?: number;
}

/** A labelled multi-line text input; people can make it taller. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    required,
    rows = 3,
    id,
    className,
    disabled,
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
      describedBy={describedBy}
      multiline
      className={className}
    >
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          {...rest}
          {...control}
          className={cx(control.className, styles.textarea)}
        />
      )}
    </Field>
  );
});
