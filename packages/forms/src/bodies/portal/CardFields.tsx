import { CardNumberField, Select, TextField } from "@round/ui";
import { type ReactNode, useState } from "react";
import type { CatalogForm } from "../catalog/useCatalogForm.ts";
import { expiryMonthOptions, expiryYearOptions } from "../customers/PaymentMethodForm/paymentMethodValues.ts";
import * as styles from "./portal.css.ts";

/** What the card fields need of a form (whatever else it holds). */
export type CardFieldsForm = Pick<
  CatalogForm<never>,
  "id" | "field" | "valueField" | "error" | "set" | "blur"
>;

const monthOptions = expiryMonthOptions();

/**
 * A card's number, expiry and security code, under a 'Card' legend; `prefix` is the path of the card in the
 * form's values ('card.' in checkout, '' when the form is the card). The number goes to the gateway only.
 */
export function CardFields({
  form,
  prefix = "",
  legend = "Card",
  hint,
  today,
}: {
  form: CardFieldsForm;
  prefix?: string;
  legend?: string;
  /** A line under the card number, read as its description. */
  hint?: ReactNode;
  /** The day the expiry years start from. */
  today: Date;
}) {
  const [yearOptions] = useState(() => expiryYearOptions(today));
  const path = (name: string) => `${prefix}${name}`;
  const number = form.field(path("cardNumber"));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <CardNumberField
        id={number.id}
        name={number.name}
        label="Card number"
        required
        value={number.value}
        onChange={(digits) => form.set(path("cardNumber"), digits)}
        onBlur={number.onBlur}
        error={number.error}
        hint={hint}
      />
      <div className={styles.cardRow}>
        <Select
          label="Expiry month"
          required
          placeholder="Month"
          autoComplete="cc-exp-month"
          options={monthOptions}
          {...form.valueField<string>(path("expiryMonth"))}
        />
        <Select
          label="Expiry year"
          required
          placeholder="Year"
          autoComplete="cc-exp-year"
          options={yearOptions}
          {...form.valueField<string>(path("expiryYear"))}
        />
        <TextField
          label="Security code"
          required
          hint="3 or 4 digits"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...form.field(path("cvc"))}
        />
      </div>
    </fieldset>
  );
}
