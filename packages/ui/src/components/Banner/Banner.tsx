import { forwardRef, type ReactNode } from "react";
import { AlertIcon, CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { IconButton } from "../IconButton";
import * as styles from "./Banner.css";

export type BannerTone = "error" | "warning" | "success" | "info";

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** An action such as a Retry button, shown under the message. */
  action?: ReactNode;
  /** When given, a dismiss button shows and calls it. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

const toneIcon: Record<BannerTone, ReactNode> = {
  error: <ErrorIcon size={18} />,
  warning: <AlertIcon size={18} />,
  success: <SuccessIcon size={18} />,
  info: <InfoIcon size={18} />,
};

/**
 * A message across a page or a form: a failure with a way to retry, a warning, a confirmation.
 * Errors and warnings are alerts (announced at once); success and information are status messages.
 */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  { tone = "info", title, children, action, onDismiss, dismissLabel = "Dismiss", className },
  ref,
) {
  const urgent = tone === "error" || tone === "warning";
  return (
    <div
      ref={ref}
      role={urgent ? "alert" : "status"}
      data-tone={tone}
      className={cx(styles.banner({ tone }), className)}
    >
      <span className={styles.icon} aria-hidden="true">
        {toneIcon[tone]}
      </span>
      <div className={styles.text}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.message}>{children}</div> : null}
        {action ? <div className={styles.actions}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          className={styles.dismiss}
          label={dismissLabel}
          icon={<CloseIcon />}
          size="sm"
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
});
