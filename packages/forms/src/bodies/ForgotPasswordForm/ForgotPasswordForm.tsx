import type { RouterLinkComponent } from "@round/ui";
import { EmailRequestForm } from "../shared/EmailRequestForm.tsx";

export interface ForgotPasswordFormProps {
  /** Asks for a reset link. A rejection's text shows in the error banner. */
  onSubmit: (values: { email: string }) => Promise<void>;
  defaultEmail?: string;
  linkAs?: RouterLinkComponent;
  title?: string;
  subtitle?: string;
  className?: string;
}

/** Said whether or not the address has an account, so the page reveals nothing about who is registered. */
export const FORGOT_PASSWORD_SENT =
  "If an account exists for that address, we have sent a link to reset your password.";
export const FORGOT_PASSWORD_FAILED = "Failed to send reset link. Please try again.";

/** Forgot password (`/auth/forgot-password`): one email field and a neutral confirmation. */
export function ForgotPasswordForm({
  title = "Forgot Password",
  subtitle = "Enter the email address of your account and we will send you a link to reset your password.",
  ...rest
}: ForgotPasswordFormProps) {
  return (
    <EmailRequestForm
      {...rest}
      title={title}
      subtitle={subtitle}
      submitLabel="Send Reset Link"
      submittingLabel="Sending..."
      successMessage={FORGOT_PASSWORD_SENT}
      fallbackError={FORGOT_PASSWORD_FAILED}
      backHref="/auth/login"
      backLabel="Back to Login"
    />
  );
}
