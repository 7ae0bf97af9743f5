import { SearchableSelect, Select, TextArea, TextField } from "@round/ui";
import { ONBOARDING_DEFAULTS } from "../../schemas/constants.ts";
import * as styles from "../shared/authForm.css.ts";
import {
  type OptionsLoader,
  type ReferenceOption,
  type StepFormProps,
  textFieldProps,
} from "../shared/bodyHelpers.ts";

export interface CompanyInfoValues {
  companyName: string;
  registrationNumber: string;
  taxId: string;
  currency: string;
  industry: string;
  businessType: string;
  website: string;
  employeeCount: string;
  description: string;
}

export const EMPTY_COMPANY_INFO: CompanyInfoValues = {
  companyName: "",
  registrationNumber: "",
  taxId: "",
  currency: ONBOARDING_DEFAULTS.currency,
  industry: "",
  businessType: ONBOARDING_DEFAULTS.businessType,
  website: "",
  employeeCount: "",
  description: "",
};

/** Legal forms offered for the business type (the spec names only the default, corporation). */
export const BUSINESS_TYPE_OPTIONS: readonly ReferenceOption[] = [
  { value: "corporation", label: "Corporation" },
  { value: "llc", label: "Limited Liability Company (LLC)" },
  { value: "partnership", label: "Partnership" },
  { value: "sole_proprietorship", label: "Sole Proprietorship" },
  { value: "nonprofit", label: "Non-profit" },
];

/** Employee ranges used when no company-size list is loaded. */
export const DEFAULT_COMPANY_SIZES: readonly ReferenceOption[] = [
  { value: "1-10", label: "1-10 employees" },
  { value: "11-50", label: "11-50 employees" },
  { value: "51-200", label: "51-200 employees" },
  { value: "201-500", label: "201-500 employees" },
  { value: "501-1000", label: "501-1000 employees" },
  { value: "1001", label: "1001+ employees" },
];

export interface CompanyInfoFieldsProps extends StepFormProps<CompanyInfoValues> {
  loadCurrencies: OptionsLoader;
  loadIndustries: OptionsLoader;
  loadCompanySizes?: OptionsLoader;
}

/** The company step of the business sign-up: legal details, currency, industry, size and description. */
export function CompanyInfoFields({
  loadCurrencies,
  loadIndustries,
  loadCompanySizes,
  ...step
}: CompanyInfoFieldsProps) {
  const picker = (name: "currency" | "industry" | "employeeCount") => ({
    value: step.values[name] || null,
    onChange: (value: string | null) => step.onChange(name, value ?? ""),
    error: step.errors?.[name],
    disabled: step.disabled,
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
        <TextField label="Registration Number" required {...textFieldProps(step, "registrationNumber")} />
        <TextField label="Tax ID" hint="Optional" {...textFieldProps(step, "taxId")} />
      </div>
      <div className={styles.row}>
        <SearchableSelect
          label="Currency"
          placeholder="Select a currency"
          loadOptions={loadCurrencies}
          loadErrorText="Failed to load currencies"
          required
          {...picker("currency")}
        />
        <SearchableSelect
          label="Industry"
          placeholder="Select an industry"
          loadOptions={loadIndustries}
          loadErrorText="Failed to load industries"
          clearable
          {...picker("industry")}
        />
      </div>
      <div className={styles.row}>
        <Select
          label="Business Type"
          options={BUSINESS_TYPE_OPTIONS}
          value={step.values.businessType}
          onValueChange={(value) => step.onChange("businessType", value)}
          error={step.errors?.businessType}
          disabled={step.disabled}
        />
        <SearchableSelect
          label="Company Size"
          placeholder="Select a company size"
          {...(loadCompanySizes
            ? { loadOptions: loadCompanySizes, loadErrorText: "Failed to load company sizes" }
            : { options: DEFAULT_COMPANY_SIZES })}
          clearable
          {...picker("employeeCount")}
        />
      </div>
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        {...textFieldProps(step, "website")}
      />
      <TextArea label="Company Description" rows={3} {...textFieldProps(step, "description")} />
    </div>
  );
}
