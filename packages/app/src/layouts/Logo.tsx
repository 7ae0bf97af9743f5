import { Link } from "react-router";
import * as styles from "./layout.css";

/** The product logo, linking to the landing page. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Round home">
      <span className={styles.logoMark} aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </span>
      <span>Round</span>
    </Link>
  );
}
