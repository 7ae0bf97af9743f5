import { TextField } from "@round/ui";
import type { UserInfoValues } from "../OnboardingWizard/onboardingValues.ts";
import * as styles from "../shared/authForm.css.ts";
import { type StepFormProps, textFieldProps } from "../shared/bodyHelpers.ts";

export interface UserInfoStepProps extends StepFormProps<UserInfoValues> {
  /** The email is the signed-in address: shown but not editable. */
  emailReadOnly?: boolean;
}

/** Onboarding without a signed-in profile: the visitor's name, email and phone (the only step then). */
export function UserInfoStep({ emailReadOnly = false, ...step }: UserInfoStepProps) {
  return (
    <div className={styles.fields}>
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
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        required
        {...textFieldProps(step, "email")}
        {...(emailReadOnly ? { readOnly: true, hint: "Your sign-in address can't be changed here." } : {})}
      />
      <TextField label="Phone" type="tel" autoComplete="tel" required {...textFieldProps(step, "phone")} />
    </div>
  );
}
