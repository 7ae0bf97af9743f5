import {
  Banner,
  Button,
  IconButton,
  Modal,
  NumberField,
  PlusIcon,
  Select,
  StepProgress,
  Stepper,
  Switch,
  TextArea,
  TextField,
  TrashIcon,
} from "@round/ui";
import { type FormEvent, useCallback, useId, useState } from "react";
import type * as v from "valibot";
import {
  BILLING_FREQUENCY_OPTIONS,
  CATALOG_DEFAULTS,
  FEATURE_TYPES,
  type FeatureType,
  LIMITS,
  PLAN_CURRENCIES,
  type PricingModel,
  planSchema,
  TIERED_MODELS,
  USAGE_AGGREGATIONS,
  type UsageAggregation,
} from "../../../schemas/index.ts";
import { useWizard } from "../../../wizard/useWizard.ts";
import type { CatalogDialogProps } from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { FIRST_TIER, type TierDraft } from "../catalogRules.ts";
import { PricingModelPicker } from "../PricingModelPicker/PricingModelPicker.tsx";
import { errorsUnder, fieldId, isWithin, type Path } from "../paths.ts";
import {
  familyIdFor,
  optionsOf,
  type ProductFamilyOption,
  ProductFamilySelect,
  tierShapeErrors,
} from "../shared.tsx";
import { TiersEditor } from "../TiersEditor/TiersEditor.tsx";
import { useCatalogForm } from "../useCatalogForm.ts";
import * as styles from "./PlanWizard.css.ts";
import {
  describeBillingCycles,
  describeFeatureValue,
  describePrice,
  describeTrial,
  describeUsage,
  pricePointDetails,
  yesNo,
} from "./planSummary.ts";

export type PlanValues = v.InferOutput<typeof planSchema>;

export const PLAN_FAILURE = "Failed to create plan. Please try again.";

type PlanPricePointDraft = {
  currency: string;
  billingFrequency: string;
  pricingModel: PricingModel;
  price: number | null;
  packageSize: number | null;
  percentage: number | null;
  tiers: TierDraft[];
  setupFee: number | null;
  freeQuantity: number | null;
  trialPeriod: number | null;
};

type FeatureDraft = {
  name: string;
  featureType: FeatureType;
  value: string | number | boolean | null;
  description: string;
};

type UsageMetricDraft = {
  metricName: string;
  unit: string;
  aggregation: UsageAggregation;
  pricePerUnit: number | null;
  includedQuantity: number | null;
  overage: boolean;
};

type PlanDraft = {
  name: string;
  description: string;
  productFamilyId: string;
  isMetered: boolean;
  billingCycles: number | null;
  trialPeriod: number | null;
  pricePoints: PlanPricePointDraft[];
  /** One metric, kept as a list so its messages' paths ('usageMetrics.0.unit') are the schema's. */
  usageMetrics: UsageMetricDraft[];
  features: FeatureDraft[];
  customerPortal: {
    showInCheckout: boolean;
    showInPortal: boolean;
    allowUpgrade: boolean;
    allowDowngrade: boolean;
    allowCancellation: boolean;
  };
};

const newPricePoint = (): PlanPricePointDraft => ({
  currency: "USD",
  billingFrequency: "monthly",
  pricingModel: "flat_fee",
  price: null,
  packageSize: null,
  percentage: null,
  tiers: [{ ...FIRST_TIER }],
  setupFee: null,
  freeQuantity: null,
  trialPeriod: null,
});

const newFeature = (): FeatureDraft => ({ name: "", featureType: "boolean", value: true, description: "" });

const emptyPlan = (): PlanDraft => ({
  name: "",
  description: "",
  productFamilyId: "",
  isMetered: false,
  billingCycles: null,
  trialPeriod: null,
  pricePoints: [newPricePoint()],
  usageMetrics: [
    {
      metricName: "",
      unit: "",
      aggregation: "sum",
      pricePerUnit: null,
      includedQuantity: null,
      overage: false,
    },
  ],
  features: [],
  customerPortal: { ...CATALOG_DEFAULTS.planPortal },
});

const usesTiers = (model: string) => (TIERED_MODELS as readonly string[]).includes(model);

/** What each model asks for besides the fields every price point has. */
function modelFields(point: PlanPricePointDraft) {
  switch (point.pricingModel) {
    case "percentage":
      return { percentage: point.percentage };
    case "package":
      return { price: point.price, packageSize: point.packageSize };
    case "per_unit":
    case "metered":
      return { price: point.price, unitPrice: point.price };
    case "flat_fee":
      return { price: point.price };
    default:
      return { tiers: point.tiers };
  }
}

function defaultFeatureValue(featureType: FeatureType): FeatureDraft["value"] {
  if (featureType === "boolean") return true;
  if (featureType === "quantity") return null;
  return "";
}

const STEPS = [
  { id: "basic", title: "Basic Info" },
  { id: "pricing", title: "Pricing" },
  { id: "features", title: "Features" },
  { id: "portal", title: "Portal Settings" },
  { id: "review", title: "Review" },
] as const;

type StepId = (typeof STEPS)[number]["id"];

/** The values each step edits: Next checks the messages under these paths. */
const STEP_PATHS: Readonly<Record<StepId, readonly Path[]>> = {
  basic: ["name", "description", "productFamilyId", "isMetered", "billingCycles", "trialPeriod"],
  pricing: ["pricePoints", "usageMetrics"],
  features: ["features"],
  portal: ["customerPortal"],
  review: [],
};

const currencyOptions = optionsOf(PLAN_CURRENCIES);
const featureTypeOptions = optionsOf(FEATURE_TYPES, {
  boolean: "Boolean",
  quantity: "Quantity",
  text: "Text",
});
const aggregationOptions = optionsOf(USAGE_AGGREGATIONS, {
  sum: "Sum",
  max: "Maximum",
  last_value: "Last Value",
  unique_count: "Unique Count",
});

const PORTAL_SWITCHES = [
  { key: "showInCheckout", label: "Show in Checkout", description: "Offer this plan at checkout" },
  {
    key: "showInPortal",
    label: "Show in Customer Portal",
    description: "List this plan in the self-service portal",
  },
  { key: "allowUpgrade", label: "Allow Upgrade", description: "Customers can move up to a higher plan" },
  { key: "allowDowngrade", label: "Allow Downgrade", description: "Customers can move down to a lower plan" },
  {
    key: "allowCancellation",
    label: "Allow Cancellation",
    description: "Customers can cancel in the portal",
  },
] as const;

export interface PlanWizardProps {
  /** The families a plan can belong to. */
  productFamilies: readonly ProductFamilyOption[];
  /** Receives the validated plan. Reject with an Error (its message is shown) or `{ fieldErrors }`. */
  onSubmit: (values: PlanValues) => Promise<void>;
  /** Leaves the wizard. */
  onCancel: () => void;
  /** Called after the plan was created; the wizard starts over. */
  onSuccess?: () => void;
  /** Leaves out the 'Create New Plan' heading, when a dialog shows it. */
  hideTitle?: boolean;
}

/**
 * 'Create New Plan' in five steps: Basic Info, Pricing (a primary price point, more can be added; a usage
 * metric when metered), Features, Portal Settings and Review. Next checks the current step with the shared
 * `planSchema` and `pricePointSchema` messages; Create Plan submits once.
 */
export function PlanWizard(props: PlanWizardProps) {
  // A new generation after each success starts the wizard over, steps and values alike.
  const [generation, setGeneration] = useState(0);
  const { onSuccess } = props;
  const succeed = useCallback(() => {
    setGeneration((count) => count + 1);
    onSuccess?.();
  }, [onSuccess]);
  return <PlanWizardSteps key={generation} {...props} onSuccess={succeed} />;
}

function PlanWizardSteps({
  productFamilies,
  onSubmit,
  onCancel,
  onSuccess,
  hideTitle = false,
}: PlanWizardProps) {
  const formId = `plan-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const form = useCatalogForm({
    schema: planSchema,
    initialValues: emptyPlan,
    toInput: (draft: PlanDraft) => ({
      name: draft.name,
      description: draft.description,
      productFamilyId: familyIdFor(productFamilies, draft.productFamilyId) ?? "",
      isMetered: draft.isMetered,
      billingCycles: draft.billingCycles,
      trialPeriod: draft.trialPeriod,
      customerPortal: draft.customerPortal,
      pricePoints: draft.pricePoints.map((point) => ({
        currency: point.currency,
        billingFrequency: point.billingFrequency,
        pricingModel: point.pricingModel,
        ...modelFields(point),
        setupFee: point.setupFee,
        freeQuantity: point.freeQuantity,
        trialPeriod: point.trialPeriod,
      })),
      usageMetrics: draft.isMetered ? draft.usageMetrics : [],
      features: draft.features.map((feature, index) => ({
        name: feature.name,
        featureType: feature.featureType,
        value: feature.value === null || feature.value === "" ? undefined : feature.value,
        description: feature.description,
        displayOrder: index + 1,
      })),
    }),
    extraErrors: (draft) =>
      tierShapeErrors(draft.pricePoints, (index) => usesTiers(draft.pricePoints[index]!.pricingModel)),
    onSubmit,
    onSuccess,
    failureText: PLAN_FAILURE,
  });
  const wizard = useWizard({ steps: STEPS, onComplete: () => {} });
  const { values } = form;
  const id = (path: string) => fieldId(formId, path);
  const stepId = wizard.currentStep.id as StepId;
  const familyName = productFamilies.find((family) => String(family.id) === values.productFamilyId)?.name;

  const goNext = () => {
    if (!form.check(STEP_PATHS[stepId])) return;
    wizard.markCompleted(stepId);
    void wizard.next();
  };

  const create = async () => {
    const problems = Object.keys(form.problems());
    const stepWithProblem = STEPS.findIndex((step) =>
      problems.some((field) => STEP_PATHS[step.id].some((path) => isWithin(field, path))),
    );
    if (stepWithProblem !== -1) {
      // A step changed after it was passed (through the step list): show it with its messages.
      wizard.goTo(stepWithProblem);
      form.check(STEP_PATHS[STEPS[stepWithProblem]!.id]);
      return;
    }
    await form.handleSubmit();
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (wizard.isLast) void create();
    else goNext();
  };

  const removeAt = (path: "pricePoints" | "features", index: number) =>
    form.update(
      (current) => ({ ...current, [path]: (current[path] as unknown[]).filter((_, at) => at !== index) }),
      [path],
    );

  return (
    <div className={styles.wizard}>
      {hideTitle ? null : <h2 className={styles.title}>Create New Plan</h2>}
      <Stepper
        steps={wizard.steps.map((step) => ({ id: step.id, title: step.title, completed: step.completed }))}
        currentIndex={wizard.currentIndex}
        onStepClick={(index) => wizard.goTo(index)}
        label="Plan steps"
      />
      <StepProgress current={wizard.currentIndex + 1} total={wizard.steps.length} />
      <form id={formId} ref={form.formRef} className={layout.form} onSubmit={onFormSubmit} noValidate>
        {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
        <h3 className={layout.sectionTitle}>{wizard.currentStep.title}</h3>

        {stepId === "basic" ? (
          <>
            <TextField
              id={id("name")}
              label="Plan Name"
              required
              value={values.name}
              onChange={(event) => form.set("name", event.target.value)}
              onBlur={() => form.blur("name")}
              error={form.error("name")}
              autoComplete="off"
            />
            <TextArea
              id={id("description")}
              label="Description"
              value={values.description}
              onChange={(event) => form.set("description", event.target.value)}
              onBlur={() => form.blur("description")}
              error={form.error("description")}
              rows={2}
            />
            <ProductFamilySelect
              id={id("productFamilyId")}
              families={productFamilies}
              required
              value={values.productFamilyId}
              onChange={(value) => form.set("productFamilyId", value)}
              onBlur={() => form.blur("productFamilyId")}
              error={form.error("productFamilyId")}
            />
            <Switch
              id={id("isMetered")}
              label="Metered"
              description="Bill from recorded usage"
              checked={values.isMetered}
              onCheckedChange={(checked) => form.set("isMetered", checked)}
            />
            <div className={layout.row}>
              <NumberField
                id={id("billingCycles")}
                label="Billing Cycles"
                hint="Empty means unlimited"
                value={values.billingCycles}
                onValueChange={(value) => form.set("billingCycles", value)}
                onBlur={() => form.blur("billingCycles")}
                error={form.error("billingCycles")}
                min={1}
                step={1}
              />
              <NumberField
                id={id("trialPeriod")}
                label="Trial Period"
                suffix="days"
                value={values.trialPeriod}
                onValueChange={(value) => form.set("trialPeriod", value)}
                onBlur={() => form.blur("trialPeriod")}
                error={form.error("trialPeriod")}
                min={0}
                step={1}
              />
            </div>
          </>
        ) : null}

        {stepId === "pricing" ? (
          <>
            {values.pricePoints.map((point, index) => {
              const path = `pricePoints.${index}`;
              const legend = index === 0 ? "Primary Price Point" : `Price Point ${index + 1}`;
              const amountLabel =
                point.pricingModel === "per_unit" || point.pricingModel === "metered"
                  ? "Unit Price"
                  : "Price";
              return (
                <fieldset key={index} className={layout.group}>
                  <legend className={layout.legend}>{legend}</legend>
                  <div className={layout.row}>
                    <Select
                      id={id(`${path}.currency`)}
                      label="Currency"
                      options={currencyOptions}
                      value={point.currency}
                      onValueChange={(value) => form.set(`${path}.currency`, value)}
                      error={form.error(`${path}.currency`)}
                    />
                    <Select
                      id={id(`${path}.billingFrequency`)}
                      label="Billing Frequency"
                      options={BILLING_FREQUENCY_OPTIONS}
                      value={point.billingFrequency}
                      onValueChange={(value) => form.set(`${path}.billingFrequency`, value)}
                      error={form.error(`${path}.billingFrequency`)}
                    />
                  </div>
                  <PricingModelPicker
                    id={id(`${path}.pricingModel`)}
                    value={point.pricingModel}
                    onChange={(model) => form.set(`${path}.pricingModel`, model)}
                    error={form.error(`${path}.pricingModel`)}
                  />
                  <div className={layout.row}>
                    {point.pricingModel === "percentage" ? (
                      <NumberField
                        id={id(`${path}.percentage`)}
                        label="Percentage"
                        required
                        suffix="%"
                        value={point.percentage}
                        onValueChange={(value) => form.set(`${path}.percentage`, value)}
                        onBlur={() => form.blur(`${path}.percentage`)}
                        error={form.error(`${path}.percentage`)}
                        min={LIMITS.percentage.min}
                        max={LIMITS.percentage.max}
                        step={0.1}
                      />
                    ) : usesTiers(point.pricingModel) ? null : (
                      <NumberField
                        id={id(`${path}.price`)}
                        label={amountLabel}
                        required
                        suffix={point.currency}
                        value={point.price}
                        onValueChange={(value) => form.set(`${path}.price`, value)}
                        onBlur={() => form.blur(`${path}.price`)}
                        error={form.error(`${path}.price`)}
                        min={0}
                        step={0.01}
                      />
                    )}
                    {point.pricingModel === "package" ? (
                      <NumberField
                        id={id(`${path}.packageSize`)}
                        label="Package Size"
                        required
                        suffix="units"
                        value={point.packageSize}
                        onValueChange={(value) => form.set(`${path}.packageSize`, value)}
                        onBlur={() => form.blur(`${path}.packageSize`)}
                        error={form.error(`${path}.packageSize`)}
                        min={1}
                        step={1}
                      />
                    ) : null}
                  </div>
                  {usesTiers(point.pricingModel) ? (
                    <TiersEditor
                      id={id(`${path}.tiers`)}
                      tiers={point.tiers}
                      currency={point.currency}
                      onChange={(tiers) => form.set(`${path}.tiers`, tiers)}
                      onBlur={(tierIndex, field) => form.blur(`${path}.tiers.${tierIndex}.${field}`)}
                      errors={errorsUnder(form.errors, `${path}.tiers`)}
                      error={form.error(`${path}.tiers`)}
                    />
                  ) : null}
                  <div className={layout.row}>
                    <NumberField
                      id={id(`${path}.setupFee`)}
                      label="Setup Fee"
                      suffix={point.currency}
                      value={point.setupFee}
                      onValueChange={(value) => form.set(`${path}.setupFee`, value)}
                      onBlur={() => form.blur(`${path}.setupFee`)}
                      error={form.error(`${path}.setupFee`)}
                      min={0}
                      step={0.01}
                    />
                    <NumberField
                      id={id(`${path}.freeQuantity`)}
                      label="Free Quantity"
                      value={point.freeQuantity}
                      onValueChange={(value) => form.set(`${path}.freeQuantity`, value)}
                      onBlur={() => form.blur(`${path}.freeQuantity`)}
                      error={form.error(`${path}.freeQuantity`)}
                      min={0}
                      step={1}
                    />
                    <NumberField
                      id={id(`${path}.trialPeriod`)}
                      label="Trial"
                      suffix="days"
                      value={point.trialPeriod}
                      onValueChange={(value) => form.set(`${path}.trialPeriod`, value)}
                      onBlur={() => form.blur(`${path}.trialPeriod`)}
                      error={form.error(`${path}.trialPeriod`)}
                      min={0}
                      step={1}
                    />
                  </div>
                  {index > 0 ? (
                    <IconButton
                      className={layout.inlineAction}
                      label={`Remove price point ${index + 1}`}
                      icon={<TrashIcon />}
                      onClick={() => removeAt("pricePoints", index)}
                    />
                  ) : null}
                </fieldset>
              );
            })}
            <Button
              variant="secondary"
              size="sm"
              icon={<PlusIcon />}
              className={layout.inlineAction}
              onClick={() =>
                form.update((current) => ({
                  ...current,
                  pricePoints: [...current.pricePoints, newPricePoint()],
                }))
              }
            >
              Add Price Point
            </Button>
            {values.isMetered ? (
              <fieldset className={layout.group}>
                <legend className={layout.legend}>Usage Metric</legend>
                <div className={layout.row}>
                  <TextField
                    id={id("usageMetrics.0.metricName")}
                    label="Metric Name"
                    required
                    value={values.usageMetrics[0]!.metricName}
                    onChange={(event) => form.set("usageMetrics.0.metricName", event.target.value)}
                    onBlur={() => form.blur("usageMetrics.0.metricName")}
                    error={form.error("usageMetrics.0.metricName")}
                    autoComplete="off"
                  />
                  <TextField
                    id={id("usageMetrics.0.unit")}
                    label="Unit"
                    required
                    value={values.usageMetrics[0]!.unit}
                    onChange={(event) => form.set("usageMetrics.0.unit", event.target.value)}
                    onBlur={() => form.blur("usageMetrics.0.unit")}
                    error={form.error("usageMetrics.0.unit")}
                    autoComplete="off"
                  />
                  <Select
                    id={id("usageMetrics.0.aggregation")}
                    label="Aggregation"
                    options={aggregationOptions}
                    value={values.usageMetrics[0]!.aggregation}
                    onValueChange={(value) => form.set("usageMetrics.0.aggregation", value)}
                    error={form.error("usageMetrics.0.aggregation")}
                  />
                </div>
                <div className={layout.row}>
                  <NumberField
                    id={id("usageMetrics.0.pricePerUnit")}
                    label="Price per Unit"
                    suffix={values.pricePoints[0]?.currency}
                    value={values.usageMetrics[0]!.pricePerUnit}
                    onValueChange={(value) => form.set("usageMetrics.0.pricePerUnit", value)}
                    onBlur={() => form.blur("usageMetrics.0.pricePerUnit")}
                    error={form.error("usageMetrics.0.pricePerUnit")}
                    min={0}
                    step={0.001}
                  />
                  <NumberField
                    id={id("usageMetrics.0.includedQuantity")}
                    label="Included Quantity"
                    value={values.usageMetrics[0]!.includedQuantity}
                    onValueChange={(value) => form.set("usageMetrics.0.includedQuantity", value)}
                    onBlur={() => form.blur("usageMetrics.0.includedQuantity")}
                    error={form.error("usageMetrics.0.includedQuantity")}
                    min={0}
                    step={1}
                  />
                </div>
                <Switch
                  id={id("usageMetrics.0.overage")}
                  label="Overage"
                  description="Bill usage above the included quantity"
                  checked={values.usageMetrics[0]!.overage}
                  onCheckedChange={(checked) => form.set("usageMetrics.0.overage", checked)}
                />
              </fieldset>
            ) : null}
          </>
        ) : null}

        {stepId === "features" ? (
          <>
            {values.features.length === 0 ? (
              <p className={layout.hint}>No features yet. Add what this plan includes.</p>
            ) : null}
            {values.features.map((feature, index) => {
              const path = `features.${index}`;
              const position = index + 1;
              return (
                <fieldset key={index} className={layout.group}>
                  <legend className={layout.legend}>Feature {position}</legend>
                  <div className={layout.row}>
                    <TextField
                      id={id(`${path}.name`)}
                      label="Feature Name"
                      required
                      value={feature.name}
                      onChange={(event) => form.set(`${path}.name`, event.target.value)}
                      onBlur={() => form.blur(`${path}.name`)}
                      error={form.error(`${path}.name`)}
                      autoComplete="off"
                    />
                    <Select
                      id={id(`${path}.featureType`)}
                      label="Type"
                      options={featureTypeOptions}
                      value={feature.featureType}
                      onValueChange={(value) =>
                        form.update(
                          (current) => ({
                            ...current,
                            features: current.features.map((item, at) =>
                              at === index
                                ? {
                                    ...item,
                                    featureType: value as FeatureType,
                                    value: defaultFeatureValue(value as FeatureType),
                                  }
                                : item,
                            ),
                          }),
                          [`${path}.featureType`, `${path}.value`],
                        )
                      }
                      error={form.error(`${path}.featureType`)}
                    />
                    {feature.featureType === "quantity" ? (
                      <NumberField
                        id={id(`${path}.value`)}
                        label="Value"
                        value={typeof feature.value === "number" ? feature.value : null}
                        onValueChange={(value) => form.set(`${path}.value`, value)}
                        onBlur={() => form.blur(`${path}.value`)}
                        error={form.error(`${path}.value`)}
                        min={0}
                        step={1}
                      />
                    ) : feature.featureType === "text" ? (
                      <TextField
                        id={id(`${path}.value`)}
                        label="Value"
                        value={typeof feature.value === "string" ? feature.value : ""}
                        onChange={(event) => form.set(`${path}.value`, event.target.value)}
                        onBlur={() => form.blur(`${path}.value`)}
                        error={form.error(`${path}.value`)}
                        autoComplete="off"
                      />
                    ) : (
                      <Switch
                        id={id(`${path}.value`)}
                        className={layout.besideField}
                        label="Included"
                        checked={feature.value !== false}
                        onCheckedChange={(checked) => form.set(`${path}.value`, checked)}
                      />
                    )}
                  </div>
                  <TextField
                    id={id(`${path}.description`)}
                    label="Description"
                    value={feature.description}
                    onChange={(event) => form.set(`${path}.description`, event.target.value)}
                    onBlur={() => form.blur(`${path}.description`)}
                    error={form.error(`${path}.description`)}
                  />
                  <IconButton
                    className={layout.inlineAction}
                    label={`Remove feature ${position}`}
                    icon={<TrashIcon />}
                    onClick={() => removeAt("features", index)}
                  />
                </fieldset>
              );
            })}
            <Button
              variant="secondary"
              size="sm"
              icon={<PlusIcon />}
              className={layout.inlineAction}
              onClick={() =>
                form.update((current) => ({ ...current, features: [...current.features, newFeature()] }))
              }
            >
              Add Feature
            </Button>
          </>
        ) : null}

        {stepId === "portal" ? (
          <div className={layout.switches}>
            {PORTAL_SWITCHES.map((item) => (
              <Switch
                key={item.key}
                id={id(`customerPortal.${item.key}`)}
                label={item.label}
                description={item.description}
                checked={values.customerPortal[item.key]}
                onCheckedChange={(checked) => form.set(`customerPortal.${item.key}`, checked)}
              />
            ))}
          </div>
        ) : null}

        {stepId === "review" ? (
          <div className={styles.review}>
            <section aria-labelledby={id("review-basic")} className={layout.group}>
              <h4 id={id("review-basic")} className={layout.groupTitle}>
                Basic Info
              </h4>
              <dl className={styles.summary}>
                {[
                  ["Plan Name", values.name],
                  ["Product Family", familyName ?? "—"],
                  ["Description", values.description.trim() || "—"],
                  ["Metered", yesNo(values.isMetered)],
                  ["Billing Cycles", describeBillingCycles(values.billingCycles)],
                  ["Trial Period", describeTrial(values.trialPeriod)],
                ].map(([term, detail]) => (
                  <div key={term} className={styles.summaryRow}>
                    <dt>{term}</dt>
                    <dd>{detail}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby={id("review-pricing")} className={layout.group}>
              <h4 id={id("review-pricing")} className={layout.groupTitle}>
                Pricing
              </h4>
              <ul className={styles.plainList}>
                {values.pricePoints.map((point, index) => (
                  <li key={index}>
                    <span className={styles.price}>{describePrice(point)}</span>{" "}
                    <span className={styles.muted}>{pricePointDetails(point)}</span>
                  </li>
                ))}
              </ul>
              {values.isMetered ? (
                <p className={layout.hint}>
                  {describeUsage(values.usageMetrics[0]!, values.pricePoints[0]?.currency)}
                </p>
              ) : null}
            </section>
            <section aria-labelledby={id("review-features")} className={layout.group}>
              <h4 id={id("review-features")} className={layout.groupTitle}>
                Features
              </h4>
              {values.features.length === 0 ? (
                <p className={layout.hint}>No features</p>
              ) : (
                <ul className={styles.plainList}>
                  {values.features.map((feature, index) => (
                    <li key={index}>
                      {feature.name}: {describeFeatureValue(feature.featureType, feature.value)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby={id("review-portal")} className={layout.group}>
              <h4 id={id("review-portal")} className={layout.groupTitle}>
                Portal Settings
              </h4>
              <dl className={styles.summary}>
                {PORTAL_SWITCHES.map((item) => (
                  <div key={item.key} className={styles.summaryRow}>
                    <dt>{item.label}</dt>
                    <dd>{yesNo(values.customerPortal[item.key])}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        ) : null}

        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <div className={styles.navigation}>
            <Button
              variant="secondary"
              onClick={() => wizard.previous()}
              disabled={!wizard.canGoPrevious || form.submitting}
            >
              Previous
            </Button>
            {wizard.isLast ? (
              <Button type="submit" loading={form.submitting} loadingLabel="Creating...">
                Create Plan
              </Button>
            ) : (
              <Button type="submit">Next</Button>
            )}
          </div>
        </div>
      </form>
    </div>
  );
}

export interface CreatePlanDialogProps
  extends Omit<CatalogDialogProps, "onCancel">,
    Pick<PlanWizardProps, "onSubmit" | "onSuccess" | "productFamilies"> {
  onCancel?: () => void;
}

/** 'Create New Plan' in a large Modal; Cancel and a successful Create Plan close it. */
export function CreatePlanDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  onCancel,
  onSuccess,
  onSubmit,
  productFamilies,
}: CreatePlanDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
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
      title="Create New Plan"
      size="lg"
      trigger={trigger}
    >
      <PlanWizard
        hideTitle
        productFamilies={productFamilies}
        onSubmit={onSubmit}
        onCancel={cancel}
        onSuccess={() => {
          setOpen(false);
          onSuccess?.();
        }}
      />
    </Modal>
  );
}
