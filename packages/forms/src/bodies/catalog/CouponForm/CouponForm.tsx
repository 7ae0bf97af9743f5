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
import { useMemo, useState } from "react";
import type * as v from "valibot";
import {
  type couponSchema,
  couponSchemaFor,
  DISCOUNT_TYPES,
  type DiscountType,
  DURATION_TYPE_OPTIONS,
  type DurationType,
} from "../../../schemas/index.ts";
import {
  type CatalogBodyProps,
  CatalogFormFrame,
  type CatalogTexts,
  catalogTexts,
} from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { type CatalogDialogPropsOf, catalogDialog, useCatalogBody } from "../catalogBody.tsx";
import { generateCouponCode, isoDate } from "../catalogRules.ts";
import { optionsOf, SwitchGroup } from "../shared.tsx";
import {
  type CouponRecord,
  couponInput,
  couponValuesFromResponse,
  emptyCouponValues,
} from "./couponValues.ts";

export type CouponValues = v.InferOutput<typeof couponSchema>;

export const COUPON_TEXTS: CatalogTexts = catalogTexts("Coupon", "coupon");
/** The spec's failure texts of the create and edit dialogs. */
export const COUPON_FAILURE = COUPON_TEXTS.createFailure;
export const COUPON_UPDATE_FAILURE = COUPON_TEXTS.editFailure;

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
 * restrictions, and the stackable and auto-apply flags. Every message is the shared `couponSchemaFor(currency)`'s.
 */
export function CouponForm(props: CouponFormProps) {
  const { plans = [], currency = "USD", today, generateCode = generateCouponCode } = props;
  const [todayIso] = useState(() => (typeof today === "string" ? today : isoDate(today ?? new Date())));
  // A fixed amount and the minimum order value take the currency's minor digits.
  const schema = useMemo(() => couponSchemaFor(currency), [currency]);
  const { form, frame } = useCatalogBody(props, {
    idPrefix: "coupon",
    texts: COUPON_TEXTS,
    schema,
    empty: () => emptyCouponValues(todayIso),
    fromResponse: (record: CouponRecord) => couponValuesFromResponse(record, todayIso),
    toInput: couponInput,
  });
  const { values } = form;
  const id = form.id;
  const percentage = values.discountType === "percentage";
  const chosenPlans = values.restrictions.applicablePlans;

  return (
    <CatalogFormFrame {...frame}>
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
      <SwitchGroup
        form={form}
        items={[
          { path: "stackable", label: "Stackable", description: "Can be combined with other coupons" },
          {
            path: "autoApply",
            label: "Auto Apply",
            description: "Applied at checkout without entering the code",
          },
        ]}
      />
    </CatalogFormFrame>
  );
}

export interface CreateCouponDialogProps extends CatalogDialogPropsOf<CouponFormProps> {}

/** 'Create Coupon' (or 'Edit Coupon') in a Modal, with Cancel and the submit button in its footer. */
export const CreateCouponDialog = catalogDialog(CouponForm, COUPON_TEXTS, "lg");
