import { minorUnits } from "@round/billing";
import { formatMoney, NumberField, TextArea } from "@round/ui";
import { useMemo } from "react";
import { CUSTOMER_LIMITS, creditSchema } from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  type CatalogTexts,
  catalogTexts,
} from "../../catalog/CatalogDialog.tsx";
import { type CatalogDialogPropsOf, catalogDialog } from "../../catalog/catalogBody.tsx";
import { useCustomerBody } from "../customerBody.tsx";
import * as styles from "../customers.css.ts";

const FAILURE = "Failed to apply the credit. Please try again.";

export const CREDIT_TEXTS: CatalogTexts = catalogTexts("Credit", "credit", {
  createTitle: "Apply Credit",
  editTitle: "Apply Credit",
  createLabel: "Apply Credit",
  creatingLabel: "Applying...",
  createFailure: FAILURE,
  editFailure: FAILURE,
});
export const CREDIT_FAILURE = FAILURE;

/** What 'Apply Credit' sends: an amount in the customer's currency (major units) and why. */
export interface CreditValues {
  amount: number;
  reason: string;
}

export type CreditFormValues = { amount: number | null; reason: string };

const emptyCreditValues = (): CreditFormValues => ({ amount: null, reason: "" });

/** 'Current credit balance: $12.00', in the customer's currency. */
export function creditBalanceText(balance: number, currency: string): string {
  return `Current credit balance: ${formatMoney(balance, currency)}`;
}

export interface CreditFormProps extends Omit<CatalogBodyProps<CreditValues>, "mode"> {
  /** The customer's currency (ISO 4217): the amount is in it, with at most its minor digits. */
  currency: string;
  /** The customer's credit balance now, shown above the fields. */
  creditBalance?: number;
}

/**
 * The body of 'Apply Credit': an amount (positive, with no more decimals than the currency has: none for
 * JPY) and a reason, checked with `creditSchema(currency)`. The credit goes to the customer's next invoices.
 */
export function CreditForm({ currency, creditBalance, ...props }: CreditFormProps) {
  const schema = useMemo(() => creditSchema(currency), [currency]);
  const { form, frame } = useCustomerBody(props, {
    idPrefix: "credit",
    texts: CREDIT_TEXTS,
    schema,
    empty: emptyCreditValues,
    toInput: (values: CreditFormValues) => values,
  });
  const digits = minorUnits(currency);
  return (
    <CatalogFormFrame {...frame}>
      {creditBalance === undefined ? null : (
        <p className={styles.figure}>{creditBalanceText(creditBalance, currency)}</p>
      )}
      <NumberField
        label="Amount"
        required
        suffix={currency.toUpperCase()}
        step={digits > 0 ? 10 ** -digits : 1}
        hint="Applied to the customer's next invoices"
        {...form.valueField<number | null>("amount")}
      />
      <TextArea
        label="Reason"
        required
        rows={3}
        hint={`Up to ${CUSTOMER_LIMITS.reason} characters`}
        {...form.field("reason")}
      />
    </CatalogFormFrame>
  );
}

export interface CreditDialogProps extends CatalogDialogPropsOf<CreditFormProps> {}

/** 'Apply Credit' in a Modal, with Cancel and 'Apply Credit' in its footer. */
export const CreditDialog = catalogDialog(CreditForm, CREDIT_TEXTS);
CreditDialog.displayName = "CreditDialog";
