import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from "react";
import { cx } from "../../utils/cx";
import { Spinner } from "../Spinner";
import { button, label } from "./Button.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** While true the button shows a spinner and `loadingLabel`, and ignores clicks. */
  loading?: boolean;
  /** Text shown while loading, such as 'Saving...'. Defaults to the children. */
  loadingLabel?: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
}

/** The action button. While `loading`, it keeps focus but blocks clicks and announces itself as busy. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = "primary",
    size = "md",
    fullWidth = false,
    loading = false,
    loadingLabel,
    icon,
    className,
    children,
    type = "button",
    disabled,
    onClick,
    ...rest
  },
  ref,
) {
  const text = loading ? (loadingLabel ?? children) : children;
  return (
    <button
      ref={ref}
      type={type}
      className={cx(button({ variant, size, fullWidth }), className)}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size={14} label={null} /> : icon}
      {text === undefined || text === null || text === false ? null : <span className={label}>{text}</span>}
    </button>
  );
});
