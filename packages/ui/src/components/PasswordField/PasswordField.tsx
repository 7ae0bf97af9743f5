import { forwardRef, useState } from "react";
import { EyeIcon, EyeOffIcon } from "../../icons";
import { IconButton } from "../IconButton";
import { TextField, type TextFieldProps } from "../TextField";

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "action"> {
  /** Name of the toggle while the password is hidden. */
  showPasswordLabel?: string;
  /** Name of the toggle while the password is shown. */
  hidePasswordLabel?: string;
  /** Starts with the password shown. */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle. The toggle is a pressed/unpressed button after the input. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    showPasswordLabel = "Show password",
    hidePasswordLabel = "Hide password",
    defaultVisible = false,
    autoComplete = "current-password",
    disabled,
    ...rest
  },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      ref={ref}
      {...rest}
      disabled={disabled}
      type={visible ? "text" : "password"}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="off"
      action={
        <IconButton
          size="sm"
          variant="ghost"
          label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-pressed={visible}
          disabled={disabled}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
});
