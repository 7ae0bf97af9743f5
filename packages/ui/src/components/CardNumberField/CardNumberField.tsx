import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { cx } from "../../utils/cx";
import { Field, useFieldId } from "../Field";
import { mergeRefs } from "../Field/mergeRefs";
import { useControllableState } from "../Field/useControllableState";
import * as styles from "./CardNumberField.css";
import {
  type CardBrand,
  cardNumberMaxLength,
  caretAfterDigits,
  detectCardBrand,
  formatCardNumber,
  onlyDigits,
} from "./cardNumber";

export interface CardNumberFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    | "value"
    | "defaultValue"
    | "onChange"
    | "type"
    | "prefix"
    | "inputMode"
    | "autoComplete"
    | "maxLength"
    | "required"
  > {
  label: ReactNode;
  /** The card number, digits only. Leave undefined to let the field keep its own. */
  value?: string;
  defaultValue?: string;
  /** Called with the digits only, on every change. */
  onChange?: (digits: string) => void;
  hint?: ReactNode;
  /** The validation message (the Luhn check and the length are the form's job). */
  error?: ReactNode;
  /** Shows an asterisk and sets `aria-required`. */
  required?: boolean;
  /** The names shown and announced for each network. */
  brandLabels?: Partial<Record<CardBrand, string>>;
}

const defaultBrandLabels: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/**
 * A card number input: it groups the digits as people type (4-4-4-4, American Express 4-6-5), keeps the
 * caret where it was among the digits, stops at the network's length and names the network it recognises.
 * It reports digits only, and does not check the number (the forms package does).
 */
export const CardNumberField = forwardRef<HTMLInputElement, CardNumberFieldProps>(function CardNumberField(
  {
    label,
    value: valueProp,
    defaultValue = "",
    onChange,
    hint,
    error,
    required,
    brandLabels,
    id: idProp,
    name,
    disabled,
    className,
    onKeyDown,
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  const id = useFieldId(idProp);
  const brandId = `${id}-brand`;
  const [digits, setDigits] = useControllableState(valueProp, defaultValue, onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  // The caret to restore after the formatted text is rendered; a render is forced even when the digits did
  // not change (a letter typed), since React then puts the old text back with the caret at its end.
  const pendingCaret = useRef<number | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  // A value longer than its network allows (set by the caller) is shown and submitted cut to length.
  const number = onlyDigits(digits).slice(0, cardNumberMaxLength(detectCardBrand(digits)));
  const brand = detectCardBrand(number);
  const formatted = formatCardNumber(number);
  const brandName = brand ? (brandLabels?.[brand] ?? defaultBrandLabels[brand]) : "";

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const input = inputRef.current;
    if (caret === null || !input) return;
    pendingCaret.current = null;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    const caret = event.target.selectionStart ?? text.length;
    const typed = onlyDigits(text);
    const next = typed.slice(0, cardNumberMaxLength(detectCardBrand(typed)));
    const digitsBeforeCaret = Math.min(onlyDigits(text.slice(0, caret)).length, next.length);
    pendingCaret.current = caretAfterDigits(formatCardNumber(next), digitsBeforeCaret);
    if (next !== number) setDigits(next);
    rerender();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const input = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = input;
    if (start === null || start !== end) return;
    // Backspace just after a space (or Delete just before one) removes the digit beyond it, not nothing.
    if (event.key === "Backspace" && input.value.charAt(start - 1) === " ")
      input.setSelectionRange(start - 1, start - 1);
    else if (event.key === "Delete" && input.value.charAt(start) === " ")
      input.setSelectionRange(start + 1, start + 1);
  }

  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      describedBy={[describedBy, brand ? brandId : null].filter(Boolean).join(" ") || undefined}
      className={className}
      suffix={
        // Always rendered, so screen readers already watch it when a network is recognised.
        <span id={brandId} className={styles.brand} aria-live="polite" aria-atomic="true">
          {brandName}
        </span>
      }
    >
      {(control) => (
        <>
          <input
            ref={inputRefs}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            autoCorrect="off"
            spellCheck={false}
            {...rest}
            {...control}
            className={cx(control.className, styles.input)}
            value={formatted}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
          />
          {name ? <input type="hidden" name={name} value={number} disabled={disabled} /> : null}
        </>
      )}
    </Field>
  );
});
