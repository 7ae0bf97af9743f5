import { addAmounts, minorUnits, multiplyAmount, roundMoney } from "@round/billing";
import {
  Button,
  DateField,
  formatMoney,
  IconButton,
  Modal,
  NumberField,
  SearchableSelect,
  type SearchableSelectOption,
  TextArea,
  TextField,
  TrashIcon,
} from "@round/ui";
import { type FormEvent, type ReactElement, useCallback, useId, useMemo, useRef, useState } from "react";
import { type InvoiceFormOutput, invoiceFormSchema } from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  useFormId,
  useReportSubmitting,
} from "../../catalog/CatalogDialog.tsx";
import { AddButton } from "../../catalog/shared.tsx";
import { useCatalogForm } from "../../catalog/useCatalogForm.ts";
import * as styles from "../billing.css.ts";

export const INVOICE_TEXTS = {
  title: "Create Invoice",
  draftLabel: "Save as draft",
  finalizeLabel: "Create and finalize",
  savingLabel: "Saving...",
  finalizingLabel: "Creating...",
  failure: "Failed to create invoice. Please try again.",
} as const;
export const INVOICE_FAILURE = INVOICE_TEXTS.failure;

/** A customer the picker offers: its id, its name as shown, and the currency its invoices are in. */
export interface InvoiceCustomerOption extends SearchableSelectOption {
  currency: string;
}

export interface InvoiceLineValues {
  description: string;
  amount: number | null;
  quantity: number | null;
}

export interface InvoiceFormValues extends Record<string, unknown> {
  customerId: string;
  items: InvoiceLineValues[];
  dueDate: string;
  memo: string;
}

/** What Create Invoice sends: the customer, the lines typed by hand, and whether to finalize at once. */
export type InvoiceValues = InvoiceFormOutput & { finalize: boolean };

const newLine = (): InvoiceLineValues => ({ description: "", amount: null, quantity: 1 });

const emptyInvoice = (customerId = ""): InvoiceFormValues => ({
  customerId,
  items: [newLine()],
  dueDate: "",
  memo: "",
});

/** The schema's input: blank optional fields left out, a blank quantity as none (one). */
export function invoiceInput(values: InvoiceFormValues) {
  return {
    customerId: values.customerId,
    items: values.items.map((line) => ({
      description: line.description,
      amount: line.amount,
      ...(line.quantity === null ? {} : { quantity: line.quantity }),
    })),
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
    ...(values.memo.trim() ? { memo: values.memo } : {}),
  };
}

/**
 * The invoice's total before credits, as the server computes it: each line's amount times its quantity,
 * rounded once to the currency's minor unit, then summed exactly. Lines not filled in count as nothing.
 */
export function linesTotal(items: readonly InvoiceLineValues[], currency: string): number {
  const amounts = items
    .filter((line) => line.amount !== null && Number.isFinite(line.amount) && line.amount >= 0)
    .map((line) => roundMoney(multiplyAmount(line.amount as number, line.quantity ?? 1), currency));
  return Number(addAmounts("0", ...amounts));
}

export interface InvoiceFormProps extends Omit<CatalogBodyProps<InvoiceValues>, "mode"> {
  /** The customer, when it is fixed (from the customer's own page): no picker is shown. */
  customer?: { id: string; name: string; currency: string } | undefined;
  /** Finds customers by what is typed ('' when the list opens); the picker shows its loading and error states. */
  loadCustomers?: (query: string) => Promise<readonly InvoiceCustomerOption[]>;
  /** The currency while no customer is chosen. */
  defaultCurrency?: string;
  /** Today, YYYY-MM-DD: the earliest due date offered. */
  today?: string;
}

/**
 * The body of Create Invoice: the customer (fixed, or picked from a search of the customers), the lines
 * (description, amount, quantity; add and remove), the due date and a memo, checked with
 * `invoiceFormSchema(currency)`. Two submit buttons: 'Save as draft' keeps a draft to finish later, 'Create
 * and finalize' gives it its number at once. The button pressed decides `finalize`.
 */
export function InvoiceForm({
  customer,
  loadCustomers,
  defaultCurrency = "USD",
  today,
  ...props
}: InvoiceFormProps) {
  const formId = useFormId("invoice", props.formId);
  const [currencies, setCurrencies] = useState<Record<string, string>>({});
  const finalizeRef = useRef(false);
  const [chosen, setChosen] = useState(customer?.id ?? "");
  const currency = customer?.currency ?? currencies[chosen] ?? defaultCurrency;
  const schema = useMemo(() => invoiceFormSchema(currency), [currency]);
  const form = useCatalogForm({
    schema,
    formId,
    initialValues: () => emptyInvoice(customer?.id),
    toInput: invoiceInput,
    onSubmit: (values) => props.onSubmit({ ...values, finalize: finalizeRef.current }),
    onSuccess: props.onSuccess,
    failureText: INVOICE_TEXTS.failure,
  });
  useReportSubmitting(form.submitting, props.onSubmittingChange);

  // The currency of each customer the search answered, so the amounts are checked in the right one.
  const load = useCallback(
    async (query?: string) => {
      const options = (await loadCustomers?.(query ?? "")) ?? [];
      setCurrencies((known) => {
        const next = { ...known };
        for (const option of options) next[option.value] = option.currency;
        return next;
      });
      return options;
    },
    [loadCustomers],
  );

  // The button pressed ('Save as draft' or 'Create and finalize') is the submit event's submitter.
  const submit = (event?: FormEvent) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    finalizeRef.current = submitter?.getAttribute("value") === "finalize";
    return form.handleSubmit(event);
  };

  const items = form.values.items;
  const removeLine = (index: number) =>
    form.update(
      (current) => ({ ...current, items: current.items.filter((_, at) => at !== index) }),
      ["items"],
    );
  const digits = minorUnits(currency);
  return (
    <CatalogFormFrame
      form={{ ...form, handleSubmit: submit }}
      formId={formId}
      submitLabel=""
      submittingLabel=""
      hideActions
      onCancel={props.onCancel}
    >
      {customer ? (
        <p className={styles.figure}>
          Customer: <strong>{customer.name}</strong> · {customer.currency}
        </p>
      ) : (
        <SearchableSelect
          id={form.id("customerId")}
          label="Customer"
          placeholder="Search customers by name or email"
          required
          searchMode="server"
          searchDebounceMs={300}
          loadOptions={load}
          loadErrorText="Failed to load customers"
          emptyText="No customers found"
          value={form.values.customerId || null}
          onChange={(value) => {
            setChosen(value ?? "");
            form.set("customerId", value ?? "");
          }}
          error={form.error("customerId")}
        />
      )}
      <fieldset className={styles.lines}>
        <legend className={styles.legend}>Lines</legend>
        {items.map((_line, index) => {
          const path = `items.${index}`;
          const position = index + 1;
          return (
            <div key={index} className={styles.line} data-line={position}>
              <TextField
                className={styles.description}
                label={`Description ${position}`}
                required
                autoComplete="off"
                {...form.field(`${path}.description`)}
              />
              <NumberField
                label={`Amount ${position}`}
                required
                min={0}
                step={digits > 0 ? 10 ** -digits : 1}
                suffix={currency}
                {...form.valueField<number | null>(`${path}.amount`)}
              />
              <NumberField
                label={`Quantity ${position}`}
                min={1}
                step={1}
                {...form.valueField<number | null>(`${path}.quantity`)}
              />
              <IconButton
                className={styles.remove}
                label={`Remove line ${position}`}
                icon={<TrashIcon />}
                variant="ghost"
                disabled={items.length === 1}
                onClick={() => removeLine(index)}
              />
            </div>
          );
        })}
        {form.error("items") ? (
          <p className={styles.error} role="alert">
            {form.error("items")}
          </p>
        ) : null}
        <AddButton
          onClick={() =>
            form.update((current) => ({ ...current, items: [...current.items, newLine()] }), ["items"])
          }
        >
          Add Line
        </AddButton>
        <p className={styles.total} aria-live="polite">
          <span>Total</span>
          <span>{formatMoney(linesTotal(items, currency), currency)}</span>
        </p>
      </fieldset>
      <DateField
        label="Due date"
        hint="Leave empty for the account's net terms"
        {...(today ? { min: today } : {})}
        {...form.valueField<string>("dueDate")}
      />
      <TextArea label="Memo" rows={3} hint="Shown on the invoice" {...form.field("memo")} />
      {props.hideActions ? null : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <InvoiceSubmitButtons formId={formId} submitting={form.submitting} />
        </div>
      )}
    </CatalogFormFrame>
  );
}

/** 'Save as draft' and 'Create and finalize', the pressed one showing its progress. */
function InvoiceSubmitButtons({ formId, submitting }: { formId: string; submitting: boolean }) {
  const [pressed, setPressed] = useState<"draft" | "finalize">("draft");
  return (
    <>
      <Button
        type="submit"
        form={formId}
        value="draft"
        variant="secondary"
        onClick={() => setPressed("draft")}
        loading={submitting && pressed === "draft"}
        loadingLabel={INVOICE_TEXTS.savingLabel}
        disabled={submitting && pressed !== "draft"}
      >
        {INVOICE_TEXTS.draftLabel}
      </Button>
      <Button
        type="submit"
        form={formId}
        value="finalize"
        onClick={() => setPressed("finalize")}
        loading={submitting && pressed === "finalize"}
        loadingLabel={INVOICE_TEXTS.finalizingLabel}
        disabled={submitting && pressed !== "finalize"}
      >
        {INVOICE_TEXTS.finalizeLabel}
      </Button>
    </>
  );
}

export interface InvoiceDialogProps
  extends Omit<InvoiceFormProps, "formId" | "hideActions" | "onSubmittingChange" | "onCancel"> {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  onCancel?: () => void;
}

/**
 * Create Invoice in a Modal: Cancel, 'Save as draft' and 'Create and finalize' in its footer. It closes on
 * success; its body is mounted afresh each time it opens.
 */
export function InvoiceDialog({
  open: openProp,
  onOpenChange,
  trigger,
  onCancel,
  onSuccess,
  ...body
}: InvoiceDialogProps) {
  const formId = `invoice-form-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const [submitting, setSubmitting] = useState(false);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    if (!next) setSubmitting(false);
    onOpenChange?.(next);
  };
  const cancel = () => {
    setOpen(false);
    onCancel?.();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      title={INVOICE_TEXTS.title}
      size="lg"
      trigger={trigger}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={submitting}>
            Cancel
          </Button>
          <InvoiceSubmitButtons formId={formId} submitting={submitting} />
        </>
      }
    >
      <InvoiceForm
        {...body}
        formId={formId}
        hideActions
        onSubmittingChange={setSubmitting}
        onCancel={cancel}
        onSuccess={() => {
          setOpen(false);
          onSuccess?.();
        }}
      />
    </Modal>
  );
}
