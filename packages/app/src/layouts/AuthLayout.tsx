import { cx, Spinner } from "@round/ui";
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Logo } from "./Logo";
import * as styles from "./layout.css";

/** Authentication pages: the logo at the top left and a centred card holding the screen. */
export function AuthLayout() {
  const { pathname } = useLocation();
  const wide = pathname.startsWith("/auth/register/business");
  return (
    <div className={styles.authPage}>
      <header className={styles.authHeader}>
        <Logo />
      </header>
      <main className={styles.authMain} id="main">
        <div className={cx(styles.authCard, wide && styles.authCardWide)}>
          <Suspense fallback={<Spinner label="Loading the page" />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
