import { SearchableSelect, TextField } from "@round/ui";
import type { BillingAddressInput } from "../../schemas/accounts.ts";
import * as styles from "../shared/authForm.css.ts";
import { type OptionsLoader, type StepFormProps, textFieldProps } from "../shared/bodyHelpers.ts";

export type BillingAddressValues = Required<{ [K in keyof BillingAddressInput]: string }>;

export const EMPTY_BILLING_ADDRESS: BillingAddressValues = {
  street: "",
  street2: "",
  city: "",
  state: "",
  zipCode: "",
  country: "",
};

export interface BillingAddressFieldsProps extends StepFormProps<BillingAddressValues> {
  /** An optional address shows no asterisks and lets the country be cleared. */
  optional: boolean;
  loadCountries: OptionsLoader;
}

/** Street, second line, city, state, ZIP code and country of the business sign-up's billing step. */
export function BillingAddressFields({ optional, loadCountries, ...step }: BillingAddressFieldsProps) {
  const required = !optional;
  return (
    <div className={styles.fields}>
      <TextField
        label="Street Address"
        autoComplete="address-line1"
        required={required}
        {...textFieldProps(step, "street")}
      />
      <TextField
        label="Address Line 2"
        autoComplete="address-line2"
        hint="Apartment, suite, unit (optional)"
        {...textFieldProps(step, "street2")}
      />
      <div className={styles.row}>
        <TextField
          label="City"
          autoComplete="address-level2"
          required={required}
          {...textFieldProps(step, "city")}
        />
        <TextField
          label="State / Province"
          autoComplete="address-level1"
          required={required}
          {...textFieldProps(step, "state")}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="ZIP / Postal Code"
          autoComplete="postal-code"
          required={required}
          {...textFieldProps(step, "zipCode")}
        />
        <SearchableSelect
          label="Country"
          placeholder="Select a country"
          loadOptions={loadCountries}
          loadErrorText="Failed to load countries"
          value={step.values.country || null}
          onChange={(value) => {
            step.onChange("country", value ?? "");
          }}
          clearable={optional}
          required={required}
          error={step.errors?.country}
          disabled={step.disabled}
        />
      </div>
    </div>
  );
}
