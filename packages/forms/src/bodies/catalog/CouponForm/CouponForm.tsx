import {
  Banner,
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
import { useId, useState } from "react";
import type * as v from "valibot";
import {
  CATALOG_DEFAULTS,
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
  FormActions,
  useReportSubmitting,
} from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { generateCouponCode, isoDate } from "../catalogRules.ts";
import { fieldId } from "../paths.ts";
import { optionsOf } from "../shared.tsx";
import { useCatalogForm } from "../useCatalogForm.ts";

export type CouponValues = v.InferOutput<typeof couponSchema>;

export const COUPON_FAILURE = "Failed to create coupon. Please try again.";

/** A plan a coupon can be limited to. */
export interface CouponPlanOption {
  id: string | number;
  name: string;
}

type CouponDraft = {
  name: string;
  couponCode: string;
  description: string;
  discountType: DiscountType;
  discountValue: number | null;
  durationType: DurationType;
  duration: number | null;
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | null;
  restrictions: {
    firstTimeCustomersOnly: boolean;
    minimumOrderValue: number | null;
    applicablePlans: string[];
  };
  stackable: boolean;
  autoApply: boolean;
};

const emptyCoupon = (today: string): CouponDraft => ({
  name: "",
  couponCode: "",
  description: "",
  discountType: CATALOG_DEFAULTS.coupon.discountType,
  discountValue: null,
  durationType: CATALOG_DEFAULTS.coupon.durationType,
  duration: null,
  validFrom: today,
  validUntil: "",
  maxRedemptions: null,
  restrictions: { firstTimeCustomersOnly: false, minimumOrderValue: null, applicablePlans: [] },
  stackable: false,
  autoApply: false,
});

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
  const generatedId = `coupon-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const formId = formIdProp ?? generatedId;
  const [todayIso] = useState(() => (typeof today === "string" ? today : isoDate(today ?? new Date())));
  const form = useCatalogForm({
    schema: couponSchema,
    initialValues: () => emptyCoupon(todayIso),
    toInput: (draft: CouponDraft) => ({
      name: draft.name,
      couponCode: draft.couponCode,
      description: draft.description,
      discountType: draft.discountType,
      discountValue: draft.discountValue,
      durationType: draft.durationType,
      duration: draft.durationType === "limited_period" ? draft.duration : undefined,
      validFrom: draft.validFrom,
      validUntil: draft.durationType === "forever" ? undefined : draft.validUntil,
      maxRedemptions: draft.maxRedemptions,
      restrictions: draft.restrictions,
      stackable: draft.stackable,
      autoApply: draft.autoApply,
    }),
    onSubmit,
    onSuccess,
    failureText: COUPON_FAILURE,
  });
  useReportSubmitting(form.submitting, onSubmittingChange);
  const { values } = form;
  const id = (path: string) => fieldId(formId, path);
  const percentage = values.discountType === "percentage";
  const chosenPlans = values.restrictions.applicablePlans;

  return (
    <form id={formId} ref={form.formRef} className={layout.form} onSubmit={form.handleSubmit} noValidate>
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      <TextField
        id={id("name")}
        label="Name"
        required
        value={values.name}
        onChange={(event) => form.set("name", event.target.value)}
        onBlur={() => form.blur("name")}
        error={form.error("name")}
        autoComplete="off"
      />
      <div className={layout.withButton}>
        <TextField
          id={id("couponCode")}
          label="Coupon Code"
          required
          hint="Uppercase letters, numbers, underscores and hyphens"
          value={values.couponCode}
          onChange={(event) => form.set("couponCode", event.target.value)}
          onBlur={() => form.blur("couponCode")}
          error={form.error("couponCode")}
          autoComplete="off"
          spellCheck={false}
        />
        <Button
          variant="secondary"
          className={layout.besideField}
          onClick={() => form.set("couponCode", generateCode())}
        >
          Generate
        </Button>
      </div>
      <TextArea
        id={id("description")}
        label="Description"
        value={values.description}
        onChange={(event) => form.set("description", event.target.value)}
        onBlur={() => form.blur("description")}
        error={form.error("description")}
        rows={2}
      />
      <div className={layout.row}>
        <Select
          id={id("discountType")}
          label="Discount Type"
          options={discountTypeOptions}
          value={values.discountType}
          onValueChange={(value) =>
            form.update(
              (current) => ({ ...current, discountType: value as DiscountType }),
              ["discountType", "discountValue"],
            )
          }
          error={form.error("discountType")}
        />
        <NumberField
          id={id("discountValue")}
          label="Discount Value"
          required
          value={values.discountValue}
          onValueChange={(value) => form.set("discountValue", value)}
          onBlur={() => form.blur("discountValue")}
          error={form.error("discountValue")}
          suffix={percentage ? "%" : currency}
          min={0}
          step={percentage ? 1 : 0.01}
        />
      </div>
      <RadioCards
        id={id("durationType")}
        label="Duration"
        options={durationOptions}
        value={values.durationType}
        onValueChange={(value) =>
          form.update(
            (current) => ({ ...current, durationType: value as DurationType }),
            ["durationType", "duration", "validUntil"],
          )
        }
        error={form.error("durationType")}
      />
      {values.durationType === "limited_period" ? (
        <NumberField
          id={id("duration")}
          label="Duration (months)"
          required
          value={values.duration}
          onValueChange={(value) => form.set("duration", value)}
          onBlur={() => form.blur("duration")}
          error={form.error("duration")}
          suffix="months"
          min={0}
          step={1}
        />
      ) : null}
      <div className={layout.row}>
        <DateField
          id={id("validFrom")}
          label="Valid From"
          value={values.validFrom}
          onValueChange={(value) => form.set("validFrom", value)}
          onBlur={() => form.blur("validFrom")}
          error={form.error("validFrom")}
        />
        {values.durationType === "forever" ? null : (
          <DateField
            id={id("validUntil")}
            label="Valid Until"
            required={values.durationType === "limited_period"}
            value={values.validUntil}
            onValueChange={(value) => form.set("validUntil", value)}
            onBlur={() => form.blur("validUntil")}
            error={form.error("validUntil")}
          />
        )}
      </div>
      <NumberField
        id={id("maxRedemptions")}
        label="Max Redemptions"
        hint="Leave empty for unlimited"
        value={values.maxRedemptions}
        onValueChange={(value) => form.set("maxRedemptions", value)}
        onBlur={() => form.blur("maxRedemptions")}
        error={form.error("maxRedemptions")}
        min={0}
        step={1}
      />
      <fieldset className={layout.group}>
        <legend className={layout.legend}>Restrictions</legend>
        <Switch
          id={id("restrictions.firstTimeCustomersOnly")}
          label="First-time customers only"
          checked={values.restrictions.firstTimeCustomersOnly}
          onCheckedChange={(checked) => form.set("restrictions.firstTimeCustomersOnly", checked)}
        />
        <NumberField
          id={id("restrictions.minimumOrderValue")}
          label="Minimum Order Value"
          value={values.restrictions.minimumOrderValue}
          onValueChange={(value) => form.set("restrictions.minimumOrderValue", value)}
          onBlur={() => form.blur("restrictions.minimumOrderValue")}
          error={form.error("restrictions.minimumOrderValue")}
          suffix={currency}
          min={0}
          step={0.01}
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
          id={id("stackable")}
          label="Stackable"
          description="Can be combined with other coupons"
          checked={values.stackable}
          onCheckedChange={(checked) => form.set("stackable", checked)}
        />
        <Switch
          id={id("autoApply")}
          label="Auto Apply"
          description="Applied at checkout without entering the code"
          checked={values.autoApply}
          onCheckedChange={(checked) => form.set("autoApply", checked)}
        />
      </div>
      {hideActions ? null : (
        <FormActions
          formId={formId}
          submitLabel="Create Coupon"
          submittingLabel="Creating..."
          submitting={form.submitting}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}

export interface CreateCouponDialogProps
  extends CatalogDialogProps,
    Pick<CouponFormProps, "onSubmit" | "onSuccess" | "plans" | "currency" | "today" | "generateCode"> {}

/** 'Create Coupon' in a Modal, with Cancel and 'Create Coupon' in its footer. */
export function CreateCouponDialog({
  onSubmit,
  onSuccess,
  plans,
  currency,
  today,
  generateCode,
  ...dialog
}: CreateCouponDialogProps) {
  return (
    <CatalogDialogShell
      {...dialog}
      onSuccess={onSuccess}
      title="Create Coupon"
      submitLabel="Create Coupon"
      size="lg"
    >
      {(bind) => (
        <CouponForm
          {...bind}
          plans={plans}
          currency={currency}
          today={today}
          generateCode={generateCode}
          onSubmit={onSubmit}
        />
      )}
    </CatalogDialogShell>
  );
}
