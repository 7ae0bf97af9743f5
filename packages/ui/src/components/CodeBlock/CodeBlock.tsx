import { forwardRef } from "react";
import { cx } from "../../utils/cx";
import * as styles from "./CodeBlock.css";

export interface CodeBlockProps {
  /** The text shown as it is (a JSON document, a request). */
  code: string;
  /** What it is, for screen readers and the keyboard: 'Event JSON'. */
  label: string;
  className?: string;
}

/**
 * Preformatted text (an event's JSON, a webhook's payload) in the bundled monospace font, scrolling inside its
 * box when long or wide. It takes focus so that a keyboard can scroll it.
 */
export const CodeBlock = forwardRef<HTMLElement, CodeBlockProps>(function CodeBlock(
  { code, label, className },
  ref,
) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is a Tab stop so that keyboard users can scroll it (axe scrollable-region-focusable).
    <section ref={ref} className={cx(styles.root, className)} tabIndex={0} aria-label={label}>
      <pre className={styles.pre}>
        <code>{code}</code>
      </pre>
    </section>
  );
});
