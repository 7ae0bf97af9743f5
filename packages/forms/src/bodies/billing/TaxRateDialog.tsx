import { TAX_RATE_LIMITS, type TaxRateInput, taxRateSchema } from "@round/forms/schemas";
import { Banner, Button, Modal, Switch, TextField } from "@round/ui";
import { useEffect } from "react";
import { useForm } from "../../form/useForm.ts";
import * as styles from "./SubscriptionDialog.css.ts";

export const TAX_RATE_FAILURE = "Failed to create the tax rate. Please try again.";

export interface TaxRateDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onSuccess?: () => void;
  onSubmit: (values: TaxRateInput) => Promise<void>;
}

type RateValues = {
  name: string;
  percentage: string;
  country: string;
  region: string;
  inclusive: boolean;
};

const empty = (): RateValues => ({ name: "", percentage: "", country: "", region: "", inclusive: false });

/**
 * 'Create tax rate' (COMMERCE.md, "Correcting and taxing invoices"): a name, the percentage, the country (and
 * a region of it, optional) whose customers it applies to, and whether prices already include it. A rate's
 * percentage and place never change once it exists: a new rate replaces it.
 */
export function TaxRateDialog({ open, onOpenChange, onSuccess, onSubmit }: TaxRateDialogProps) {
  const form = useForm<RateValues, typeof taxRateSchema>({
    schema: taxRateSchema,
    initialValues: empty(),
    fallbackError: TAX_RATE_FAILURE,
    requiredFields: ["name", "percentage", "country"],
    onSubmit: async (output) => {
      await onSubmit(output);
      onOpenChange?.(false);
      onSuccess?.();
    },
  });
  const formId = "tax-rate-form";
  const { reset } = form;
  useEffect(() => {
    if (open) reset(empty());
  }, [open, reset]);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!form.submitting || next) onOpenChange?.(next);
      }}
      title="Create tax rate"
      description="Invoices of customers billed in its country (and region) carry it; its percentage and place are fixed once it exists."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange?.(false)} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel="Creating...">
            Create tax rate
          </Button>
        </>
      }
    >
      <form id={formId} aria-label="Tax rate" className={styles.form} onSubmit={form.handleSubmit} noValidate>
        {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
        <TextField label="Name" maxLength={TAX_RATE_LIMITS.name} {...form.fieldProps("name")} />
        <TextField
          label="Percentage"
          inputMode="decimal"
          hint="From 0 to 100, up to 4 decimals (20 for 20 %)."
          {...form.fieldProps("percentage")}
        />
        <TextField
          label="Country"
          maxLength={2}
          hint="Two letters (ISO 3166-1), such as DE or US."
          {...form.fieldProps("country")}
        />
        <TextField
          label="Region"
          maxLength={3}
          hint="Optional: the state or province code without the country, such as CA for California."
          {...form.fieldProps("region")}
        />
        <Switch
          label="Included in prices"
          description="On: prices already contain this tax, and it is taken out of each line. Off: it is added on top."
          checked={form.values.inclusive}
          onCheckedChange={(checked) => form.setValue("inclusive", checked)}
        />
      </form>
    </Modal>
  );
}
