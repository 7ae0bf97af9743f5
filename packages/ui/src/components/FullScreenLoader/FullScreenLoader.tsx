import { cx } from "../../utils/cx";
import { Spinner } from "../Spinner";
import * as styles from "./FullScreenLoader.css";

export interface FullScreenLoaderProps {
  title?: string;
  message?: string;
  className?: string;
}

/** Covers the whole viewport while the app cannot show anything yet, such as while the session loads. */
export function FullScreenLoader({
  title = "Loading...",
  message = "Checking your session",
  className,
}: FullScreenLoaderProps) {
  return (
    <div role="status" aria-live="polite" className={cx(styles.root, className)}>
      <Spinner size={32} label={null} className={styles.spinner} />
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
    </div>
  );
}
