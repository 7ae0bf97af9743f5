import { PasswordField, TextField } from "@round/ui";
import type { PersonalRegistration } from "../../schemas/accounts.ts";
import * as styles from "../shared/authForm.css.ts";
import { PASSWORD_HINT, type StepFormProps, textFieldProps } from "../shared/bodyHelpers.ts";

export interface PersonalFieldsProps extends StepFormProps<PersonalRegistration> {
  /** Marks every field required (asterisk, aria-required). */
  required?: boolean;
}

/** First and last name, email, phone and password: the personal part of both sign-ups. */
export function PersonalFields({ required = true, ...step }: PersonalFieldsProps) {
  return (
    <div className={styles.fields}>
      <div className={styles.row}>
        <TextField
          label="First Name"
          autoComplete="given-name"
          required={required}
          {...textFieldProps(step, "firstName")}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          required={required}
          {...textFieldProps(step, "lastName")}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="you@company.com"
        required={required}
        {...textFieldProps(step, "email")}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="+1 (555) 123-4567"
        required={required}
        {...textFieldProps(step, "phone")}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        required={required}
        {...textFieldProps(step, "password")}
      />
    </div>
  );
}
