import { Banner, Button, Link, type RouterLinkComponent } from "@round/ui";
import { useId, useRef } from "react";
import { useForm } from "../../form/useForm.ts";
import { type PersonalRegistration, personalRegistrationSchema } from "../../schemas/accounts.ts";
import * as styles from "../shared/authForm.css.ts";
import { submitWithFocus } from "../shared/bodyHelpers.ts";
import { PersonalFields } from "./PersonalFields.tsx";

export interface PersonalSignUpFormProps {
  /** Registers the account. A rejection's text shows in the error banner; errors naming a field show under it. */
  onSubmit: (values: PersonalRegistration) => Promise<void>;
  defaultValues?: Partial<PersonalRegistration>;
  linkAs?: RouterLinkComponent;
  title?: string;
  subtitle?: string;
  className?: string;
}

export const SIGN_UP_PATHS = { terms: "/terms", login: "/auth/login" } as const;

export const EMPTY_PERSONAL: PersonalRegistration = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  password: "",
};

const PERSONAL_FIELDS = ["firstName", "lastName", "email", "phone", "password"] as const;

/** Personal sign-up (spec, accounts §2): five fields, errors on blur, 'Create Account' once all are valid. */
export function PersonalSignUpForm({
  onSubmit,
  defaultValues,
  linkAs,
  title = "Create Personal Account",
  subtitle = "Enter your details to get started.",
  className,
}: PersonalSignUpFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const form = useForm({
    schema: personalRegistrationSchema,
    initialValues: { ...EMPTY_PERSONAL, ...defaultValues },
    requiredFields: PERSONAL_FIELDS,
    serverFieldAliases: { phoneNumber: "phone" },
    fallbackError: "Registration failed",
    onSubmit: (values) => onSubmit(values),
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
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>

      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}

      <PersonalFields
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        onBlur={form.validateField}
        required
      />

      <p className={styles.noteStart}>
        By creating an account you agree to the{" "}
        <Link href={SIGN_UP_PATHS.terms} as={linkAs}>
          Terms of Service
        </Link>
        .
      </p>

      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!form.canSubmit && !form.submitting}
        loading={form.submitting}
        loadingLabel="Creating Account..."
      >
        Create Account
      </Button>

      <p className={styles.note}>
        Already have an account?{" "}
        <Link href={SIGN_UP_PATHS.login} as={linkAs}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
