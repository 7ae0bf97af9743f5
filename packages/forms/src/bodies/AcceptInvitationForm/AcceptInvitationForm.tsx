import { Banner, Button, PasswordField, TextField } from "@round/ui";
import { useId, useRef } from "react";
import * as v from "valibot";
import { useForm } from "../../form/useForm.ts";
import { firstNameSchema, lastNameSchema, passwordSchema, phoneSchema } from "../../schemas/accounts.ts";
import * as styles from "../shared/authForm.css.ts";
import { PASSWORD_HINT, submitWithFocus, textFieldProps } from "../shared/bodyHelpers.ts";

export const acceptInvitationSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone: phoneSchema,
  password: passwordSchema,
});

export type AcceptInvitationValues = v.InferOutput<typeof acceptInvitationSchema>;

export interface AcceptInvitationFormProps {
  /** The invited address; shown read-only (the invitation decides it). */
  email: string;
  organizationName: string;
  /** Creates the account and joins the organization. A rejection's text shows in the error banner. */
  onSubmit: (values: AcceptInvitationValues) => Promise<void>;
  defaultValues?: Partial<AcceptInvitationValues>;
  className?: string;
}

const FIELDS = ["firstName", "lastName", "phone", "password"] as const;

/** Joining an organization from an invitation: name, phone and password for the invited address. */
export function AcceptInvitationForm({
  email,
  organizationName,
  onSubmit,
  defaultValues,
  className,
}: AcceptInvitationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const form = useForm({
    schema: acceptInvitationSchema,
    initialValues: { firstName: "", lastName: "", phone: "", password: "", ...defaultValues },
    requiredFields: FIELDS,
    serverFieldAliases: { phoneNumber: "phone" },
    fallbackError: "Failed to register with invitation",
    onSubmit: (values) => onSubmit(values),
  });
  const step = {
    values: form.values,
    errors: form.errors,
    onChange: form.setValue,
    onBlur: form.validateField,
  };

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
          Join {organizationName}
        </h1>
        <p className={styles.subtitle}>
          You have been invited to join {organizationName}. Create your account to accept the invitation.
        </p>
      </div>

      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}

      <div className={styles.fields}>
        <TextField
          label="Email"
          type="email"
          value={email}
          readOnly
          hint="The address you were invited with"
        />
        <div className={styles.row}>
          <TextField
            label="First Name"
            autoComplete="given-name"
            required
            {...textFieldProps(step, "firstName")}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            required
            {...textFieldProps(step, "lastName")}
          />
        </div>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+1 (555) 123-4567"
          required
          {...textFieldProps(step, "phone")}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          required
          {...textFieldProps(step, "password")}
        />
      </div>

      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!form.canSubmit && !form.submitting}
        loading={form.submitting}
        loadingLabel="Joining..."
      >
        Accept Invitation
      </Button>
    </form>
  );
}
