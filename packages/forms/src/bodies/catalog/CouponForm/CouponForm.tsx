import {
  Button,
  Checkbox,
  DateField,
  NumberField,
  RadioCards,
  Select,
  Switch,
  TextArea,
  TextField,
} from "@round/ui";
import { useState } from "react";
import type * as v from "valibot";
import {
  couponSchema,
  DISCOUNT_TYPES,
  type DiscountType,
  DURATION_TYPE_OPTIONS,
  type DurationType,
} from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  type CatalogDialogProps,
  CatalogDialogShell,
  CatalogFormFrame,
  type CatalogTexts,
  textsFor,
  useFormId,
  useReportSubmitting,
} from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { generateCouponCode, isoDate } from "../catalogRules.ts";
import { optionsOf } from "../shared.tsx";
import { useCatalogForm } from "../useCatalogForm.ts";
import {
  type CouponRecord,
  couponInput,
  couponValuesFromResponse,
  emptyCouponValues,
} from "./couponValues.ts";

export type CouponValues = v.InferOutput<typeof couponSchema>;

export const COUPON_FAILURE = "Failed to create coupon. Please try again.";
export const COUPON_UPDATE_FAILURE = "Failed to update coupon. Please try again.";

export const COUPON_TEXTS: CatalogTexts = {
  createTitle: "Create Coupon",
  editTitle: "Edit Coupon",
  createLabel: "Create Coupon",
  createFailure: COUPON_FAILURE,
  editFailure: COUPON_UPDATE_FAILURE,
};

/** A plan a coupon can be limited to. */
export interface CouponPlanOption {
  id: string | number;
  name: string;
}

const discountTypeOptions = optionsOf(DISCOUNT_TYPES, {
  percentage: "Percentage",
  fixed_amount: "Fixed Amount",
});
const durationOptions = DURATION_TYPE_OPTIONS.map((option) => ({
  value: option.value,
  title: option.label,
  description: option.description,
}));

export interface CouponFormProps extends CatalogBodyProps<CouponValues> {
  /** The coupon being edited, as the API answered it (`couponResponse`). */
  initialValues?: CouponRecord;
  /** The plans a coupon can be limited to; none chosen means every plan. */
  plans?: readonly CouponPlanOption[];
  /** The currency of fixed amounts and the minimum order value. */
  currency?: string;
  /** The first day the coupon is valid by default: a Date or 'YYYY-MM-DD'. Defaults to the current day. */
  today?: Date | string;
  /** Makes the code the Generate button fills in. Defaults to a crypto-random 'SAVE-XXXXXX'. */
  generateCode?: () => string;
}

/**
 * The body of 'Create Coupon': name, code (typed or generated), description, discount (percentage or fixed
 * amount), duration (one time, forever, limited period in months), validity dates, redemption limit,
 * restrictions, and the stackable and auto-apply flags. Every message is the shared `couponSchema`'s.
 */
export function CouponForm({
  mode = "create",
  initialValues,
  plans = [],
  currency = "USD",
  today,
  generateCode = generateCouponCode,
  onSubmit,
  onCancel,
  onSuccess,
  formId: formIdProp,
  hideActions = false,
  onSubmittingChange,
}: CouponFormProps) {
  const formId = useFormId("coupon", formIdProp);
  const texts = textsFor(COUPON_TEXTS, mode);
  const [todayIso] = useState(() => (typeof today === "string" ? today : isoDate(today ?? new Date())));
  const form = useCatalogForm({
    schema: couponSchema,
    formId,
    initialValues: () =>
      initialValues ? couponValuesFromResponse(initialValues, todayIso) : emptyCouponValues(todayIso),
    toInput: couponInput,
    onSubmit,
    onSuccess,
    failureText: texts.failure,
    resetOnSuccess: mode === "create",
  });
  useReportSubmitting(form.submitting, onSubmittingChange);
  const { values } = form;
  const id = form.id;
  const percentage = values.discountType === "percentage";
  const chosenPlans = values.restrictions.applicablePlans;

  return (
    <CatalogFormFrame form={form} formId={formId} hideActions={hideActions} onCancel={onCancel} {...texts}>
      <TextField label="Name" required autoComplete="off" {...form.field("name")} />
      <div className={layout.withButton}>
        <TextField
          label="Coupon Code"
          required
          hint="Uppercase letters, numbers, underscores and hyphens"
          autoComplete="off"
          spellCheck={false}
          {...form.field("couponCode")}
        />
        <Button
          variant="secondary"
          className={layout.besideField}
          onClick={() => form.set("couponCode", generateCode())}
        >
          Generate
        </Button>
      </div>
      <TextArea label="Description" rows={2} {...form.field("description")} />
      <div className={layout.row}>
        <Select
          label="Discount Type"
          options={discountTypeOptions}
          {...form.valueField<string>("discountType")}
          onValueChange={(value) =>
            form.update(
              (current) => ({ ...current, discountType: value as DiscountType }),
              ["discountType", "discountValue"],
            )
          }
        />
        <NumberField
          label="Discount Value"
          required
          suffix={percentage ? "%" : currency}
          min={0}
          step={percentage ? 1 : 0.01}
          {...form.valueField("discountValue")}
        />
      </div>
      <RadioCards
        label="Duration"
        options={durationOptions}
        id={id("durationType")}
        value={values.durationType}
        error={form.error("durationType")}
        onValueChange={(value) =>
          form.update(
            (current) => ({ ...current, durationType: value as DurationType }),
            ["durationType", "duration", "validUntil"],
          )
        }
      />
      {values.durationType === "limited_period" ? (
        <NumberField
          label="Duration (months)"
          required
          suffix="months"
          min={0}
          step={1}
          {...form.valueField("duration")}
        />
      ) : null}
      <div className={layout.row}>
        <DateField label="Valid From" {...form.valueField("validFrom")} />
        {values.durationType === "forever" ? null : (
          <DateField
            label="Valid Until"
            required={values.durationType === "limited_period"}
            {...form.valueField("validUntil")}
          />
        )}
      </div>
      <NumberField
        label="Max Redemptions"
        hint="Leave empty for unlimited"
        min={0}
        step={1}
        {...form.valueField("maxRedemptions")}
      />
      <fieldset className={layout.group}>
        <legend className={layout.legend}>Restrictions</legend>
        <Switch
          label="First-time customers only"
          {...form.switchField("restrictions.firstTimeCustomersOnly")}
        />
        <NumberField
          label="Minimum Order Value"
          suffix={currency}
          min={0}
          step={0.01}
          {...form.valueField("restrictions.minimumOrderValue")}
        />
        <fieldset className={layout.group} aria-describedby={id("restrictions.applicablePlans-hint")}>
          <legend className={layout.legend}>Applicable Plans</legend>
          <p id={id("restrictions.applicablePlans-hint")} className={layout.hint}>
            {plans.length === 0
              ? "No plans yet: the coupon applies to every plan"
              : "None chosen: the coupon applies to every plan"}
          </p>
          {plans.map((plan) => {
            const planId = String(plan.id);
            return (
              <Checkbox
                key={planId}
                id={id(`restrictions.applicablePlans.${planId}`)}
                label={plan.name}
                checked={chosenPlans.includes(planId)}
                onCheckedChange={(checked) =>
                  form.set(
                    "restrictions.applicablePlans",
                    checked
                      ? plans
                          .map((item) => String(item.id))
                          .filter((item) => item === planId || chosenPlans.includes(item))
                      : chosenPlans.filter((item) => item !== planId),
                  )
                }
              />
            );
          })}
        </fieldset>
      </fieldset>
      <div className={layout.switches}>
        <Switch
          label="Stackable"
          description="Can be combined with other coupons"
          {...form.switchField("stackable")}
        />
        <Switch
          label="Auto Apply"
          description="Applied at checkout without entering the code"
          {...form.switchField("autoApply")}
        />
      </div>
    </CatalogFormFrame>
  );
}

export interface CreateCouponDialogProps
  extends CatalogDialogProps,
    Pick<
      CouponFormProps,
      "onSubmit" | "onSuccess" | "plans" | "currency" | "today" | "generateCode" | "mode" | "initialValues"
    > {}

/** 'Create Coupon' in a Modal, with Cancel and 'Create Coupon' in its footer. */
export function CreateCouponDialog({
  onSubmit,
  onSuccess,
  plans,
  currency,
  today,
  generateCode,
  mode = "create",
  initialValues,
  ...dialog
}: CreateCouponDialogProps) {
  const { title, submitLabel, submittingLabel } = textsFor(COUPON_TEXTS, mode);
  return (
    <CatalogDialogShell
      {...dialog}
      onSuccess={onSuccess}
      title={title}
      submitLabel={submitLabel}
      submittingLabel={submittingLabel}
      size="lg"
    >
      {(bind) => (
        <CouponForm
          {...bind}
          plans={plans}
          currency={currency}
          today={today}
          generateCode={generateCode}
          mode={mode}
          initialValues={initialValues}
          onSubmit={onSubmit}
        />
      )}
    </CatalogDialogShell>
  );
}
