import { Link as UiLink } from "@round/ui";
import { Link } from "react-router";
import { Logo } from "../../layouts/Logo";
import * as layout from "../../layouts/layout.css";
import * as styles from "./LandingScreen.css";

/** The public landing page: welcome text, the tagline, Sign In and Get Started. */
export default function LandingScreen() {
  return (
    <div className={layout.authPage}>
      <header className={styles.header}>
        <Logo />
        <UiLink href="/auth/login" as={Link} underline="hover">
          Sign In
        </UiLink>
      </header>
      <main className={styles.hero} id="main">
        <h1 className={styles.title}>Welcome to Round</h1>
        <p className={styles.tagline}>
          The billing and customer intelligence platform for businesses that sell subscriptions: plans,
          add-ons, coupons, customers and invoices in one place.
        </p>
        <div className={styles.actions}>
          <Link to="/auth/register" className={styles.primaryAction}>
            Get Started
          </Link>
          <Link to="/auth/login" className={styles.secondaryAction}>
            Sign In
          </Link>
        </div>
      </main>
    </div>
  );
}
