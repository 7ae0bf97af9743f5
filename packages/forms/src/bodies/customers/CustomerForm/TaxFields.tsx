import { RepeatableRows, Select, TextField } from "@round/ui";
import {
  MAX_TAX_IDS,
  TAX_EXEMPT_LABELS,
  TAX_EXEMPT_STATUSES,
  TAX_ID_LABELS,
  TAX_ID_TYPES,
  type TaxExemptStatus,
  type TaxIdType,
  taxIdMessages,
} from "../../../schemas/index.ts";
import * as layout from "../../catalog/catalog.css.ts";
import { optionsOf } from "../../catalog/shared.tsx";
import type { CatalogForm } from "../../catalog/useCatalogForm.ts";
import * as styles from "../customers.css.ts";
import { type CustomerFormValues, newTaxIdRow } from "./customerValues.ts";

const statusOptions = optionsOf(TAX_EXEMPT_STATUSES, TAX_EXEMPT_LABELS);
const typeOptions = optionsOf(TAX_ID_TYPES, TAX_ID_LABELS);

/** What each status means for the customer's invoices. */
export const TAX_STATUS_HINTS: Readonly<Record<TaxExemptStatus, string>> = {
  none: "Tax is charged at the rate of the billing address's country",
  exempt: "No tax is charged",
  reverse: "No tax is charged; invoices say 'Reverse charge'",
};

/**
 * 'Tax': how the customer is taxed, and its tax IDs, each a type and a number checked for that type (its
 * message on the row's number). A row's number is checked as it loses focus; a new row starts on the type
 * the billing country most likely uses.
 */
export function TaxFields({ form }: { form: CatalogForm<CustomerFormValues> }) {
  const { values } = form;
  const path = (index: number) => `taxIds.${index}`;
  const changeType = (index: number, type: TaxIdType) =>
    form.update(
      (current) => ({
        ...current,
        taxIds: current.taxIds.map((row, at) => (at === index ? { ...row, type } : row)),
      }),
      [path(index)],
    );
  return (
    <fieldset className={layout.group}>
      <legend className={layout.legend}>Tax</legend>
      <div className={styles.columns}>
        <Select
          label="Tax treatment"
          options={statusOptions}
          hint={TAX_STATUS_HINTS[values.taxExempt]}
          {...form.valueField<string>("taxExempt")}
        />
      </div>
      <RepeatableRows
        id={form.id("taxIds")}
        label="Tax IDs"
        hint="Printed with the customer's address on its invoices"
        count={values.taxIds.length}
        renderRow={(index) => (
          <>
            <Select
              label="Type"
              options={typeOptions}
              {...form.valueField<string>(`${path(index)}.type`)}
              onValueChange={(type) => changeType(index, type as TaxIdType)}
            />
            <TextField
              label="Number"
              autoComplete="off"
              {...form.field(`${path(index)}.value`)}
              error={form.error(`${path(index)}.value`) ?? form.error(path(index))}
            />
          </>
        )}
        onAdd={() =>
          form.update((current) => ({
            ...current,
            taxIds: [...current.taxIds, newTaxIdRow(current.billingAddress.country)],
          }))
        }
        // The rows after the removed one move up: every row's message goes.
        onRemove={(index) =>
          form.update(
            (current) => ({ ...current, taxIds: current.taxIds.filter((_, at) => at !== index) }),
            ["taxIds"],
          )
        }
        error={form.error("taxIds")}
        maxRows={MAX_TAX_IDS}
        maxRowsHint={() => taxIdMessages.tooMany}
        emptyText="No tax IDs"
        addLabel="Add tax ID"
        rowLabel={(row) => `Tax ID ${row}`}
        removeLabel={(row) => `Remove tax ID ${row}`}
      />
    </fieldset>
  );
}
