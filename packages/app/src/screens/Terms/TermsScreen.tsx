import { Stack } from "@round/ui";
import { Link } from "react-router";
import { Logo } from "../../layouts/Logo";
import * as layout from "../../layouts/layout.css";

/** The terms of service linked from the sign-up forms. */
export default function TermsScreen() {
  return (
    <div className={layout.authPage}>
      <header className={layout.authHeader}>
        <Logo />
      </header>
      <main id="main" className={layout.authMain}>
        <article className={layout.authCard} style={{ maxWidth: 760 }}>
          <Stack gap="lg">
            <h1 className={layout.heading}>Terms of Service</h1>
            <p>
              These terms govern the use of Round by the business that signs up (the customer) and the people
              it invites. By creating an account you agree to them.
            </p>
            <h2 className={layout.subheading}>Your account</h2>
            <p>
              Keep your password secret and your contact details current. You are responsible for what happens
              under your account and for the people you invite to your organization.
            </p>
            <h2 className={layout.subheading}>Your data</h2>
            <p>
              The catalog, customer and billing records you enter belong to you. We process them only to
              provide the service, and you can export or delete them at any time.
            </p>
            <h2 className={layout.subheading}>Acceptable use</h2>
            <p>
              Do not use Round to break the law, to send unsolicited messages or to interfere with the
              service.
            </p>
            <h2 className={layout.subheading}>Changes</h2>
            <p>We will tell you by email before these terms change in a way that affects you.</p>
            <p>
              <Link to="/auth/register">Back to sign up</Link>
            </p>
          </Stack>
        </article>
      </main>
    </div>
  );
}
