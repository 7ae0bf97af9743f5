import { SearchableSelect, Select } from "@round/ui";
import { FISCAL_MONTHS, timeZoneOptions as offeredTimeZones } from "../../schemas/constants.ts";
import type { BusinessSettingsValues } from "../OnboardingWizard/onboardingValues.ts";
import * as styles from "../shared/authForm.css.ts";
import type { OptionsLoader, StepFormProps } from "../shared/bodyHelpers.ts";

export interface BusinessSettingsStepProps extends StepFormProps<BusinessSettingsValues> {
  loadCurrencies: OptionsLoader;
}

const MONTH_OPTIONS = FISCAL_MONTHS.map((month) => ({ value: month, label: month }));

/** Every IANA zone (the spec's nine first), plus the current value when the runtime does not know it. */
function timeZoneOptions(current: string) {
  const options = offeredTimeZones();
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

/** Onboarding, Business Settings: currency, time zone and fiscal year start; none can be cleared. */
export function BusinessSettingsStep({ loadCurrencies, ...step }: BusinessSettingsStepProps) {
  return (
    <div className={styles.fields}>
      <SearchableSelect
        label="Currency"
        placeholder="Select a currency"
        loadOptions={loadCurrencies}
        loadErrorText="Failed to load currencies"
        required
        value={step.values.currency || null}
        onChange={(value) => {
          if (value !== null) step.onChange("currency", value);
        }}
        error={step.errors?.currency}
        disabled={step.disabled}
      />
      <div className={styles.row}>
        <SearchableSelect
          label="Time Zone"
          required
          placeholder="Search time zones"
          options={timeZoneOptions(step.values.timezone)}
          value={step.values.timezone || null}
          onChange={(value) => {
            if (value !== null) step.onChange("timezone", value);
          }}
          error={step.errors?.timezone}
          disabled={step.disabled}
        />
        <Select
          label="Fiscal Year Start"
          required
          placeholder="Select a month"
          options={MONTH_OPTIONS}
          value={step.values.fiscalYearStart}
          onValueChange={(value) => step.onChange("fiscalYearStart", value)}
          onBlur={() => step.onBlur?.("fiscalYearStart")}
          error={step.errors?.fiscalYearStart}
          disabled={step.disabled}
        />
      </div>
    </div>
  );
}
