import { Banner, Button, Link, PasswordField, type RouterLinkComponent, TextField } from "@round/ui";
import { useId, useRef, useState } from "react";
import { serverErrorText } from "../../form/serverErrors.ts";
import { useForm } from "../../form/useForm.ts";
import { type LoginValues, loginSchema } from "../../schemas/accounts.ts";
import * as styles from "../shared/authForm.css.ts";
import { mentionsEmailConfirmation, submitWithFocus } from "../shared/bodyHelpers.ts";

export type SocialProvider = "google" | "facebook";

export interface LoginFormProps {
  /** Signs in. A rejection's text (or the server's error body) shows in the error banner. */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** A sign-in error held outside the form (the session's last failure). */
  error?: string | null;
  defaultEmail?: string;
  /** Starts a social sign-in. Without it the Google and Facebook buttons are disabled and say why. */
  onSocialSignIn?: (provider: SocialProvider) => void | Promise<void>;
  /** A router link (react-router's `Link`) for client-side navigation. */
  linkAs?: RouterLinkComponent;
  title?: string;
  subtitle?: string;
  className?: string;
}

export const LOGIN_PATHS = {
  forgotPassword: "/auth/forgot-password",
  register: "/auth/register",
  resendConfirmation: "/auth/resend-confirmation",
} as const;

const PROVIDERS: readonly { id: SocialProvider; name: string }[] = [
  { id: "google", name: "Google" },
  { id: "facebook", name: "Facebook" },
];

/** Sign-in (spec, accounts §2): email, password with show/hide, links, social buttons, errors. */
export function LoginForm({
  onSubmit,
  error = null,
  defaultEmail = "",
  onSocialSignIn,
  linkAs,
  title = "Sign In",
  subtitle = "Welcome back. Sign in to your account.",
  className,
}: LoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const [socialError, setSocialError] = useState<string | null>(null);
  const [socialPending, setSocialPending] = useState<SocialProvider | null>(null);
  const form = useForm({
    schema: loginSchema,
    initialValues: { email: defaultEmail, password: "" },
    requiredFields: ["email", "password"],
    fallbackError: "Login failed",
    onSubmit: async (values) => {
      setSocialError(null);
      await onSubmit(values);
    },
  });

  const shownError = form.generalError ?? socialError ?? error;
  const socialSignIn = async (provider: SocialProvider) => {
    if (!onSocialSignIn) return;
    setSocialError(null);
    setSocialPending(provider);
    try {
      await onSocialSignIn(provider);
    } catch (failure) {
      setSocialError(serverErrorText(failure, "Login failed"));
    } finally {
      setSocialPending(null);
    }
  };

  return (
    <form
      ref={formRef}
      className={[styles.form, className].filter(Boolean).join(" ")}
      noValidate
      onSubmit={submitWithFocus(form, formRef)}
      aria-labelledby={`${hintId}-title`}
    >
      <div className={styles.header}>
        <h1 id={`${hintId}-title`} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>

      {shownError ? (
        <Banner
          tone="error"
          action={
            mentionsEmailConfirmation(shownError) ? (
              <Link href={LOGIN_PATHS.resendConfirmation} as={linkAs}>
                Resend confirmation email
              </Link>
            ) : undefined
          }
        >
          {shownError}
        </Banner>
      ) : null}

      <div className={styles.fields}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="off"
          placeholder="you@company.com"
          {...form.fieldProps("email")}
        />
        <PasswordField label="Password" autoComplete="current-password" {...form.fieldProps("password")} />
        <div className={styles.linkRow}>
          <Link href={LOGIN_PATHS.forgotPassword} as={linkAs} underline="hover">
            Forgot password?
          </Link>
        </div>
      </div>

      <Button
        type="submit"
        fullWidth
        size="lg"
        disabled={!form.canSubmit && !form.submitting}
        loading={form.submitting}
        loadingLabel="Signing In..."
      >
        Sign In
      </Button>

      <div className={styles.divider}>or</div>

      <div className={styles.socialGrid}>
        {PROVIDERS.map((provider) => {
          const captionId = `${hintId}-${provider.id}`;
          return (
            <div key={provider.id} className={styles.socialItem}>
              <Button
                variant="secondary"
                fullWidth
                disabled={!onSocialSignIn || (socialPending !== null && socialPending !== provider.id)}
                loading={socialPending === provider.id}
                aria-describedby={onSocialSignIn ? undefined : captionId}
                onClick={() => void socialSignIn(provider.id)}
              >
                Continue with {provider.name}
              </Button>
              {onSocialSignIn ? null : (
                <p id={captionId} className={styles.caption}>
                  {provider.name} sign-in is not configured
                </p>
              )}
            </div>
          );
        })}
      </div>

      <p className={styles.note}>
        Don't have an account?{" "}
        <Link href={LOGIN_PATHS.register} as={linkAs}>
          Create account
        </Link>
      </p>
    </form>
  );
}
