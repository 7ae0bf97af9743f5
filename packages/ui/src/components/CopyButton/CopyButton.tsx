import { forwardRef, useEffect, useRef, useState } from "react";
import { CheckIcon, CopyIcon, ErrorIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import type { ButtonSize, ButtonVariant } from "../Button";
import { button, label as labelStyle } from "../Button/Button.css";
import * as styles from "./CopyButton.css";

export type CopyState = "idle" | "copied" | "failed";

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  label?: string;
  /** Shown (and announced) for `resetAfterMs` once copied. */
  copiedLabel?: string;
  /** Shown (and announced) when the browser refused the copy. */
  failedLabel?: string;
  /** Shows only the icon; the label stays the accessible name. */
  iconOnly?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  /** How long the copied or failed state shows, in ms. */
  resetAfterMs?: number;
  onCopied?: (value: string) => void;
  onError?: (error: unknown) => void;
  className?: string;
}

/** Copies a value (a coupon code, an id) to the clipboard and confirms it in place. */
export const CopyButton = forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
  {
    value,
    label = "Copy",
    copiedLabel = "Copied",
    failedLabel = "Copy failed",
    iconOnly = false,
    variant = "secondary",
    size = "sm",
    disabled,
    resetAfterMs = 2000,
    onCopied,
    onError,
    className,
  },
  ref,
) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), resetAfterMs);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("The clipboard is not available");
      await navigator.clipboard.writeText(value);
      settle("copied");
      onCopied?.(value);
    } catch (error) {
      settle("failed");
      onError?.(error);
    }
  };

  const text = state === "copied" ? copiedLabel : state === "failed" ? failedLabel : label;
  const icon = state === "copied" ? <CheckIcon /> : state === "failed" ? <ErrorIcon /> : <CopyIcon />;

  return (
    <span className={cx(styles.root, className)}>
      <button
        ref={ref}
        type="button"
        className={cx(button({ variant, size, iconOnly }), styles.button)}
        data-state={state}
        // Only quiet buttons take the state colour; on a filled button it would clash.
        data-tinted={variant === "secondary" || variant === "ghost" || undefined}
        disabled={disabled}
        aria-label={iconOnly ? text : undefined}
        title={iconOnly ? text : undefined}
        onClick={copy}
      >
        {icon}
        {iconOnly ? null : <span className={labelStyle}>{text}</span>}
      </button>
      {/* A name change alone is not announced; this polite status is. */}
      <span role="status" className={visuallyHidden}>
        {state === "idle" ? "" : text}
      </span>
    </span>
  );
});
