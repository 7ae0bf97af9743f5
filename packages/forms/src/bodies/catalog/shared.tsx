/** Pieces shared by the catalog bodies: product family choices, option lists, the tier-shape messages. */
import { Select, TextArea, TextField } from "@round/ui";
import type { ReactNode } from "react";
import * as layout from "./catalog.css.ts";
import { type TierDraft, tierErrors } from "./catalogRules.ts";
import { fieldId, type Path } from "./paths.ts";
import type { CatalogForm } from "./useCatalogForm.ts";

/** A product family offered in a body's select. */
export interface ProductFamilyOption {
  id: string | number;
  name: string;
}

export const NO_FAMILIES_HINT = "Create a product family first";

export function optionsOf(values: readonly string[], labels: Readonly<Record<string, string>> = {}) {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

/** The family's own id (string or number) for a select value; undefined for none. */
export function familyIdFor(
  families: readonly ProductFamilyOption[],
  value: string,
): string | number | undefined {
  if (value === "") return undefined;
  return families.find((family) => String(family.id) === value)?.id ?? value;
}

export interface ProductFamilySelectProps {
  id: string;
  families: readonly ProductFamilyOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  label?: string;
}

/** The product family select; with no family yet it is disabled and says to create one first. */
export function ProductFamilySelect({
  id,
  families,
  value,
  onChange,
  onBlur,
  error,
  required,
  label = "Product Family",
}: ProductFamilySelectProps) {
  const empty = families.length === 0;
  return (
    <Select
      id={id}
      label={label}
      required={required}
      placeholder="Select a product family"
      options={families.map((family) => ({ value: String(family.id), label: family.name }))}
      value={value}
      onValueChange={onChange}
      onBlur={onBlur}
      error={error}
      hint={empty ? NO_FAMILIES_HINT : undefined}
      disabled={empty}
    />
  );
}

interface ItemBasics {
  name: string;
  description: string;
  productFamilyId: string;
  type: string;
}

export interface ItemBasicsFieldsProps<D extends ItemBasics> {
  form: CatalogForm<D>;
  formId: string;
  families: readonly ProductFamilyOption[];
  typeOptions: readonly { value: string; label: string }[];
  onTypeChange: (type: string) => void;
}

/** The first fields of an add-on or a charge: name, description, product family and type. */
export function ItemBasicsFields<D extends ItemBasics>({
  form,
  formId,
  families,
  typeOptions,
  onTypeChange,
}: ItemBasicsFieldsProps<D>) {
  const { values } = form;
  const id = (path: string) => fieldId(formId, path);
  return (
    <>
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
        <ProductFamilySelect
          id={id("productFamilyId")}
          families={families}
          value={values.productFamilyId}
          onChange={(value) => form.set("productFamilyId", value)}
          onBlur={() => form.blur("productFamilyId")}
          error={form.error("productFamilyId")}
        />
        <Select
          id={id("type")}
          label="Type"
          options={typeOptions}
          value={values.type}
          onValueChange={onTypeChange}
          error={form.error("type")}
        />
      </div>
    </>
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
