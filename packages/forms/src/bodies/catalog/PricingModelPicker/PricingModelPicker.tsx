import { type RadioCardOption, RadioCards } from "@round/ui";
import { type ReactNode, useMemo } from "react";
import { PRICING_MODELS, type PricingModel } from "../../../schemas/index.ts";

export interface PricingModelText {
  title: string;
  description: string;
}

/** The title and one-line description of each pricing model. */
export const PRICING_MODEL_TEXT: Readonly<Record<PricingModel, PricingModelText>> = {
  flat_fee: { title: "Flat Fee", description: "One fixed price for each billing period" },
  per_unit: { title: "Per Unit", description: "A price for each unit bought or used" },
  tiered: { title: "Tiered", description: "Each unit is priced by the tier it falls in" },
  volume: { title: "Volume", description: "Every unit is priced at the tier the total reaches" },
  stairstep: { title: "Stairstep", description: "One price for the whole range the quantity falls in" },
  package: { title: "Package", description: "A price for each bundle of a fixed number of units" },
  percentage: { title: "Percentage", description: "A percentage of another amount" },
  metered: { title: "Metered", description: "Charged from recorded usage at the end of the period" },
};

export interface PricingModelPickerProps<M extends PricingModel = PricingModel> {
  /** The chosen model, or null for none. */
  value: M | null;
  onChange: (model: M) => void;
  /** The models offered, in this order; all eight when absent. */
  allowed?: readonly M[];
  /** The group's label. */
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Radio name and id prefix. */
  id?: string;
  /** Titles and descriptions, for other languages. */
  text?: Partial<Record<PricingModel, PricingModelText>>;
  className?: string;
}

/**
 * Pricing models as radio cards, each with its title and a one-line description. A WAI-ARIA radio group of
 * native radios: Tab enters on the chosen card, the arrow keys move and choose.
 */
export function PricingModelPicker<M extends PricingModel = PricingModel>({
  value,
  onChange,
  allowed,
  label = "Pricing Model",
  hint,
  error,
  required,
  disabled,
  id,
  text,
  className,
}: PricingModelPickerProps<M>) {
  const models = (allowed ?? PRICING_MODELS) as readonly M[];
  const options = useMemo<RadioCardOption[]>(
    () =>
      models.map((model) => {
        const words = text?.[model] ?? PRICING_MODEL_TEXT[model];
        return { value: model, title: words.title, description: words.description };
      }),
    [models, text],
  );
  return (
    <RadioCards
      label={label}
      options={options}
      value={value}
      onValueChange={(next) => onChange(next as M)}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
    />
  );
}
