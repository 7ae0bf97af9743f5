import { compareAmounts, minorUnits } from "@round/billing";
import {
  DateField,
  formatMoney,
  NumberField,
  SearchableSelect,
  type SearchableSelectOption,
  TextField,
} from "@round/ui";
import { useCallback, useMemo, useState } from "react";
import { type RecordPaymentOutput, recordPaymentSchema } from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  type CatalogTexts,
  catalogTexts,
} from "../../catalog/CatalogDialog.tsx";
import { type CatalogDialogPropsOf, catalogDialog } from "../../catalog/catalogBody.tsx";
import { useCustomerBody } from "../../customers/customerBody.tsx";
import * as styles from "../billing.css.ts";

const FAILURE = "Failed to record the payment. Please try again.";

export const RECORD_PAYMENT_TEXTS: CatalogTexts = catalogTexts("Payment", "payment", {
  createTitle: "Record Payment",
  editTitle: "Record Payment",
  createLabel: "Record Payment",
  creatingLabel: "Recording...",
  createFailure: FAILURE,
  editFailure: FAILURE,
});
export const RECORD_PAYMENT_FAILURE = FAILURE;

/** The method of money received outside Round: cash, a cheque, a bank transfer. */
export const OFFLINE_PAYMENT = {
  value: "offline",
  label: "Offline (cash, cheque or bank transfer)",
} as const;

/** A saved payment method the picker offers; a card is charged through the gateway, the rest is money received. */
export interface PaymentMethodOption extends SearchableSelectOption {
  card?: boolean;
}

export const RECORD_PAYMENT_HINTS = {
  offline: "Money received outside Round: nothing is charged",
  card: "This card is charged now through the payment gateway",
} as const;

/** What Record Payment sends: the amount, 'offline' or a saved payment method's id, a reference, the day. */
export type RecordPaymentValues = RecordPaymentOutput;

interface RecordPaymentFormValues extends Record<string, unknown> {
  amount: number | null;
  paymentMethod: string;
  reference: string;
  paidAt: string;
}

export interface RecordPaymentFormProps extends Omit<CatalogBodyProps<RecordPaymentValues>, "mode"> {
  /** The invoice's currency (ISO 4217): the amount is in it, with at most its minor digits. */
  currency: string;
  /** What the invoice still owes: the amount starts there, and more is refused. */
  amountDue: number;
  /** 'INV-000012', shown above the fields. */
  invoiceNumber?: string | undefined;
  /** The customer's saved payment methods (a card is charged through the gateway); Offline is always offered. */
  loadPaymentMethods?: () => Promise<readonly PaymentMethodOption[]>;
  /** The day the money arrived, YYYY-MM-DD, when not today. */
  today?: string;
}

/** `The amount is more than the 120.00 due`, as the server says it. */
export function amountOverDueText(amountDue: number, currency: string): string {
  return `The amount is more than the ${formatMoney(amountDue, currency)} due`;
}

const todayDay = () => new Date().toISOString().slice(0, 10);

/**
 * The body of Record Payment: the amount (starting at what is due; partial payments allowed, never more than
 * due), the method (Offline, or one of the customer's saved methods), a reference and the day the money
 * came, checked with `recordPaymentSchema(currency)`.
 */
export function RecordPaymentForm({
  currency,
  amountDue,
  invoiceNumber,
  loadPaymentMethods,
  today,
  ...props
}: RecordPaymentFormProps) {
  const schema = useMemo(() => recordPaymentSchema(currency), [currency]);
  // The saved cards among the methods loaded: choosing one charges it, so the form says so.
  const [cardIds, setCardIds] = useState<ReadonlySet<string>>(new Set());
  const day = today ?? todayDay();
  const { form, frame } = useCustomerBody(props, {
    idPrefix: "payment",
    texts: RECORD_PAYMENT_TEXTS,
    schema,
    empty: (): RecordPaymentFormValues => ({
      amount: amountDue,
      paymentMethod: OFFLINE_PAYMENT.value,
      reference: "",
      paidAt: day,
    }),
    // A card is charged now: no reference or day of its own (the gateway's charge is the record).
    toInput: (values: RecordPaymentFormValues) => ({
      amount: values.amount,
      paymentMethod: values.paymentMethod,
      ...(!cardIds.has(values.paymentMethod) && values.reference.trim()
        ? { reference: values.reference }
        : {}),
      ...(!cardIds.has(values.paymentMethod) && values.paidAt ? { paidAt: values.paidAt } : {}),
    }),
    extraErrors: (values: RecordPaymentFormValues): Record<string, string> =>
      values.amount !== null && Number.isFinite(values.amount) && compareAmounts(values.amount, amountDue) > 0
        ? { amount: amountOverDueText(amountDue, currency) }
        : {},
  });
  const load = useCallback(async () => {
    const methods = (await loadPaymentMethods?.()) ?? [];
    setCardIds(new Set(methods.filter((method) => method.card).map((method) => method.value)));
    return [OFFLINE_PAYMENT, ...methods];
  }, [loadPaymentMethods]);
  const byCard = cardIds.has(form.values.paymentMethod);
  const digits = minorUnits(currency);
  return (
    <CatalogFormFrame {...frame}>
      <p className={styles.figure}>
        {invoiceNumber ? `${invoiceNumber}: ` : ""}
        {formatMoney(amountDue, currency)} due
      </p>
      <NumberField
        label="Amount"
        required
        min={0}
        suffix={currency.toUpperCase()}
        step={digits > 0 ? 10 ** -digits : 1}
        hint="Less than what is due records a partial payment"
        {...form.valueField<number | null>("amount")}
      />
      <SearchableSelect
        id={form.id("paymentMethod")}
        label="Payment method"
        required
        loadOptions={load}
        valueLabel={form.values.paymentMethod === OFFLINE_PAYMENT.value ? OFFLINE_PAYMENT.label : undefined}
        loadErrorText="Failed to load payment methods"
        value={form.values.paymentMethod || null}
        onChange={(value) => form.set("paymentMethod", value ?? "")}
        error={form.error("paymentMethod")}
        hint={byCard ? RECORD_PAYMENT_HINTS.card : RECORD_PAYMENT_HINTS.offline}
      />
      {byCard ? null : (
        <>
          <TextField
            label="Reference"
            autoComplete="off"
            hint="A cheque number or the bank transfer's reference"
            {...form.field("reference")}
          />
          <DateField label="Payment date" max={day} {...form.valueField<string>("paidAt")} />
        </>
      )}
    </CatalogFormFrame>
  );
}

export interface RecordPaymentDialogProps extends CatalogDialogPropsOf<RecordPaymentFormProps> {}

/** Record Payment in a Modal, with Cancel and 'Record Payment' in its footer. */
export const RecordPaymentDialog = catalogDialog(RecordPaymentForm, RECORD_PAYMENT_TEXTS);
RecordPaymentDialog.displayName = "RecordPaymentDialog";
