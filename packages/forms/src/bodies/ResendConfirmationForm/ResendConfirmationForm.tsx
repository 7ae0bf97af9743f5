import type { RouterLinkComponent } from "@round/ui";
import { EmailRequestForm } from "../shared/EmailRequestForm.tsx";

export interface ResendConfirmationFormProps {
  /** Asks for a new confirmation email. A rejection's text shows in the error banner. */
  onSubmit: (values: { email: string }) => Promise<void>;
  defaultEmail?: string;
  linkAs?: RouterLinkComponent;
  title?: string;
  subtitle?: string;
  className?: string;
}

export const RESEND_CONFIRMATION_SUCCESS = "Confirmation email sent successfully! Please check your inbox.";
export const RESEND_CONFIRMATION_FAILED = "Failed to resend confirmation email. Please try again.";

/** Resend Confirmation (`/auth/resend-confirmation`, spec accounts §2). */
export function ResendConfirmationForm({
  title = "Resend Confirmation Email",
  subtitle = "Enter the email address you signed up with and we will send you a new confirmation link.",
  ...rest
}: ResendConfirmationFormProps) {
  return (
    <EmailRequestForm
      {...rest}
      title={title}
      subtitle={subtitle}
      submitLabel="Send Confirmation Email"
      submittingLabel="Sending..."
      successMessage={RESEND_CONFIRMATION_SUCCESS}
      fallbackError={RESEND_CONFIRMATION_FAILED}
      backHref="/auth/login"
      backLabel="Back to Login"
    />
  );
}
