/** Pieces shared by the catalog bodies: product family choices, option lists, the tier-shape messages. */
import {
  Button,
  IconButton,
  NumberField,
  PlusIcon,
  Select,
  Switch,
  TextArea,
  TextField,
  TrashIcon,
} from "@round/ui";
import type { ReactNode } from "react";
import { LIMITS, type PricingModel } from "../../schemas/index.ts";
import * as layout from "./catalog.css.ts";
import { modelAfterTypeChange, type TierDraft, tierErrors } from "./catalogRules.ts";
import {
  FAMILIES_ERROR_TEXT,
  FAMILIES_LOADING_TEXT,
  familiesState,
  familyOptions,
  NO_FAMILIES_HINT,
  type ProductFamiliesSource,
} from "./families.ts";
import {
  PRICING_MODEL_TEXT,
  PricingModelPicker,
  type PricingModelText,
} from "./PricingModelPicker/PricingModelPicker.tsx";
import { errorsUnder, type Path } from "./paths.ts";
import { TiersEditor } from "./TiersEditor/TiersEditor.tsx";
import type { CatalogForm } from "./useCatalogForm.ts";

export function optionsOf(values: readonly string[], labels: Readonly<Record<string, string>> = {}) {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

export interface ProductFamilySelectProps {
  id: string;
  families: ProductFamiliesSource;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  label?: string;
  retryLabel?: string;
}

/**
 * The product family select. While the list loads it is disabled and says so; when loading failed it says
 * so beside a Retry button; with no family yet it is disabled and says to create one first.
 */
export function ProductFamilySelect({
  id,
  families,
  value,
  onValueChange,
  onBlur,
  error,
  required,
  label = "Product Family",
  retryLabel = "Retry",
}: ProductFamilySelectProps) {
  const state = familiesState(families);
  const options = familyOptions(state);
  const hint =
    state.status === "loading"
      ? FAMILIES_LOADING_TEXT
      : state.status === "error"
        ? FAMILIES_ERROR_TEXT
        : options.length === 0
          ? NO_FAMILIES_HINT
          : undefined;
  const select = (
    <Select
      id={id}
      label={label}
      required={required}
      placeholder={state.status === "loading" ? FAMILIES_LOADING_TEXT : "Select a product family"}
      options={options.map((family) => ({ value: String(family.id), label: family.name }))}
      value={state.status === "ready" ? value : ""}
      onValueChange={onValueChange}
      onBlur={onBlur}
      error={error}
      hint={hint}
      disabled={options.length === 0}
      aria-busy={state.status === "loading" || undefined}
    />
  );
  if (state.status !== "error") return select;
  return (
    <div className={layout.withButton}>
      {select}
      <Button variant="secondary" className={layout.besideField} onClick={state.retry}>
        {retryLabel}
      </Button>
    </div>
  );
}

interface ItemBasics {
  name: string;
  description: string;
  productFamilyId: string;
  type: string;
  chargeModel: string;
}

export interface ItemBasicsFieldsProps<D extends ItemBasics, T extends string, M extends PricingModel> {
  form: CatalogForm<D>;
  families: ProductFamiliesSource;
  typeOptions: readonly { value: string; label: string }[];
  /** The charge models each type allows, in the order offered. */
  modelsByType: Readonly<Record<T, readonly M[]>>;
}

/**
 * The first fields of an add-on or a charge: name, description, product family, type and the charge model.
 * Changing the type keeps the model when the new type allows it, else picks its first allowed model.
 */
/**
 * The models' descriptions that depend on the item's type: a one-time item or a penalty is not billed each
 * period, so its flat fee (and the like) says when it is charged.
 */
function modelTextForType(type: string): Partial<Record<PricingModel, PricingModelText>> {
  const text = (model: PricingModel, description: string) => ({ ...PRICING_MODEL_TEXT[model], description });
  switch (type) {
    case "one_time":
      return {
        flat_fee: text("flat_fee", "One fixed price, charged once"),
        per_unit: text("per_unit", "A price for each unit, charged once"),
        percentage: text("percentage", "A percentage of another amount, charged once"),
      };
    case "penalty":
      return {
        flat_fee: text("flat_fee", "One fixed amount each time it is charged"),
        percentage: text("percentage", "A percentage of the amount it is charged on"),
      };
    case "usage_based":
      return { per_unit: text("per_unit", "A price for each unit used in the period") };
    default:
      return {};
  }
}

export function ItemBasicsFields<D extends ItemBasics, T extends string, M extends PricingModel>({
  form,
  families,
  typeOptions,
  modelsByType,
}: ItemBasicsFieldsProps<D, T, M>) {
  const type = form.values.type as T;
  const changeType = (next: string) =>
    form.update(
      (current) => ({
        ...current,
        type: next,
        chargeModel: modelAfterTypeChange(modelsByType[next as T], current.chargeModel),
      }),
      ["type", "chargeModel", "pricePoints"],
    );
  return (
    <>
      <TextField label="Name" required autoComplete="off" {...form.field("name")} />
      <TextArea label="Description" rows={2} {...form.field("description")} />
      <div className={layout.row}>
        <ProductFamilySelect families={families} {...form.valueField<string>("productFamilyId")} />
        <Select
          label="Type"
          options={typeOptions}
          {...form.valueField<string>("type")}
          onValueChange={changeType}
        />
      </div>
      <PricingModelPicker
        label="Charge Model"
        allowed={modelsByType[type]}
        text={modelTextForType(type)}
        {...form.valueField<M>("chargeModel")}
        onChange={(model) =>
          form.update((current) => ({ ...current, chargeModel: model }), ["chargeModel", "pricePoints"])
        }
      />
    </>
  );
}

export interface SwitchItem {
  /** The boolean's path: 'customerPortal.showInCheckout'. */
  path: Path;
  label: string;
  description?: string;
}

/** Switches for booleans of the form, in a responsive grid. */
export function SwitchGroup<D>({ form, items }: { form: CatalogForm<D>; items: readonly SwitchItem[] }) {
  return (
    <div className={layout.switches}>
      {items.map((item) => (
        <Switch
          key={item.path}
          label={item.label}
          description={item.description}
          {...form.switchField(item.path)}
        />
      ))}
    </div>
  );
}

/** A bordered group of switches under a legend: 'Options', 'Customer Portal'. */
export function SwitchFieldset<D>({
  legend,
  form,
  items,
}: {
  legend: string;
  form: CatalogForm<D>;
  items: readonly SwitchItem[];
}) {
  return (
    <fieldset className={layout.group}>
      <legend className={layout.legend}>{legend}</legend>
      <SwitchGroup form={form} items={items} />
    </fieldset>
  );
}

type WithPoints = { pricePoints: readonly unknown[] };
type PointOf<D extends WithPoints> = D["pricePoints"][number];

export interface PricePointListProps<D extends WithPoints> {
  form: CatalogForm<D>;
  /** A new point for 'Add Price Point'. */
  newPoint: () => PointOf<D>;
  /** The group's name: 'Price Point 2', 'Primary Price Point'. */
  legend?: (index: number) => string;
  /** Whether the point at an index offers its remove button; by default when more than one exists. */
  canRemove?: (index: number, count: number) => boolean;
  /** The fields of one point. */
  children: (point: PointOf<D>, path: Path, index: number) => ReactNode;
}

/** The price points of a body: one group per point with its remove button, the list's message and Add. */
export function PricePointList<D extends WithPoints>({
  form,
  newPoint,
  legend = (index) => `Price Point ${index + 1}`,
  canRemove = (_, count) => count > 1,
  children,
}: PricePointListProps<D>) {
  const points = form.values.pricePoints;
  const remove = (index: number) =>
    form.update(
      (current) => ({ ...current, pricePoints: current.pricePoints.filter((_, at) => at !== index) }),
      ["pricePoints"],
    );
  return (
    <div className={layout.list}>
      {points.map((point, index) => (
        <fieldset key={index} className={layout.group}>
          <legend className={layout.legend}>{legend(index)}</legend>
          {children(point, `pricePoints.${index}`, index)}
          {canRemove(index, points.length) ? (
            <IconButton
              className={layout.inlineAction}
              label={`Remove price point ${index + 1}`}
              icon={<TrashIcon />}
              onClick={() => remove(index)}
            />
          ) : null}
        </fieldset>
      ))}
      {form.error("pricePoints") ? (
        <p className={layout.hint} role="alert">
          {form.error("pricePoints")}
        </p>
      ) : null}
      <AddButton
        onClick={() =>
          form.update((current) => ({ ...current, pricePoints: [...current.pricePoints, newPoint()] }))
        }
      >
        Add Price Point
      </AddButton>
    </div>
  );
}

/** A small secondary button with a plus: 'Add Price Point', 'Add Feature'. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<PlusIcon />}
      className={layout.inlineAction}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

interface PointFieldProps<D> {
  form: CatalogForm<D>;
  /** The price point's path: 'pricePoints.0'. */
  path: Path;
}

/** A price point's price (at least 0, to the cent), suffixed with its currency. */
export function PriceField<D>({
  form,
  path,
  currency,
  label = "Price",
}: PointFieldProps<D> & { currency: string; label?: string }) {
  return (
    <NumberField
      label={label}
      required
      suffix={currency}
      min={0}
      step={0.01}
      {...form.valueField(`${path}.price`)}
    />
  );
}

/** A price point's percentage (0 to 100, to a tenth). */
export function PercentageField<D>({ form, path }: PointFieldProps<D>) {
  return (
    <NumberField
      label="Percentage"
      required
      suffix="%"
      min={LIMITS.percentage.min}
      max={LIMITS.percentage.max}
      step={0.1}
      {...form.valueField(`${path}.percentage`)}
    />
  );
}

/** A price point's setup fee and free quantity (per-unit prices). */
export function SetupFeeFields<D>({ form, path, currency }: PointFieldProps<D> & { currency: string }) {
  return (
    <>
      <NumberField
        label="Setup Fee"
        suffix={currency}
        min={0}
        step={0.01}
        {...form.valueField(`${path}.setupFee`)}
      />
      <NumberField label="Free Quantity" min={0} step={1} {...form.valueField(`${path}.freeQuantity`)} />
    </>
  );
}

/** The tiers of the price point at `path`, wired to the form: values, changes, blur checks and messages. */
export function PointTiers<D>({
  form,
  path,
  currency,
}: {
  form: CatalogForm<D>;
  path: Path;
  currency: string;
}) {
  const tiersPath = `${path}.tiers`;
  return (
    <TiersEditor
      id={form.id(tiersPath)}
      tiers={form.valueField<TierDraft[]>(tiersPath).value}
      currency={currency}
      onChange={(tiers) => form.set(tiersPath, tiers)}
      onBlur={(tierIndex, field) => form.blur(`${tiersPath}.${tierIndex}.${field}`)}
      errors={errorsUnder(form.errors, tiersPath)}
      error={form.error(tiersPath)}
    />
  );
}

/** The tier-shape messages of each listed price point's tiers, by full path. */
export function tierShapeErrors(
  pricePoints: readonly { tiers: readonly TierDraft[] }[],
  usesTiers: (index: number) => boolean,
  prefix: Path = "pricePoints",
): Record<Path, string> {
  const errors: Record<Path, string> = {};
  pricePoints.forEach((point, index) => {
    if (!usesTiers(index)) return;
    for (const [field, message] of Object.entries(tierErrors(point.tiers))) {
      errors[field === "" ? `${prefix}.${index}.tiers` : `${prefix}.${index}.tiers.${field}`] = message;
    }
  });
  return errors;
}

export const ADDON_TYPE_LABELS: Readonly<Record<string, string>> = {
  recurring: "Recurring",
  one_time: "One Time",
  usage_based: "Usage Based",
};

export const CHARGE_TYPE_LABELS: Readonly<Record<string, string>> = {
  one_time: "One Time",
  recurring: "Recurring",
  usage_based: "Usage Based",
  penalty: "Penalty",
};

export const ADDON_FREQUENCY_LABELS: Readonly<Record<string, string>> = {
  month: "Monthly",
  year: "Yearly",
  week: "Weekly",
  day: "Daily",
};
