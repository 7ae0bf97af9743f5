import { type ChangeEvent, type FocusEvent, forwardRef, type KeyboardEvent, useState } from "react";
import { useControllableState } from "../Field/useControllableState";
import { TextField, type TextFieldProps } from "../TextField";
import { formatNumber, isNumberDraft, normalizeNumberText, parseNumber, stepNumber } from "./number";

export interface NumberFieldProps
  extends Omit<TextFieldProps, "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step"> {
  /** The number, or null when empty. Leave undefined to let the field keep its own value. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the number as typed (null when emptied). */
  onValueChange?: (value: number | null) => void;
  /** The bounds ArrowUp and ArrowDown stay within; a number typed beyond them is kept for the form to explain. */
  min?: number;
  max?: number;
  /** The amount ArrowUp and ArrowDown add or remove. */
  step?: number;
}

/**
 * A text field for numbers. Characters that cannot make a number are refused as they are typed; a number is
 * kept as typed, even below `min` or above `max` (a minus sign included): the form says what is wrong with
 * it rather than the field changing it silently. ArrowUp/ArrowDown step it within `min` and `max`.
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
  // A phone's numeric keypad (no minus, no point) when the field expects whole numbers of 0 or more.
  const wholeAndPositive = Number.isInteger(step) && min !== undefined && min >= 0;

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
      inputMode={wholeAndPositive ? "numeric" : "decimal"}
      autoComplete={rest.autoComplete ?? "off"}
      value={draft}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const text = normalizeNumberText(event.target.value);
        if (!isNumberDraft(text)) return;
        setDraft(text);
        const parsed = parseNumber(text);
        setShownNumber(parsed);
        if (!Object.is(parsed, number)) setNumber(parsed);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        // Tidies the text ("4." reads "4"); the number stays as typed.
        commit(parseNumber(draft));
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
