import { IconButton, InfoIcon, SearchableSelect, TextField, Tooltip } from "@round/ui";
import { useCallback } from "react";
import type { AddressValues } from "../OnboardingWizard/onboardingValues.ts";
import * as styles from "../shared/authForm.css.ts";
import { type OptionsLoader, type StepFormProps, textFieldProps } from "../shared/bodyHelpers.ts";

export interface AddressStepProps extends StepFormProps<AddressValues> {
  /** Address types; those marked `isActive: false` are left out. */
  loadAddressTypes: OptionsLoader;
  loadCountries: OptionsLoader;
}

/** Onboarding, Address Information: type, name, street, unit, city, state, ZIP code and country. */
export function AddressStep({ loadAddressTypes, loadCountries, ...step }: AddressStepProps) {
  const loadActiveTypes = useCallback(
    async () => (await loadAddressTypes()).filter((type) => type.isActive !== false),
    [loadAddressTypes],
  );
  const picker = (name: "addressType" | "country") => ({
    value: step.values[name] || null,
    onChange: (value: string | null) => step.onChange(name, value ?? ""),
    error: step.errors?.[name],
    disabled: step.disabled,
    required: true,
  });
  return (
    <div className={styles.fields}>
      <div className={styles.row}>
        <SearchableSelect
          label="Address Type"
          placeholder="Select an address type"
          loadOptions={loadActiveTypes}
          loadErrorText="Failed to load address types"
          {...picker("addressType")}
        />
        <TextField label="Address Name" required {...textFieldProps(step, "name")} />
      </div>
      <div className={styles.row}>
        <TextField
          label="Street Address"
          autoComplete="address-line1"
          required
          {...textFieldProps(step, "addressLine1")}
        />
        <TextField
          label="Unit #"
          hint="Optional"
          {...textFieldProps(step, "number")}
          action={
            <Tooltip content="Building/unit number">
              <IconButton label="About Unit #" title="" icon={<InfoIcon />} size="sm" variant="ghost" />
            </Tooltip>
          }
        />
      </div>
      <div className={styles.row}>
        <TextField label="City" autoComplete="address-level2" required {...textFieldProps(step, "city")} />
        <TextField
          label="State / Province"
          autoComplete="address-level1"
          required
          {...textFieldProps(step, "state")}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="ZIP Code"
          autoComplete="postal-code"
          required
          {...textFieldProps(step, "zipCode")}
        />
        <SearchableSelect
          label="Country"
          placeholder="Select a country"
          loadOptions={loadCountries}
          loadErrorText="Failed to load countries"
          {...picker("country")}
        />
      </div>
    </div>
  );
}
