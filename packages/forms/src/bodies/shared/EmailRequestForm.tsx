import { Banner, Button, Link, type RouterLinkComponent, TextField } from "@round/ui";
import { type ReactNode, useId, useRef, useState } from "react";
import { useForm } from "../../form/useForm.ts";
import { resendConfirmationSchema } from "../../schemas/accounts.ts";
import * as styles from "./authForm.css.ts";
import { submitWithFocus } from "./bodyHelpers.ts";

export interface EmailRequestFormProps {
  onSubmit: (values: { email: string }) => Promise<void>;
  defaultEmail?: string;
  linkAs?: RouterLinkComponent;
  title: string;
  subtitle?: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  successMessage: ReactNode;
  fallbackError: string;
  backHref: string;
  backLabel: string;
  className?: string;
}

/**
 * One email field and a button that asks the server to send something (a confirmation, a reset link).
 * The email is checked on blur and on submit and its error clears on typing; the button is disabled while
 * the field is empty or a request runs.
 */
export function EmailRequestForm({
  onSubmit,
  defaultEmail = "",
  linkAs,
  title,
  subtitle,
  submitLabel,
  submittingLabel,
  successMessage,
  fallbackError,
  backHref,
  backLabel,
  className,
}: EmailRequestFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [sent, setSent] = useState(false);
  const form = useForm({
    schema: resendConfirmationSchema,
    initialValues: { email: defaultEmail },
    requiredFields: ["email"],
    fallbackError,
    onSubmit: async (values) => {
      setSent(false);
      await onSubmit(values);
      setSent(true);
    },
  });
  const email = form.fieldProps("email");
  const empty = form.values.email.trim() === "";

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
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>

      {sent ? <Banner tone="success">{successMessage}</Banner> : null}
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}

      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="you@company.com"
        {...email}
        onChange={(event) => {
          setSent(false);
          email.onChange(event);
        }}
      />

      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={empty && !form.submitting}
        loading={form.submitting}
        loadingLabel={submittingLabel}
      >
        {submitLabel}
      </Button>

      <p className={styles.note}>
        <Link href={backHref} as={linkAs}>
          {backLabel}
        </Link>
      </p>
    </form>
  );
}
