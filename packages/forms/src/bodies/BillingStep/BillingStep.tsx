import { Banner, Button, CreditCardIcon, StatusBadge } from "@round/ui";
import { useState } from "react";
import { serverErrorText } from "../../form/serverErrors.ts";
import type { BillingState } from "../OnboardingWizard/onboardingValues.ts";
import * as styles from "../shared/authForm.css.ts";

export interface BillingStepProps {
  billing?: BillingState;
  /** Connects the card payment provider. A rejection's text shows in an error banner. */
  onConnect: () => Promise<void>;
  /** The provider offered. */
  providerName?: string;
  disabled?: boolean;
}

/** Onboarding, Billing: 'Connect Stripe' marks the provider as connected; setup can also be done later. */
export function BillingStep({
  billing,
  onConnect,
  providerName = "Stripe",
  disabled = false,
}: BillingStepProps) {
  const [connecting, setConnecting] = useState(false);
  const [connectedHere, setConnectedHere] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const connected = billing?.isConnected === true || connectedHere;
  const provider = billing?.provider || providerName;

  const connect = async () => {
    setError(null);
    setConnecting(true);
    try {
      await onConnect();
      setConnectedHere(true);
    } catch (failure) {
      setError(serverErrorText(failure, `Failed to connect ${providerName}. Please try again.`));
    } finally {
      setConnecting(false);
    }
  };

  return (
    <div className={styles.form}>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className={styles.panel}>
        <div className={styles.providerRow}>
          <span aria-hidden="true" className={styles.providerIcon}>
            <CreditCardIcon />
          </span>
          <span className={styles.listMain}>
            <span className={styles.listTitle}>{provider}</span>
            <span className={styles.listMeta}>Accept card payments from your customers.</span>
          </span>
          {connected ? (
            <StatusBadge status="success" label="Connected" />
          ) : (
            <Button
              onClick={() => void connect()}
              loading={connecting}
              loadingLabel="Connecting..."
              disabled={disabled}
            >
              Connect {providerName}
            </Button>
          )}
        </div>
        {connected ? (
          <p role="status" className={styles.noteStart}>
            {provider} is connected.
          </p>
        ) : null}
      </div>
      <p className={styles.noteStart}>
        You can skip this for now and set up billing later in your account settings.
      </p>
    </div>
  );
}
