import { CardNumberField, Checkbox, RadioCards, Select, TextField } from "@round/ui";
import { useState } from "react";
import {
  OFFLINE_PAYMENT_METHOD_LABELS,
  OFFLINE_PAYMENT_METHODS,
  type PaymentMethodInput,
  paymentMethodSchema,
} from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  type CatalogTexts,
  catalogTexts,
} from "../../catalog/CatalogDialog.tsx";
import * as layout from "../../catalog/catalog.css.ts";
import { type CatalogDialogPropsOf, catalogDialog } from "../../catalog/catalogBody.tsx";
import { optionsOf } from "../../catalog/shared.tsx";
import { useCustomerBody } from "../customerBody.tsx";
import * as styles from "../customers.css.ts";
import {
  emptyPaymentMethodValues,
  expiryMonthOptions,
  expiryYearOptions,
  type PaymentMethodFormValues,
  type PaymentMethodType,
  paymentMethodInput,
} from "./paymentMethodValues.ts";

const FAILURE = "Failed to add the payment method. Please try again.";

export const PAYMENT_METHOD_TEXTS: CatalogTexts = catalogTexts("Payment Method", "payment method", {
  createTitle: "Update Payment Method",
  editTitle: "Update Payment Method",
  createLabel: "Add Payment Method",
  creatingLabel: "Adding...",
  createFailure: FAILURE,
  editFailure: FAILURE,
});
export const PAYMENT_METHOD_FAILURE = FAILURE;

/** What the built-in test gateway does with its test cards (COMMERCE.md). */
export const TEST_GATEWAY_HINT =
  "Payments run on the built-in test gateway: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 is saved but its charges fail for insufficient funds.";

const TYPE_OPTIONS = [
  { value: "card", title: "Card", description: "A credit or debit card, kept by the payment gateway" },
  { value: "offline", title: "Offline", description: "Bank transfer, cheque or cash, recorded by hand" },
];
const methodOptions = optionsOf(OFFLINE_PAYMENT_METHODS, OFFLINE_PAYMENT_METHOD_LABELS);
const monthOptions = expiryMonthOptions();

export interface PaymentMethodFormProps extends Omit<CatalogBodyProps<PaymentMethodInput>, "mode"> {
  /** Shows which test cards the built-in test gateway accepts; on until a real gateway is configured. */
  testGateway?: boolean;
}

/**
 * The body of 'Update Payment Method': a card (its number, expiry and security code go to the gateway) or
 * an offline method (bank transfer, cheque or cash, with a reference), and whether it becomes the default.
 * Checked with `paymentMethodSchema(today)`; a decline from the gateway shows under the card number.
 */
export function PaymentMethodForm({ testGateway = true, ...props }: PaymentMethodFormProps) {
  // Whether a card has expired is decided against the day the form opened.
  const [today] = useState(() => new Date());
  const [schema] = useState(() => paymentMethodSchema(today));
  const [yearOptions] = useState(() => expiryYearOptions(today));
  const { form, frame } = useCustomerBody(props, {
    idPrefix: "payment-method",
    texts: PAYMENT_METHOD_TEXTS,
    schema,
    empty: emptyPaymentMethodValues,
    toInput: paymentMethodInput,
  });
  const { values } = form;
  const hintId = `${frame.formId}-test-cards`;

  return (
    <CatalogFormFrame {...frame}>
      <RadioCards
        id={form.id("type")}
        label="Payment method"
        options={TYPE_OPTIONS}
        value={values.type}
        onValueChange={(type) =>
          form.update((current: PaymentMethodFormValues) => ({ ...current, type: type as PaymentMethodType }))
        }
      />
      {values.type === "card" ? (
        <fieldset className={layout.group}>
          <legend className={layout.legend}>Card</legend>
          <CardNumberField
            id={form.id("cardNumber")}
            name="cardNumber"
            label="Card number"
            required
            value={values.cardNumber}
            onChange={(digits) => form.set("cardNumber", digits)}
            onBlur={() => form.blur("cardNumber")}
            error={form.error("cardNumber")}
            aria-describedby={testGateway ? hintId : undefined}
          />
          {testGateway ? (
            <p id={hintId} className={layout.hint}>
              {TEST_GATEWAY_HINT}
            </p>
          ) : null}
          <div className={styles.columns}>
            <Select
              label="Expiry month"
              required
              placeholder="Month"
              autoComplete="cc-exp-month"
              options={monthOptions}
              {...form.valueField<string>("expiryMonth")}
            />
            <Select
              label="Expiry year"
              required
              placeholder="Year"
              autoComplete="cc-exp-year"
              options={yearOptions}
              {...form.valueField<string>("expiryYear")}
            />
            <TextField
              label="Security code"
              required
              hint="CVC: 3 or 4 digits"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...form.field("cvc")}
            />
          </div>
        </fieldset>
      ) : (
        <fieldset className={layout.group}>
          <legend className={layout.legend}>Offline</legend>
          <div className={styles.columns}>
            <Select label="Method" required options={methodOptions} {...form.valueField<string>("method")} />
            <TextField
              label="Reference"
              autoComplete="off"
              hint="A bank reference or cheque number, if any"
              {...form.field("reference")}
            />
          </div>
        </fieldset>
      )}
      <Checkbox label="Make this the default payment method" {...form.switchField("isDefault")} />
    </CatalogFormFrame>
  );
}

export interface PaymentMethodDialogProps extends CatalogDialogPropsOf<PaymentMethodFormProps> {}

/** 'Update Payment Method' in a Modal, with Cancel and 'Add Payment Method' in its footer. */
export const PaymentMethodDialog = catalogDialog(PaymentMethodForm, PAYMENT_METHOD_TEXTS);
PaymentMethodDialog.displayName = "PaymentMethodDialog";
