import { type ChangeEvent, forwardRef } from "react";
import { TextField, type TextFieldProps } from "../TextField";

export interface DateFieldProps
  extends Omit<TextFieldProps, "type" | "value" | "defaultValue" | "min" | "max"> {
  /** The date as 'YYYY-MM-DD', or '' when empty. */
  value?: string;
  defaultValue?: string;
  /** Called with the new date as 'YYYY-MM-DD' ('' when cleared). */
  onValueChange?: (value: string) => void;
  /** Earliest date allowed, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest date allowed, 'YYYY-MM-DD'. */
  max?: string;
}

/** A labelled native date input: the browser's own picker and keyboard handling, with the field's label, hint and error. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { onValueChange, onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      {...rest}
      type="date"
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
    />
  );
});
