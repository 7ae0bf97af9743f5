import { Banner, Button, TextField } from "@round/ui";
import { useId, useState } from "react";
import type * as v from "valibot";
import { portalBillingDetailsSchema } from "../../schemas/portal.ts";
import { useCatalogForm } from "../catalog/useCatalogForm.ts";
import { AddressFields } from "./AddressFields.tsx";
import * as styles from "./portal.css.ts";

export type BillingDetailsOutput = v.InferOutput<typeof portalBillingDetailsSchema>;

/** The billing details as the portal answers them (`customer` of the overview). */
export interface BillingDetailsRecord {
  company: string;
  taxNumber: string;
  billingAddress: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    zip: string;
    country: string;
  } | null;
}

export const BILLING_DETAILS_FAILURE = "Your billing details could not be saved. Please try again.";
export const BILLING_DETAILS_SAVED = "Billing details saved.";

const valuesOf = (record: BillingDetailsRecord) => ({
  company: record.company,
  taxNumber: record.taxNumber,
  billingAddress: record.billingAddress ?? {
    line1: "",
    line2: "",
    city: "",
    state: "",
    zip: "",
    country: "",
  },
});

export interface BillingDetailsFormProps {
  initialValues: BillingDetailsRecord;
  /** Saves the checked details. Reject with the server's error body: its field messages land under the fields. */
  onSubmit: (values: BillingDetailsOutput) => Promise<void>;
  /** Called once the details are saved. */
  onSuccess?: () => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  className?: string;
}

/**
 * The billing details a customer keeps in the portal: company, tax number and billing address, checked with
 * the server's `portalBillingDetailsSchema`. Saved, it says so where the button is (a polite status); a field
 * the server refuses shows under that field, which takes focus.
 */
export function BillingDetailsForm({
  initialValues,
  onSubmit,
  onSuccess,
  onCancel,
  className,
}: BillingDetailsFormProps) {
  const [saved, setSaved] = useState(false);
  const formId = `billing-details-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const form = useCatalogForm({
    schema: portalBillingDetailsSchema,
    formId,
    initialValues: () => valuesOf(initialValues),
    toInput: (values) => values,
    onSubmit: async (values) => {
      setSaved(false);
      await onSubmit(values);
    },
    onSuccess: () => {
      setSaved(true);
      onSuccess?.();
    },
    failureText: BILLING_DETAILS_FAILURE,
    resetOnSuccess: false,
  });
  return (
    <form
      id={formId}
      ref={form.formRef}
      className={[styles.form, className].filter(Boolean).join(" ")}
      onSubmit={form.handleSubmit}
      // Any edit takes back the 'saved' status.
      onChange={() => setSaved(false)}
      aria-label="Billing details"
      noValidate
    >
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      <div className={styles.columns}>
        <TextField label="Company" autoComplete="organization" {...form.field("company")} />
        <TextField
          label="Tax number"
          autoComplete="off"
          hint="VAT, GST or other tax ID"
          {...form.field("taxNumber")}
        />
      </div>
      <AddressFields form={form} />
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting} loadingLabel="Saving...">
          Save billing details
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
        ) : null}
        <div className={styles.status} aria-live="polite" aria-atomic="true">
          {saved ? <span>{BILLING_DETAILS_SAVED}</span> : null}
        </div>
      </div>
    </form>
  );
}
