import {
  AFTER_FINAL_FAILURE,
  type BillingSettingsInput,
  type BillingSettingsResponse,
  billingSettingsSchema,
} from "@round/forms/schemas";
import { Banner, Button, NumberField, RadioCards, TextField } from "@round/ui";
import { useState } from "react";
import * as v from "valibot";
import { useForm } from "../../form/useForm.ts";
import * as styles from "./SubscriptionDialog.css.ts";

export const BILLING_SETTINGS_FAILURE = "Failed to save the billing settings. Please try again.";
export const BILLING_SETTINGS_SAVED = "Billing settings saved";

type Values = {
  netTermDays: number | null;
  invoicePrefix: string;
  dunningDays: string;
  afterFinalFailure: string;
};

export const AFTER_FINAL_FAILURE_LABELS: Record<(typeof AFTER_FINAL_FAILURE)[number], string> = {
  stay_active: "Keep the subscription active",
  cancel: "Cancel the subscription",
};

/** '3, 5, 7' as [3, 5, 7]; a word that is not a number stays NaN, so the rule refuses it. */
export function retryDays(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

const schema = v.pipe(
  v.unknown(),
  v.transform((raw) => {
    const values = raw as Values;
    return {
      ...(values.netTermDays === null ? { netTermDays: Number.NaN } : { netTermDays: values.netTermDays }),
      invoicePrefix: values.invoicePrefix.trim(),
      dunningDays: retryDays(values.dunningDays),
      afterFinalFailure: values.afterFinalFailure,
    };
  }),
  billingSettingsSchema,
);

export interface BillingSettingsFormProps {
  settings: BillingSettingsResponse;
  /** Read-only (a role that may not manage billing): the values are shown, nothing can be saved. */
  readOnly?: boolean;
  onSubmit: (values: BillingSettingsInput) => Promise<void>;
}

/**
 * The account's billing settings: net term days, the invoice number prefix (with the next number), the retry
 * days of a failed payment and what happens after the last retry; one Save.
 */
export function BillingSettingsForm({ settings, readOnly = false, onSubmit }: BillingSettingsFormProps) {
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, typeof schema>({
    schema,
    initialValues: {
      netTermDays: settings.netTermDays,
      invoicePrefix: settings.invoicePrefix,
      dunningDays: settings.dunningDays.join(", "),
      afterFinalFailure: settings.afterFinalFailure,
    },
    fallbackError: BILLING_SETTINGS_FAILURE,
    nestedServerFields: true,
    onSubmit: async (output) => {
      setSaved(false);
      await onSubmit(output);
      setSaved(true);
    },
  });
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setSaved(false);
    form.setGeneralError(null);
    form.setValue(name, value);
  };
  const errorUnder = (prefix: string) =>
    Object.entries(form.errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1];
  const nextNumber = settings.nextInvoiceNumber.replace(
    /^[^-]*-/,
    `${form.values.invoicePrefix.trim() || settings.invoicePrefix}-`,
  );
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-label="Billing settings">
      <div className={styles.columns}>
        <NumberField
          label="Net term days"
          hint="Days from the issue date to the due date of an invoice paid by hand"
          min={0}
          max={365}
          step={1}
          disabled={readOnly}
          value={form.values.netTermDays}
          onValueChange={(value) => set("netTermDays", value)}
          onBlur={() => form.validateField("netTermDays")}
          error={errorUnder("netTermDays")}
        />
        <TextField
          label="Invoice number prefix"
          hint={`Next invoice number: ${nextNumber}`}
          disabled={readOnly}
          maxLength={12}
          {...form.fieldProps("invoicePrefix")}
          onChange={(event) => set("invoicePrefix", event.target.value.toUpperCase())}
          required={false}
          error={errorUnder("invoicePrefix")}
        />
      </div>
      <TextField
        label="Retry days"
        hint="Days after a failed payment on which it is tried again, in increasing order: 3, 5, 7"
        disabled={readOnly}
        {...form.fieldProps("dunningDays")}
        onChange={(event) => set("dunningDays", event.target.value)}
        required={false}
        error={errorUnder("dunningDays")}
      />
      <RadioCards
        label="After the last retry fails"
        disabled={readOnly}
        value={form.values.afterFinalFailure}
        onValueChange={(value) => set("afterFinalFailure", value)}
        error={errorUnder("afterFinalFailure")}
        options={AFTER_FINAL_FAILURE.map((value) => ({ value, title: AFTER_FINAL_FAILURE_LABELS[value] }))}
      />
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      {saved ? <Banner tone="success">{BILLING_SETTINGS_SAVED}</Banner> : null}
      {readOnly ? null : (
        <div>
          <Button type="submit" loading={form.submitting} loadingLabel="Saving...">
            Save
          </Button>
        </div>
      )}
    </form>
  );
}
