import {
  type BillingSettingsInput,
  type BillingSettingsResponse,
  billingSettingsSchema,
} from "@round/forms/schemas";
import { Banner, Button, RadioCards, TextField } from "@round/ui";
import { useState } from "react";
import * as v from "valibot";
import { useForm } from "../../form/useForm.ts";
import { billingSettingsMessages } from "../../schemas/messages/billing.ts";
import * as styles from "./SubscriptionDialog.css.ts";

export const GATEWAY_FAILURE = "Failed to save the payment gateway. Please try again.";
export const GATEWAY_SAVED = "Payment gateway saved";

export const GATEWAY_LABELS = {
  test: {
    title: "Built-in test gateway",
    description: "Cards are checked as Stripe's test cards are; no money moves.",
  },
  stripe: {
    title: "Stripe",
    description: "Cards are saved with Stripe and invoices charged through your Stripe account.",
  },
} as const;

type Values = { gateway: "test" | "stripe"; stripeSecretKey: string };

const schema = v.pipe(
  v.unknown(),
  v.transform((raw) => {
    const values = raw as Values;
    const key = values.stripeSecretKey.trim();
    return {
      gateway: values.gateway,
      ...(values.gateway === "stripe" && key ? { stripeSecretKey: key } : {}),
    };
  }),
  billingSettingsSchema,
);

export interface PaymentGatewayFormProps {
  settings: BillingSettingsResponse;
  /** Read-only (a role that may not manage billing): the gateway is shown, nothing can be saved. */
  readOnly?: boolean;
  onSubmit: (values: BillingSettingsInput) => Promise<void>;
}

/**
 * The account's payment gateway: the built-in test gateway, or Stripe with the account's secret key. The
 * server checks a new key with Stripe before keeping it (encrypted); only its last 4 characters are shown
 * again, so a connected Stripe needs no key to stay connected.
 */
export function PaymentGatewayForm({ settings, readOnly = false, onSubmit }: PaymentGatewayFormProps) {
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, typeof schema>({
    schema,
    initialValues: { gateway: settings.gateway, stripeSecretKey: "" },
    fallbackError: GATEWAY_FAILURE,
    nestedServerFields: true,
    onSubmit: async (output) => {
      setSaved(false);
      // Stripe needs a key unless one is connected already: said under the field, nothing sent.
      if (output.gateway === "stripe" && !output.stripeSecretKey && !settings.stripeKeyLast4) {
        form.setFieldError("stripeSecretKey", billingSettingsMessages.stripeKeyRequired);
        return;
      }
      await onSubmit(output);
      form.setValue("stripeSecretKey", "");
      setSaved(true);
    },
  });
  const stripe = form.values.gateway === "stripe";
  const connected = settings.stripeKeyLast4;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-label="Payment gateway">
      <RadioCards
        label="Payment gateway"
        disabled={readOnly}
        value={form.values.gateway}
        onValueChange={(value) => {
          setSaved(false);
          form.setGeneralError(null);
          form.setValue("gateway", value as Values["gateway"]);
        }}
        options={(["test", "stripe"] as const).map((value) => ({
          value,
          title: GATEWAY_LABELS[value].title,
          description: GATEWAY_LABELS[value].description,
        }))}
      />
      {stripe && !readOnly ? (
        <TextField
          label="Stripe secret key"
          type="password"
          autoComplete="off"
          placeholder="sk_live_…"
          hint={
            connected
              ? `Connected with the key ending in ${connected}. Enter another key to replace it.`
              : "From the Stripe dashboard (Developers → API keys). Kept encrypted; only its last 4 characters are shown again."
          }
          {...form.fieldProps("stripeSecretKey")}
          required={!connected}
          onChange={(event) => {
            setSaved(false);
            form.setValue("stripeSecretKey", event.target.value);
          }}
        />
      ) : null}
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      {saved ? <Banner tone="success">{GATEWAY_SAVED}</Banner> : null}
      {readOnly ? null : (
        <div>
          <Button type="submit" loading={form.submitting} loadingLabel="Saving...">
            {stripe && !connected ? "Connect Stripe" : "Save gateway"}
          </Button>
        </div>
      )}
    </form>
  );
}
