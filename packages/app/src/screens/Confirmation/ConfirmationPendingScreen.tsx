import { Banner, Button, Inline, Stack, Link as UiLink, useToast } from "@round/ui";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError, messages } from "../../api/errors";
import { resendConfirmation } from "../../api/identities";
import * as layout from "../../layouts/layout.css";

export interface ConfirmationPendingState {
  email?: string;
  accountType?: "personal" | "business";
  hasBusinessData?: boolean;
}

/** "Check your email": shown after sign-up, with the address and a way to send the email again. */
export default function ConfirmationPendingScreen() {
  const state = (useLocation().state ?? {}) as ConfirmationPendingState;
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const email = state.email?.trim() || "";

  async function resend() {
    if (!email) {
      setError(messages.resendFailedRetry);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await resendConfirmation(email);
      toast({ kind: "success", title: "Confirmation email sent successfully" });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Failed to resend email. Please try again.");
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="lg">
      <h1 className={layout.heading}>Registration Successful!</h1>
      {email ? (
        <p>
          We sent a confirmation link to <strong>{email}</strong>.
        </p>
      ) : (
        <Banner tone="warning" title="Email address not available. Please try registering again.">
          Please go to the login page and request a new confirmation email.
        </Banner>
      )}
      <div>
        <h2 className={layout.subheading}>What to do next</h2>
        <ol className={layout.steps}>
          <li>Open the email from Round in your inbox (check the spam folder too).</li>
          <li>Click the confirmation link in the email.</li>
          <li>You will be signed in and can set up your account.</li>
        </ol>
      </div>
      {state.hasBusinessData ? (
        <Banner tone="info" title="Your business details are saved">
          Your company information and billing address will be used to create your organization as soon as you
          confirm your email.
        </Banner>
      ) : null}
      {error ? <Banner tone="error">{error}</Banner> : null}
      <Inline gap="md">
        <Button onClick={resend} disabled={!email || sending} loading={sending} loadingLabel="Sending...">
          Resend Email
        </Button>
        <UiLink href="/auth/login" as={Link}>
          Back to Login
        </UiLink>
      </Inline>
    </Stack>
  );
}
