import { NumberField, SearchableSelect, TextArea, TextField } from "@round/ui";
import type { OrganizationValues } from "../OnboardingWizard/onboardingValues.ts";
import * as styles from "../shared/authForm.css.ts";
import { type OptionsLoader, type StepFormProps, textFieldProps } from "../shared/bodyHelpers.ts";

export interface OrganizationStepProps extends StepFormProps<OrganizationValues> {
  loadCountries: OptionsLoader;
  loadIndustries: OptionsLoader;
  loadCompanySizes: OptionsLoader;
}

/** Onboarding, Organization: company name, country, industry and size (required), website, description, revenue. */
export function OrganizationStep({
  loadCountries,
  loadIndustries,
  loadCompanySizes,
  ...step
}: OrganizationStepProps) {
  const picker = (name: "country" | "industry" | "companySize") => ({
    value: step.values[name] || null,
    onChange: (value: string | null) => step.onChange(name, value ?? ""),
    error: step.errors?.[name],
    disabled: step.disabled,
    required: true,
    clearable: true,
  });
  return (
    <div className={styles.fields}>
      <TextField
        label="Company Name"
        autoComplete="organization"
        required
        {...textFieldProps(step, "companyName")}
      />
      <div className={styles.row}>
        <SearchableSelect
          label="Country"
          placeholder="Select a country"
          loadOptions={loadCountries}
          loadErrorText="Failed to load countries"
          {...picker("country")}
        />
        <SearchableSelect
          label="Industry"
          placeholder="Select an industry"
          loadOptions={loadIndustries}
          loadErrorText="Failed to load industries"
          {...picker("industry")}
        />
      </div>
      <div className={styles.row}>
        <SearchableSelect
          label="Company Size"
          placeholder="Select a company size"
          loadOptions={loadCompanySizes}
          loadErrorText="Failed to load company sizes"
          {...picker("companySize")}
        />
        <NumberField
          label="Annual Revenue"
          hint="Optional"
          min={0}
          name="revenue"
          value={step.values.revenue}
          onValueChange={(value) => step.onChange("revenue", value)}
          onBlur={() => step.onBlur?.("revenue")}
          error={step.errors?.revenue}
          disabled={step.disabled}
        />
      </div>
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        hint="Optional"
        {...textFieldProps(step, "website")}
      />
      <TextArea label="Description" rows={3} hint="Optional" {...textFieldProps(step, "description")} />
    </div>
  );
}
