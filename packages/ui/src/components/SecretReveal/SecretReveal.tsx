import { forwardRef, type ReactNode } from "react";
import { cx } from "../../utils/cx";
import { Banner } from "../Banner";
import { CopyButton } from "../CopyButton";
import * as styles from "./SecretReveal.css";

export interface SecretRevealProps {
  /** What the secret is: 'Secret key', 'Signing secret'. */
  label: string;
  /** The secret itself, shown in full this once. */
  value: string;
  /** Why it matters that it is copied now. */
  warning?: ReactNode;
  copyLabel?: string;
  onCopied?: (value: string) => void;
  className?: string;
}

/**
 * A secret shown once (an API key, a webhook signing secret): the value in full, selectable with one click,
 * a copy button, and a warning that it will not be shown again.
 */
export const SecretReveal = forwardRef<HTMLFieldSetElement, SecretRevealProps>(function SecretReveal(
  {
    label,
    value,
    warning = "Copy it now and keep it somewhere safe: it will not be shown again.",
    copyLabel = "Copy",
    onCopied,
    className,
  },
  ref,
) {
  return (
    <fieldset ref={ref} className={cx(styles.root, className)}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.body}>
        <div className={styles.row}>
          <code className={styles.value}>{value}</code>
          <CopyButton
            value={value}
            label={copyLabel}
            className={styles.copy}
            {...(onCopied ? { onCopied } : {})}
          />
        </div>
        {warning ? <Banner tone="warning">{warning}</Banner> : null}
      </div>
    </fieldset>
  );
});
