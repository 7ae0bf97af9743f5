import { Banner, Button, Link, PasswordField, type RouterLinkComponent } from "@round/ui";
import { useId, useRef, useState } from "react";
import * as v from "valibot";
import { useForm } from "../../form/useForm.ts";
import { passwordSchema } from "../../schemas/accounts.ts";
import * as styles from "../shared/authForm.css.ts";
import { PASSWORD_HINT, submitWithFocus } from "../shared/bodyHelpers.ts";

/** The reset form's own messages (the spec's sign-up tables have no confirmation field). */
export const RESET_PASSWORD_MESSAGES = {
  confirmRequired: "Please confirm your password",
  mismatch: "Passwords do not match",
  success: "Your password has been reset. You can now sign in with your new password.",
  failed: "Failed to reset password. Please try again.",
} as const;

/** The new password under the shared password rules, and its confirmation. */
export const resetPasswordSchema = v.pipe(
  v.object({
    password: passwordSchema,
    confirmPassword: v.pipe(
      v.nullish(v.string(RESET_PASSWORD_MESSAGES.confirmRequired), ""),
      v.nonEmpty(RESET_PASSWORD_MESSAGES.confirmRequired),
    ),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirmPassword"]],
      (input) => input.password === input.confirmPassword,
      RESET_PASSWORD_MESSAGES.mismatch,
    ),
    ["confirmPassword"],
  ),
);

export interface ResetPasswordFormProps {
  /** Sets the new password (the app adds the link's userId and token). */
  onSubmit: (values: { password: string }) => Promise<void>;
  linkAs?: RouterLinkComponent;
  title?: string;
  subtitle?: string;
  className?: string;
}

/** Reset password: a new password and its confirmation; afterwards a message with a 'Sign In' link. */
export function ResetPasswordForm({
  onSubmit,
  linkAs,
  title = "Reset Password",
  subtitle = "Choose a new password for your account.",
  className,
}: ResetPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [done, setDone] = useState(false);
  const form = useForm({
    schema: resetPasswordSchema,
    initialValues: { password: "", confirmPassword: "" },
    requiredFields: ["password", "confirmPassword"],
    fallbackError: RESET_PASSWORD_MESSAGES.failed,
    onSubmit: async (values) => {
      await onSubmit({ password: values.password });
      setDone(true);
    },
  });

  return (
    <form
      ref={formRef}
      className={[styles.form, className].filter(Boolean).join(" ")}
      noValidate
      aria-labelledby={titleId}
      onSubmit={submitWithFocus(form, formRef)}
    >
      <div className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle && !done ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>

      {done ? (
        <Banner
          tone="success"
          action={
            <Link href="/auth/login" as={linkAs}>
              Sign In
            </Link>
          }
        >
          {RESET_PASSWORD_MESSAGES.success}
        </Banner>
      ) : (
        <>
          {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
          <div className={styles.fields}>
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              {...form.fieldProps("password")}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              {...form.fieldProps("confirmPassword")}
            />
          </div>
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!form.canSubmit && !form.submitting}
            loading={form.submitting}
            loadingLabel="Resetting..."
          >
            Reset Password
          </Button>
          <p className={styles.note}>
            <Link href="/auth/login" as={linkAs}>
              Back to Login
            </Link>
          </p>
        </>
      )}
    </form>
  );
}
