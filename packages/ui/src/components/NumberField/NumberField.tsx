import { type ChangeEvent, type FocusEvent, forwardRef, type KeyboardEvent, useState } from "react";
import { useControllableState } from "../Field/useControllableState";
import { TextField, type TextFieldProps } from "../TextField";
import {
  clampNumber,
  formatNumber,
  isNumberDraft,
  normalizeNumberText,
  parseNumber,
  stepNumber,
} from "./number";

export interface NumberFieldProps
  extends Omit<TextFieldProps, "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step"> {
  /** The number, or null when empty. Leave undefined to let the field keep its own value. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the number as typed (null when emptied), and with the clamped number on blur. */
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** The amount ArrowUp and ArrowDown add or remove. */
  step?: number;
}

/**
 * A text field for numbers. Characters that cannot make a number are refused as they are typed;
 * the value is clamped to `min`/`max` when the field loses focus; ArrowUp/ArrowDown step it.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { value, defaultValue = null, onValueChange, min, max, step = 1, onBlur, onKeyDown, ...rest },
  ref,
) {
  const [number, setNumber] = useControllableState<number | null>(value, defaultValue, onValueChange);
  const [draft, setDraft] = useState(() => formatNumber(number));
  const [shownNumber, setShownNumber] = useState(number);
  // A new value from the parent replaces the text, unless the text already says it ("1." while typing 1.5).
  if (!Object.is(number, shownNumber)) {
    setShownNumber(number);
    if (!Object.is(parseNumber(draft), number)) setDraft(formatNumber(number));
  }
  const allowNegative = min === undefined || min < 0;

  const commit = (next: number | null) => {
    setDraft(formatNumber(next));
    setShownNumber(next);
    if (!Object.is(next, number)) setNumber(next);
  };

  return (
    <TextField
      ref={ref}
      {...rest}
      type="text"
      inputMode={Number.isInteger(step) && !allowNegative ? "numeric" : "decimal"}
      autoComplete={rest.autoComplete ?? "off"}
      value={draft}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const text = normalizeNumberText(event.target.value);
        if (!isNumberDraft(text, allowNegative)) return;
        setDraft(text);
        const parsed = parseNumber(text);
        setShownNumber(parsed);
        if (!Object.is(parsed, number)) setNumber(parsed);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const parsed = parseNumber(draft);
        commit(parsed === null ? null : clampNumber(parsed, min, max));
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === "ArrowUp" || event.key === "ArrowDown") {
          event.preventDefault();
          commit(stepNumber(parseNumber(draft), event.key === "ArrowUp" ? 1 : -1, step, min, max));
        }
      }}
    />
  );
});
