import {
  type AddonResponse,
  type BillingPreviewResponse,
  errorsByField,
  MESSAGES,
  type PlanResponse,
  type SubscriptionCreateInput,
  type SubscriptionResponse,
  subscriptionChangeSchema,
  subscriptionCreateSchema,
  validate,
} from "@round/forms/schemas";
import { Banner, Button, DateField, NumberField, Select, Spinner, Switch, TagInput } from "@round/ui";
import { useMemo } from "react";
import * as v from "valibot";
import { useForm } from "../../form/useForm.ts";
import * as styles from "./SubscriptionDialog.css.ts";
import {
  type BillingDialogProps,
  BillingDialogShell,
  BillingPreview,
  usePreview,
} from "./SubscriptionDialogPreview.tsx";
import {
  addonChoices,
  idsInUse,
  type Loaded,
  type PricePointChoice,
  planChoices,
  useLoaded,
} from "./subscriptionChoices.ts";

export const SUBSCRIPTION_CREATE_FAILURE = "Failed to create subscription. Please try again.";
export const SUBSCRIPTION_CHANGE_FAILURE = "Failed to change subscription. Please try again.";

/** What 'Create subscription' sends (the customer's id included), without `preview`. */
export type SubscriptionCreateValues = Omit<SubscriptionCreateInput, "preview">;
/** What 'Confirm change' sends, without `preview`. */
export interface SubscriptionChangeValues {
  planPricePointId?: string;
  quantity?: number;
  addons?: { pricePointId: string; quantity?: number }[];
  prorate?: boolean;
}

interface AddonRow {
  pricePointId: string;
  quantity: number | null;
}

type Values = {
  planPricePointId: string;
  quantity: number | null;
  addons: AddonRow[];
  couponCodes: string[];
  startDate: string;
  trialEnd: string;
  prorate: boolean;
};

const FIELDS = ["planPricePointId", "quantity", "addons", "couponCodes", "startDate", "trialEnd"] as const;

function valuesOf(subscription: SubscriptionResponse | undefined): Values {
  return {
    planPricePointId: subscription?.planPricePointId ?? "",
    quantity: subscription?.quantity ?? 1,
    addons: (subscription?.addons ?? []).map((addon) => ({
      pricePointId: addon.pricePointId,
      quantity: addon.quantity,
    })),
    couponCodes: [],
    startDate: "",
    trialEnd: "",
    prorate: true,
  };
}

const addonsInput = (rows: readonly AddonRow[]) =>
  rows.map((row) => ({
    pricePointId: row.pricePointId,
    ...(row.quantity === null ? {} : { quantity: row.quantity }),
  }));

function createInput(customerId: string, values: Values): Record<string, unknown> {
  return {
    customerId,
    planPricePointId: values.planPricePointId,
    ...(values.quantity === null ? {} : { quantity: values.quantity }),
    ...(values.addons.length > 0 ? { addons: addonsInput(values.addons) } : {}),
    ...(values.couponCodes.length > 0 ? { couponCodes: values.couponCodes } : {}),
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.trialEnd ? { trialEnd: values.trialEnd } : {}),
  };
}

function changeInput(values: Values): Record<string, unknown> {
  return {
    planPricePointId: values.planPricePointId,
    ...(values.quantity === null ? {} : { quantity: values.quantity }),
    addons: addonsInput(values.addons),
    prorate: values.prorate,
  };
}

export interface SubscriptionDialogProps extends BillingDialogProps {
  /** 'create' starts a new subscription for `customerId`; 'edit' changes `subscription`. */
  mode?: "create" | "edit";
  customerId: string;
  /** The customer's currency: only price points in it are offered. */
  currency: string;
  subscription?: SubscriptionResponse;
  loadPlans: () => Promise<readonly PlanResponse[]>;
  loadAddons: () => Promise<readonly AddonResponse[]>;
  /** The server's preview of the values (the body adds nothing: the caller sends `preview: true`). */
  preview: (values: SubscriptionCreateValues | SubscriptionChangeValues) => Promise<BillingPreviewResponse>;
  onSubmit: (values: SubscriptionCreateValues | SubscriptionChangeValues) => Promise<void>;
}

/**
 * 'New subscription' and 'Edit subscription': the plan's price point (the customer's currency), quantity,
 * add-ons; on create the coupon codes, start date and an optional trial end; on edit the 'Prorate' switch.
 * Below, the server's preview of the first invoice (or of the prorated change and its credit) for the values
 * on screen; 'Create subscription' or 'Confirm change' is offered once that preview is shown.
 */
export function SubscriptionDialog({
  mode = "create",
  customerId,
  currency,
  subscription,
  loadPlans,
  loadAddons,
  preview,
  onSubmit,
  ...dialog
}: SubscriptionDialogProps) {
  const editing = mode === "edit";
  const schema = useMemo(
    () =>
      v.pipe(
        v.unknown(),
        v.transform((values) =>
          editing ? changeInput(values as Values) : createInput(customerId, values as Values),
        ),
        editing ? subscriptionChangeSchema : subscriptionCreateSchema,
      ),
    [editing, customerId],
  );
  const form = useForm<Values, typeof schema>({
    schema,
    initialValues: valuesOf(subscription),
    nestedServerFields: true,
    // The dialog's confirm submits, once the preview of these values is shown.
    onSubmit: () => {},
  });
  const checked = validate(schema, form.values);
  const planChosen = form.values.planPricePointId !== "";
  const input = checked.ok && planChosen ? (checked.value as SubscriptionCreateValues) : null;
  // With a plan chosen, whatever else keeps the preview from running is said under its field (an add-on
  // row without a price, a quantity that is not whole), not taken for a missing plan.
  const blocking = planChosen && !checked.ok ? errorsByField(checked.errors) : {};
  const shown = usePreview(input, preview, { fieldNames: FIELDS });
  const plans = useLoaded(loadPlans, "Failed to load plans");
  const addons = useLoaded(loadAddons, "Failed to load add-ons");
  const keep = idsInUse(subscription);
  const error = (field: string) => form.errors[field] ?? shown.fields[field] ?? blocking[field];

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    form.setValue(name, value);
    form.setFieldError(name, undefined);
  };
  const setAddon = (index: number, row: Partial<AddonRow>) =>
    set(
      "addons",
      form.values.addons.map((current, at) => (at === index ? { ...current, ...row } : current)),
    );

  return (
    <BillingDialogShell
      {...dialog}
      title={editing ? "Edit subscription" : "New subscription"}
      size="lg"
      confirmLabel={editing ? "Confirm change" : "Create subscription"}
      confirmingLabel={editing ? "Saving..." : "Creating..."}
      canConfirm={shown.ready && input !== null}
      failureText={editing ? SUBSCRIPTION_CHANGE_FAILURE : SUBSCRIPTION_CREATE_FAILURE}
      fieldNames={FIELDS}
      onFieldErrors={(fields) => {
        for (const [field, message] of Object.entries(fields)) form.setFieldError(field, message);
      }}
      onConfirm={async () => {
        const result = form.validateAll();
        if (!result.ok) throw new Error(result.errors[0]?.message);
        await onSubmit(result.value as SubscriptionCreateValues);
      }}
    >
      <div className={styles.columns}>
        <ChoiceSelect
          label="Plan"
          required
          state={plans.state}
          onRetry={plans.retry}
          choices={(data: readonly PlanResponse[]) => planChoices(data, currency, keep)}
          emptyText={`No active plan has a price in ${currency}.`}
          value={form.values.planPricePointId}
          onValueChange={(value) => set("planPricePointId", value)}
          error={error("planPricePointId")}
        />
        <NumberField
          label="Quantity"
          min={1}
          step={1}
          value={form.values.quantity}
          onValueChange={(value) => set("quantity", value)}
          onBlur={() => form.validateField("quantity")}
          error={error("quantity")}
        />
      </div>
      <fieldset className={`${styles.group} ${styles.fieldset}`}>
        <legend className={styles.legend}>Add-ons</legend>
        {form.values.addons.length === 0 ? <p className={styles.muted}>No add-ons</p> : null}
        {form.values.addons.map((row, index) => (
          <div key={index} className={styles.addonRow}>
            <ChoiceSelect
              label={`Add-on ${index + 1}`}
              state={addons.state}
              onRetry={addons.retry}
              choices={(data: readonly AddonResponse[]) => addonChoices(data, currency, keep)}
              emptyText={`No active add-on has a price in ${currency}.`}
              value={row.pricePointId}
              onValueChange={(value) => setAddon(index, { pricePointId: value })}
              error={error(`addons.${index}.pricePointId`)}
            />
            <NumberField
              label={`Add-on ${index + 1} quantity`}
              min={1}
              step={1}
              value={row.quantity}
              onValueChange={(value) => setAddon(index, { quantity: value })}
              error={error(`addons.${index}.quantity`)}
            />
            <Button
              variant="ghost"
              onClick={() =>
                set(
                  "addons",
                  form.values.addons.filter((_, at) => at !== index),
                )
              }
            >
              Remove
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set("addons", [...form.values.addons, { pricePointId: "", quantity: 1 }])}
          >
            Add add-on
          </Button>
        </div>
        {error("addons") ? <p className={styles.muted}>{error("addons")}</p> : null}
      </fieldset>
      {editing ? (
        <Switch
          label="Prorate"
          description="On: the difference for the days left in this term is invoiced or credited now. Off: the change applies at the next renewal."
          checked={form.values.prorate}
          onCheckedChange={(checked) => set("prorate", checked)}
        />
      ) : (
        <>
          <TagInput
            label="Coupon codes"
            value={form.values.couponCodes}
            onChange={(codes) => set("couponCodes", codes.map((code) => code.trim()).filter(Boolean))}
            maxTags={5}
            maxLength={50}
            countText={(count) => `${count} ${count === 1 ? "coupon code" : "coupon codes"}`}
            tooManyMessage={() => MESSAGES.subscription.tooManyCoupons}
            hint="Press Enter after each code"
            error={error("couponCodes")}
          />
          <div className={styles.columns}>
            <DateField
              label="Start date"
              hint="Today when empty"
              value={form.values.startDate}
              onValueChange={(value) => set("startDate", value)}
              error={error("startDate")}
            />
            <DateField
              label="Trial end"
              hint="Optional: the plan's trial when empty"
              value={form.values.trialEnd}
              onValueChange={(value) => set("trialEnd", value)}
              error={error("trialEnd")}
            />
          </div>
        </>
      )}
      <BillingPreview
        state={shown.state}
        onRetry={shown.retry}
        title={editing ? "Preview of the change" : "First invoice"}
        idleText={
          Object.keys(blocking).length > 0
            ? "Correct the highlighted fields to see the preview."
            : editing
              ? "Change a value to see what it costs."
              : "Choose a plan to see the first invoice."
        }
        noInvoiceText={
          editing ? "Nothing is invoiced now." : "Nothing is invoiced now (trial or later start)."
        }
      />
    </BillingDialogShell>
  );
}

/** A Select of price points loaded by the body, with its loading and error states. */
function ChoiceSelect<T>({
  label,
  required,
  state,
  onRetry,
  choices,
  emptyText,
  value,
  onValueChange,
  error,
}: {
  label: string;
  required?: boolean;
  state: Loaded<T>;
  onRetry: () => void;
  choices: (data: T) => PricePointChoice[];
  emptyText: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}) {
  if (state.status === "loading") {
    return (
      <div role="status" className={styles.muted}>
        <Spinner size={16} label={null} /> Loading {label.toLowerCase()} choices...
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <Banner
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {state.message}
      </Banner>
    );
  }
  const options = choices(state.data);
  return (
    <Select
      label={label}
      required={required}
      options={options}
      placeholder={options.length === 0 ? emptyText : "Choose a price"}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
