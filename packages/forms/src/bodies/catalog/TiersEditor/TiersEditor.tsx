import { Button, IconButton, NumberField, PlusIcon, TrashIcon } from "@round/ui";
import type { ReactNode } from "react";
import * as layout from "../catalog.css.ts";
import { appendTier, removeTier, type TierDraft, updateTier } from "../catalogRules.ts";
import * as styles from "./TiersEditor.css.ts";

export type TierField = keyof TierDraft;

export interface TiersEditorLabels {
  legend: string;
  tier: (position: number) => string;
  startingUnit: string;
  endingUnit: string;
  unlimited: string;
  price: string;
  addTier: string;
  removeTier: (position: number) => string;
}

export const TIERS_EDITOR_LABELS: TiersEditorLabels = {
  legend: "Pricing Tiers",
  tier: (position) => `Tier ${position}`,
  startingUnit: "Starting Unit",
  endingUnit: "Ending Unit",
  unlimited: "Unlimited",
  price: "Price",
  addTier: "Add Tier",
  removeTier: (position) => `Remove tier ${position}`,
};

export interface TiersEditorProps {
  tiers: readonly TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** Called when a tier field loses focus, to validate it. */
  onBlur?: (index: number, field: TierField) => void;
  /** Messages by '<index>.<field>' ('1.startingUnit'), as the shared tier schema reports them. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** A message about the list as a whole ('At least one tier is required'). */
  error?: ReactNode;
  /** Shown after each price, such as 'USD'. */
  currency?: string;
  /** Prefix of the fields' ids; each field is '<id>-<index>-<field>'. */
  id: string;
  disabled?: boolean;
  labels?: Partial<TiersEditorLabels>;
}

/**
 * Rows of pricing tiers: starting unit (at least 1), ending unit (empty means unlimited) and price (at least
 * 0). 'Add Tier' appends a tier starting right after the previous one; a new ending unit moves the next
 * tier's start. Each row is a group named 'Tier N'.
 */
export function TiersEditor({
  tiers,
  onChange,
  onBlur,
  errors = {},
  error,
  currency,
  id,
  disabled,
  labels: labelsProp,
}: TiersEditorProps) {
  const labels = { ...TIERS_EDITOR_LABELS, ...labelsProp };
  const set = (index: number, field: TierField, value: number | null) =>
    onChange(updateTier(tiers, index, field, value));
  const fieldId = (index: number, field: TierField) => `${id}-${index}-${field}`;

  return (
    <fieldset className={layout.group} id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={layout.legend}>{labels.legend}</legend>
      {tiers.map((tier, index) => {
        const position = index + 1;
        return (
          <fieldset key={index} aria-label={labels.tier(position)} className={styles.tierRow}>
            <NumberField
              id={fieldId(index, "startingUnit")}
              label={labels.startingUnit}
              value={tier.startingUnit}
              onValueChange={(value) => set(index, "startingUnit", value)}
              onBlur={() => onBlur?.(index, "startingUnit")}
              error={errors[`${index}.startingUnit`]}
              min={1}
              step={1}
              disabled={disabled}
              required
            />
            <NumberField
              id={fieldId(index, "endingUnit")}
              label={labels.endingUnit}
              value={tier.endingUnit}
              onValueChange={(value) => set(index, "endingUnit", value)}
              onBlur={() => onBlur?.(index, "endingUnit")}
              error={errors[`${index}.endingUnit`]}
              placeholder={labels.unlimited}
              min={1}
              step={1}
              disabled={disabled}
            />
            <NumberField
              id={fieldId(index, "price")}
              label={labels.price}
              value={tier.price}
              onValueChange={(value) => set(index, "price", value)}
              onBlur={() => onBlur?.(index, "price")}
              error={errors[`${index}.price`]}
              suffix={currency}
              min={0}
              step={0.01}
              disabled={disabled}
              required
            />
            {tiers.length > 1 ? (
              <IconButton
                className={styles.remove}
                label={labels.removeTier(position)}
                icon={<TrashIcon />}
                onClick={() => onChange(removeTier(tiers, index))}
                disabled={disabled}
              />
            ) : null}
          </fieldset>
        );
      })}
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error}
      </p>
      <Button
        variant="secondary"
        size="sm"
        icon={<PlusIcon />}
        className={layout.inlineAction}
        onClick={() => onChange(appendTier(tiers))}
        disabled={disabled}
      >
        {labels.addTier}
      </Button>
    </fieldset>
  );
}
