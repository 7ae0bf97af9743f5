import {
  addAmounts,
  minorUnits,
  multiplyAmount,
  type PriceResult,
  priceFor,
  roundMoney,
} from "@round/billing";
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
import {
  type ChargeResponse,
  type InvoiceFormOutput,
  invoiceFormSchema,
  type PricePointResponse,
} from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  useFormId,
  useReportSubmitting,
} from "../../catalog/CatalogDialog.tsx";
import { AddButton } from "../../catalog/shared.tsx";
import { type FieldErrors, useCatalogForm } from "../../catalog/useCatalogForm.ts";
import * as styles from "../billing.css.ts";
import { pricePointPrice } from "../subscriptionChoices.ts";

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

/** A line typed by hand: a description, an amount and a quantity. */
export interface InvoiceLineValues {
  description: string;
  amount: number | null;
  quantity: number | null;
}

/** A charge of the catalog: its price point, and a quantity (or, for a percentage charge, a base amount). */
export interface InvoiceChargeLineValues {
  pricePointId: string;
  quantity: number | null;
  baseAmount: number | null;
}

export type InvoiceItemValues = InvoiceLineValues | InvoiceChargeLineValues;

export interface InvoiceFormValues extends Record<string, unknown> {
  customerId: string;
  items: InvoiceItemValues[];
  dueDate: string;
  memo: string;
}

/** What Create Invoice sends: the customer, its lines (charges and typed), and whether to finalize at once. */
export type InvoiceValues = InvoiceFormOutput & { finalize: boolean };

/** A charge's price point the picker offers, with what the engine needs to price it. */
export interface InvoiceChargeChoice {
  /** The charge's name, and the point's own description after it when it has one. */
  name: string;
  point: PricePointResponse;
}

/** Whether a line is a charge of the catalog (it names a price point) rather than a typed one. */
export const isChargeLine = (line: InvoiceItemValues): line is InvoiceChargeLineValues =>
  "pricePointId" in line;

const newLine = (): InvoiceLineValues => ({ description: "", amount: null, quantity: 1 });
const newChargeLine = (): InvoiceChargeLineValues => ({ pricePointId: "", quantity: 1, baseAmount: null });

const emptyInvoice = (customerId = ""): InvoiceFormValues => ({
  customerId,
  items: [newLine()],
  dueDate: "",
  memo: "",
});

/**
 * The active charges' price points in `currency`, as the picker offers them: 'Extra seats · $12.50/unit/mo'.
 * The price is worded by the engine (`pricePointPrice`).
 */
export function chargeChoices(charges: readonly ChargeResponse[], currency: string): InvoiceChargeChoice[] {
  const wanted = currency.toUpperCase();
  return charges
    .filter((charge) => charge.status === "active")
    .flatMap((charge) =>
      charge.pricePoints
        .filter((point) => point.currency.toUpperCase() === wanted)
        .map((point) => ({
          name: point.description ? `${charge.name} – ${point.description}` : charge.name,
          point,
        })),
    );
}

const choiceLabel = (choice: InvoiceChargeChoice) => `${choice.name} · ${pricePointPrice(choice.point)}`;

/** The schema's input: typed lines as typed, charges by their point (a percentage charge with its base). */
export function invoiceInput(
  values: InvoiceFormValues,
  pointOf: (id: string) => PricePointResponse | undefined = () => undefined,
) {
  return {
    customerId: values.customerId,
    items: values.items.map((line) => {
      if (isChargeLine(line)) {
        const percentage = pointOf(line.pricePointId)?.pricingModel === "percentage";
        return percentage
          ? { pricePointId: line.pricePointId, baseAmount: line.baseAmount }
          : {
              pricePointId: line.pricePointId,
              ...(line.quantity === null ? {} : { quantity: line.quantity }),
            };
      }
      return {
        description: line.description,
        amount: line.amount,
        ...(line.quantity === null ? {} : { quantity: line.quantity }),
      };
    }),
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
    ...(values.memo.trim() ? { memo: values.memo } : {}),
  };
}

/**
 * A charge line priced by the engine (`priceFor`) as the server will price it; null while it cannot be (no
 * point chosen, no quantity or base amount yet, or one the engine refuses).
 */
export function chargeLinePrice(
  line: InvoiceChargeLineValues,
  point: PricePointResponse | undefined,
): PriceResult | null {
  if (!point) return null;
  const percentage = point.pricingModel === "percentage";
  if (percentage ? line.baseAmount === null : line.quantity === null) return null;
  try {
    return priceFor(
      point,
      percentage ? { quantity: 1, baseAmount: line.baseAmount ?? 0 } : { quantity: line.quantity ?? 1 },
    );
  } catch {
    return null;
  }
}

/**
 * The invoice's total before credits, as the server computes it: each typed line's amount times its
 * quantity, and each charge as the engine prices it, rounded once to the currency's minor unit, then summed
 * exactly. Lines not filled in count as nothing.
 */
export function linesTotal(
  items: readonly InvoiceItemValues[],
  currency: string,
  pointOf: (id: string) => PricePointResponse | undefined = () => undefined,
): number {
  const amounts = items.flatMap((line) => {
    if (isChargeLine(line)) {
      const price = chargeLinePrice(line, pointOf(line.pricePointId));
      return price ? [price.amount] : [];
    }
    if (line.amount === null || !Number.isFinite(line.amount) || line.amount < 0) return [];
    return [roundMoney(multiplyAmount(line.amount, line.quantity ?? 1), currency)];
  });
  return Number(addAmounts("0", ...amounts));
}

export interface InvoiceFormProps extends Omit<CatalogBodyProps<InvoiceValues>, "mode"> {
  /** The customer, when it is fixed (from the customer's own page): no picker is shown. */
  customer?: { id: string; name: string; currency: string } | undefined;
  /** Finds customers by what is typed ('' when the list opens); the picker shows its loading and error states. */
  loadCustomers?: (query: string) => Promise<readonly InvoiceCustomerOption[]>;
  /**
   * Finds the catalog's charges by what is typed ('' when the list opens), with their price points. Given,
   * 'Add Charge' adds a line billing one of them (its active points in the customer's currency).
   */
  loadCharges?: (query: string) => Promise<readonly ChargeResponse[]>;
  /** The currency while no customer is chosen. */
  defaultCurrency?: string;
  /** Today, YYYY-MM-DD: the earliest due date offered. */
  today?: string;
}

/**
 * The body of Create Invoice: the customer (fixed, or picked from a search of the customers), the lines, the
 * due date and a memo, checked with `invoiceFormSchema(currency)`. A line is typed by hand (description,
 * amount, quantity) or bills a charge of the catalog (picked from a search of the charges' price points, with
 * a quantity, or a base amount for a percentage charge), its price shown live from `@round/billing` as the
 * server will compute it. Two submit buttons: 'Save as draft' keeps a draft to finish later, 'Create and
 * finalize' gives it its number at once. The button pressed decides `finalize`.
 */
export function InvoiceForm({
  customer,
  loadCustomers,
  loadCharges,
  defaultCurrency = "USD",
  today,
  ...props
}: InvoiceFormProps) {
  const formId = useFormId("invoice", props.formId);
  const [currencies, setCurrencies] = useState<Record<string, string>>({});
  // Every charge point the searches answered, by id: a chosen one keeps its name and price after a new search.
  const [known, setKnown] = useState<ReadonlyMap<string, InvoiceChargeChoice>>(new Map());
  const knownRef = useRef(known);
  knownRef.current = known;
  const pointOf = useCallback((id: string) => knownRef.current.get(id)?.point, []);
  const finalizeRef = useRef(false);
  const [chosen, setChosen] = useState(customer?.id ?? "");
  const currency = customer?.currency ?? currencies[chosen] ?? defaultCurrency;
  const schema = useMemo(() => invoiceFormSchema(currency), [currency]);
  const form = useCatalogForm({
    schema,
    formId,
    initialValues: () => emptyInvoice(customer?.id),
    toInput: (values: InvoiceFormValues) => invoiceInput(values, pointOf),
    // A charge of another currency (the customer changed after it was chosen) is the server's refusal too.
    extraErrors: (values: InvoiceFormValues) => {
      const errors: FieldErrors = {};
      values.items.forEach((line, index) => {
        if (!isChargeLine(line)) return;
        const point = pointOf(line.pricePointId);
        if (point && point.currency.toUpperCase() !== currency.toUpperCase()) {
          errors[`items.${index}.pricePointId`] =
            `This charge is in ${point.currency}; the customer pays in ${currency}`;
        }
      });
      return errors;
    },
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

  // The charges' points in the customer's currency, remembered so their lines can be priced.
  const loadChoices = useCallback(
    async (query?: string) => {
      const choices = chargeChoices((await loadCharges?.(query ?? "")) ?? [], currency);
      setKnown((current) => {
        const next = new Map(current);
        for (const choice of choices) next.set(choice.point.id, choice);
        return next;
      });
      return choices.map((choice) => ({ value: choice.point.id, label: choiceLabel(choice) }));
    },
    [loadCharges, currency],
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
  const addLine = (line: InvoiceItemValues) =>
    form.update((current) => ({ ...current, items: [...current.items, line] }), ["items"]);
  const digits = minorUnits(currency);
  const step = digits > 0 ? 10 ** -digits : 1;
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
        {items.map((line, index) => {
          const path = `items.${index}`;
          const position = index + 1;
          const remove = (
            <IconButton
              className={styles.remove}
              label={`Remove line ${position}`}
              icon={<TrashIcon />}
              variant="ghost"
              disabled={items.length === 1}
              onClick={() => removeLine(index)}
            />
          );
          if (isChargeLine(line)) {
            const choice = known.get(line.pricePointId);
            const percentage = choice?.point.pricingModel === "percentage";
            const price = chargeLinePrice(line, choice?.point);
            return (
              <div key={index} className={styles.line} data-line={position} data-kind="charge">
                <SearchableSelect
                  // A new currency offers other points: the list is searched again.
                  key={currency}
                  id={form.id(`${path}.pricePointId`)}
                  className={styles.description}
                  label={`Charge ${position}`}
                  placeholder="Search charges"
                  required
                  searchMode="server"
                  searchDebounceMs={300}
                  loadOptions={loadChoices}
                  loadErrorText="Failed to load charges"
                  emptyText={`No active charges in ${currency}`}
                  valueLabel={choice ? choiceLabel(choice) : undefined}
                  value={line.pricePointId || null}
                  onChange={(value) => form.set(`${path}.pricePointId`, value ?? "")}
                  error={form.error(`${path}.pricePointId`)}
                />
                {percentage ? (
                  <NumberField
                    label={`Base amount ${position}`}
                    required
                    min={0}
                    step={step}
                    suffix={currency}
                    hint={`${choice.point.percentage ?? 0}% of it is charged`}
                    {...form.valueField<number | null>(`${path}.baseAmount`)}
                  />
                ) : (
                  <NumberField
                    label={`Quantity ${position}`}
                    min={1}
                    step={1}
                    {...form.valueField<number | null>(`${path}.quantity`)}
                  />
                )}
                <LinePrice
                  position={position}
                  price={price}
                  point={choice?.point}
                  baseAmount={line.baseAmount}
                  currency={currency}
                />
                {remove}
              </div>
            );
          }
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
                step={step}
                suffix={currency}
                {...form.valueField<number | null>(`${path}.amount`)}
              />
              <NumberField
                label={`Quantity ${position}`}
                min={1}
                step={1}
                {...form.valueField<number | null>(`${path}.quantity`)}
              />
              {remove}
            </div>
          );
        })}
        {form.error("items") ? (
          <p className={styles.error} role="alert">
            {form.error("items")}
          </p>
        ) : null}
        <div className={styles.addLines}>
          <AddButton onClick={() => addLine(newLine())}>Add Line</AddButton>
          {loadCharges ? <AddButton onClick={() => addLine(newChargeLine())}>Add Charge</AddButton> : null}
        </div>
        <p className={styles.total} aria-live="polite">
          <span>Total</span>
          <span>
            {formatMoney(
              linesTotal(items, currency, (id) => known.get(id)?.point),
              currency,
            )}
          </span>
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

/** A charge line's price as the engine gives it, with how it was reached ('3 × $12.50'). */
function LinePrice({
  position,
  price,
  point,
  baseAmount,
  currency,
}: {
  position: number;
  price: PriceResult | null;
  point: PricePointResponse | undefined;
  baseAmount: number | null;
  currency: string;
}) {
  const labelId = `${useId()}-price`;
  const shown = price ? formatMoney(Number(price.amount), currency) : "—";
  let how = "";
  if (price && point?.pricingModel === "percentage") {
    how = `${point.percentage ?? 0}% of ${formatMoney(baseAmount ?? 0, currency)}`;
  } else if (price && point?.pricingModel !== "flat_fee") {
    how = price.breakdown
      .filter((part) => Number(part.quantity) > 0 && Number(part.unitAmount) > 0)
      .map((part) => `${part.quantity} × ${formatMoney(Number(part.unitAmount), currency)}`)
      .join(" + ");
  }
  return (
    <div className={styles.price}>
      <span id={labelId} className={styles.priceLabel}>
        Price {position}
      </span>
      <output aria-labelledby={labelId} className={styles.priceValue}>
        {shown}
      </output>
      {how ? <span className={styles.priceHow}>{how}</span> : null}
    </div>
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
