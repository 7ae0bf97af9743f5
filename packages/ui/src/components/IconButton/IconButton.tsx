import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from "react";
import { cx } from "../../utils/cx";
import type { ButtonSize, ButtonVariant } from "../Button";
import { button } from "../Button/Button.css";

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** The accessible name, also shown as the native tooltip. Required: the button has no visible text. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A square button showing only an icon; `label` names it for screen readers. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = "ghost", size = "md", className, type = "button", title, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cx(button({ variant, size, iconOnly: true }), className)}
      {...rest}
    >
      {icon}
    </button>
  );
});
