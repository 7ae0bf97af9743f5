import { Money, NumberField } from "@round/ui";
import { useState } from "react";
import * as layout from "../catalog.css.ts";
import * as styles from "./PlanWizard.css.ts";
import type { PlanPricePointValues, UsageMetricValues } from "./planValues.ts";
import { previewPrice } from "./pricePreview.ts";

export interface PricePreviewPanelProps {
  id: string;
  point: PlanPricePointValues;
  metric?: UsageMetricValues;
  /** The quantity shown first. */
  defaultQuantity?: number;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Up to four decimals: usage prices go down to 0.001 and below. */
const UNIT_DIGITS = 4;

/**
 * 'Preview': the person types a quantity and reads, live, what a customer pays for it (priced by
 * `@round/billing`), with a line per tier; a hint instead while the point is incomplete.
 */
export function PricePreviewPanel({ id, point, metric, defaultQuantity = 1 }: PricePreviewPanelProps) {
  const [quantity, setQuantity] = useState<number | null>(defaultQuantity);
  const preview = previewPrice(point, quantity, metric);
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className={styles.preview}>
      <h4 id={titleId} className={layout.groupTitle}>
        Preview
      </h4>
      <div className={styles.previewRow}>
        <NumberField
          id={`${id}-quantity`}
          label="Quantity"
          min={0}
          step={1}
          value={quantity}
          onValueChange={setQuantity}
        />
        <output htmlFor={`${id}-quantity`} aria-live="polite" className={styles.previewFigure}>
          {preview.status === "ready" ? (
            <>
              <span className={styles.muted}>Customer pays </span>
              <Money amount={Number(preview.result.amount)} currency={preview.result.currency} />
            </>
          ) : (
            <span className={styles.muted}>{preview.hint}</span>
          )}
        </output>
      </div>
      {preview.status === "ready" ? (
        <ul className={styles.plainList} aria-label="Breakdown">
          {preview.result.breakdown.map((line, index) => (
            <li key={index}>
              {sentence(line.description)}: {line.quantity} ×{" "}
              <Money
                amount={Number(line.unitAmount)}
                currency={preview.result.currency}
                maximumFractionDigits={UNIT_DIGITS}
              />{" "}
              ={" "}
              <Money
                amount={Number(line.amount)}
                currency={preview.result.currency}
                maximumFractionDigits={UNIT_DIGITS}
              />
            </li>
          ))}
          {Number(preview.result.setupFee) > 0 ? (
            <li>
              Setup fee, on the first invoice only:{" "}
              <Money amount={Number(preview.result.setupFee)} currency={preview.result.currency} />
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
