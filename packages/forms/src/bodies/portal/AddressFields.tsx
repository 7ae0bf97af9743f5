import { TextField } from "@round/ui";
import type { CardFieldsForm } from "./CardFields.tsx";
import * as styles from "./portal.css.ts";

/**
 * A billing address (street, second line, city, state, ZIP code, country) under a legend, at `prefix` in the
 * form's values ('billingAddress.'). The browser can fill it in: each field names its autocomplete token.
 */
export function AddressFields({
  form,
  prefix = "billingAddress.",
  legend = "Billing address",
}: {
  form: CardFieldsForm;
  prefix?: string;
  legend?: string;
}) {
  const field = (name: string) => form.field(`${prefix}${name}`);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.columns}>
        <TextField
          label="Street address"
          required
          autoComplete="billing address-line1"
          className={styles.span}
          {...field("line1")}
        />
        <TextField
          label="Address line 2"
          autoComplete="billing address-line2"
          className={styles.span}
          {...field("line2")}
        />
        <TextField label="City" required autoComplete="billing address-level2" {...field("city")} />
        <TextField label="State" required autoComplete="billing address-level1" {...field("state")} />
        <TextField label="ZIP code" required autoComplete="billing postal-code" {...field("zip")} />
        <TextField label="Country" required autoComplete="billing country-name" {...field("country")} />
      </div>
    </fieldset>
  );
}
