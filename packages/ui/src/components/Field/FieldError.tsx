import type { ReactNode } from "react";
import { ErrorIcon } from "../../icons";
import * as styles from "./Field.css";

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

/**
 * A control's error message. Always rendered, so screen readers already watch the polite live region when a
 * message appears in it; empty (and without height) while there is no error.
 */
export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  return (
    <div id={id} className={styles.error} aria-live="polite">
      {hasContent(error) ? (
        <>
          <ErrorIcon size={14} className={styles.errorIcon} />
          <span>{error}</span>
        </>
      ) : null}
    </div>
  );
}
