import { NumberField, Select, Switch, TextField } from "@round/ui";
import {
  BILLING_FREQUENCY_OPTIONS,
  PLAN_CURRENCIES,
  type PricingModel,
  USAGE_AGGREGATIONS,
} from "../../../schemas/index.ts";
import * as layout from "../catalog.css.ts";
import { PricingModelPicker } from "../PricingModelPicker/PricingModelPicker.tsx";
import {
  optionsOf,
  PercentageField,
  PointTiers,
  PriceField,
  PricePointList,
  SetupFeeFields,
} from "../shared.tsx";
import type { CatalogForm } from "../useCatalogForm.ts";
import { PricePreviewPanel } from "./PricePreviewPanel.tsx";
import { newPlanPricePoint, type PlanFormValues, usesTiers } from "./planValues.ts";

const currencyOptions = optionsOf(PLAN_CURRENCIES);
const aggregationOptions = optionsOf(USAGE_AGGREGATIONS, {
  sum: "Sum",
  max: "Maximum",
  last_value: "Last Value",
  unique_count: "Unique Count",
});

const METRIC = "usageMetrics.0";

/**
 * Step 2: the primary price point (more can be added), each with a live preview of what a customer pays,
 * and the usage metric of a metered plan.
 */
export function PricingStep({ form }: { form: CatalogForm<PlanFormValues> }) {
  const { values } = form;
  return (
    <>
      <PricePointList
        form={form}
        newPoint={newPlanPricePoint}
        legend={(index) => (index === 0 ? "Primary Price Point" : `Price Point ${index + 1}`)}
        canRemove={(index) => index > 0}
      >
        {(point, path) => (
          <>
            <div className={layout.row}>
              <Select label="Currency" options={currencyOptions} {...form.valueField(`${path}.currency`)} />
              <Select
                label="Billing Frequency"
                options={BILLING_FREQUENCY_OPTIONS}
                {...form.valueField(`${path}.billingFrequency`)}
              />
            </div>
            <PricingModelPicker
              {...form.valueField<PricingModel>(`${path}.pricingModel`)}
              onChange={(model) => form.set(`${path}.pricingModel`, model)}
            />
            <div className={layout.row}>
              {point.pricingModel === "percentage" ? (
                <PercentageField form={form} path={path} />
              ) : usesTiers(point.pricingModel) ? null : (
                <PriceField
                  form={form}
                  path={path}
                  currency={point.currency}
                  label={
                    point.pricingModel === "per_unit" || point.pricingModel === "metered"
                      ? "Unit Price"
                      : "Price"
                  }
                />
              )}
              {point.pricingModel === "package" ? (
                <NumberField
                  label="Package Size"
                  required
                  suffix="units"
                  min={1}
                  step={1}
                  {...form.valueField(`${path}.packageSize`)}
                />
              ) : null}
            </div>
            {usesTiers(point.pricingModel) ? (
              <PointTiers form={form} path={path} currency={point.currency} />
            ) : null}
            <div className={layout.row}>
              <SetupFeeFields form={form} path={path} currency={point.currency} />
              <NumberField
                label="Trial"
                suffix="days"
                min={0}
                step={1}
                {...form.valueField(`${path}.trialPeriod`)}
              />
            </div>
            <PricePreviewPanel
              id={form.id(`${path}.preview`)}
              point={point}
              metric={values.isMetered ? values.usageMetrics[0] : undefined}
            />
          </>
        )}
      </PricePointList>
      {values.isMetered ? (
        <fieldset className={layout.group}>
          <legend className={layout.legend}>Usage Metric</legend>
          <div className={layout.row}>
            <TextField
              label="Metric Name"
              required
              autoComplete="off"
              {...form.field(`${METRIC}.metricName`)}
            />
            <TextField label="Unit" required autoComplete="off" {...form.field(`${METRIC}.unit`)} />
            <Select
              label="Aggregation"
              options={aggregationOptions}
              {...form.valueField(`${METRIC}.aggregation`)}
            />
          </div>
          <div className={layout.row}>
            <NumberField
              label="Price per Unit"
              suffix={values.pricePoints[0]?.currency}
              min={0}
              step={0.001}
              {...form.valueField(`${METRIC}.pricePerUnit`)}
            />
            <NumberField
              label="Included Quantity"
              min={0}
              step={1}
              {...form.valueField(`${METRIC}.includedQuantity`)}
            />
          </div>
          <Switch
            label="Overage"
            description="Bill usage above the included quantity"
            {...form.switchField(`${METRIC}.overage`)}
          />
        </fieldset>
      ) : null}
    </>
  );
}
