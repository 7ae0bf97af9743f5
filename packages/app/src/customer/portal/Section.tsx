import { Banner } from "@round/ui";
import { forwardRef, type ReactNode, useEffect, useRef } from "react";
import * as styles from "../customer.css";

/**
 * A part of the portal: a `<section>` named by its h2 (a target of the page's in-page links). The heading
 * takes focus programmatically when what had it went away (a form that closed, a card that was removed).
 */
export const Section = forwardRef<HTMLHeadingElement, { id: string; title: string; children: ReactNode }>(
  function Section({ id, title, children }, ref) {
    return (
      <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
        <h2 id={`${id}-title`} ref={ref} tabIndex={-1} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </section>
    );
  },
);

export interface Notice {
  tone: "success" | "error";
  text: string;
}

/**
 * The result of the last action in a section, in a polite live region that is always there (a region added
 * with its text is not reliably read). When focus was lost with the control that had it, it goes to `home`.
 */
export function SectionNotice({
  notice,
  home,
}: {
  notice: Notice | null;
  home: React.RefObject<HTMLElement | null>;
}) {
  const shown = useRef<Notice | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) home.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [notice, home]);
  return (
    <div aria-live="polite" aria-atomic="true">
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
    </div>
  );
}
