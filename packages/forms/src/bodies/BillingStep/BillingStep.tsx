import { CreditCardIcon, Link, type RouterLinkComponent, StatusBadge } from "@round/ui";
import * as styles from "../shared/authForm.css.ts";

export interface BillingStepProps {
  /** Where payment providers are configured (Settings, Billing). */
  settingsHref?: string;
  /** A router link for the settings link, for client-side navigation. */
  linkAs?: RouterLinkComponent;
}

/**
 * Onboarding, Billing: what is true today. Payments run on the built-in test gateway until a payment provider
 * is configured in Settings, Billing; nothing here pretends to connect one (a deviation from the spec's
 * 'Connect Stripe', which only marked a provider as connected).
 */
export function BillingStep({ settingsHref = "/settings/billing", linkAs }: BillingStepProps) {
  return (
    <div className={styles.form}>
      <div className={styles.panel}>
        <div className={styles.providerRow}>
          <span aria-hidden="true" className={styles.providerIcon}>
            <CreditCardIcon />
          </span>
          <span className={styles.listMain}>
            <span className={styles.listTitle}>Built-in test gateway</span>
            <span className={styles.listMeta}>
              Payments run on the built-in test gateway until a payment provider is configured in Settings. No
              real card is charged.
            </span>
          </span>
          <StatusBadge status="warning" label="Test mode" />
        </div>
      </div>
      <p className={styles.noteStart}>
        Nothing to do here now: see your payment setup any time in{" "}
        <Link href={settingsHref} {...(linkAs ? { as: linkAs } : {})}>
          Settings, Billing
        </Link>
        .
      </p>
    </div>
  );
}
