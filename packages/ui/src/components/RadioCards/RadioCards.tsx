import { type ChangeEvent, forwardRef, type ReactNode } from "react";
import { CheckIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { fieldIds, useFieldId } from "../Field";
import * as fieldStyles from "../Field/Field.css";
import { FieldError, hasContent } from "../Field/FieldError";
import { useControllableState } from "../Field/useControllableState";
import * as styles from "./RadioCards.css";

export interface RadioCardOption {
  value: string;
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon shown at the start of the card. */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface RadioCardsProps {
  /** The group's label, such as "Account type". */
  label: ReactNode;
  options: readonly RadioCardOption[];
  /** The radios' form name; one is generated when absent. */
  name?: string;
  /** The chosen value, or null for none. Leave undefined to let the group keep its own value. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  /** The validation message; announced politely. */
  error?: ReactNode;
  /** Shows an asterisk and sets `aria-required` on the group. */
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * Large choices (Personal / Business) as cards, each a native radio button: Tab enters the group on the chosen
 * card, arrow keys move and choose.
 */
export const RadioCards = forwardRef<HTMLDivElement, RadioCardsProps>(function RadioCards(
  {
    label,
    options,
    name: nameProp,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    hint,
    error,
    required = false,
    disabled = false,
    id: idProp,
    className,
  },
  ref,
) {
  const id = useFieldId(idProp);
  const ids = fieldIds(id);
  const name = nameProp ?? id;
  const [value, setValue] = useControllableState<string | null>(
    valueProp,
    defaultValue,
    onValueChange as ((value: string | null) => void) | undefined,
  );
  const invalid = hasContent(error);
  const described = [hasContent(hint) ? ids.hint : null, invalid ? ids.error : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div
      ref={ref}
      id={id}
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-describedby={described || undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-disabled={disabled || undefined}
      className={cx(styles.root, className)}
    >
      <div id={ids.label} className={fieldStyles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        ) : null}
      </div>
      <div className={styles.grid}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const checked = option.value === value;
          const optionDisabled = disabled || option.disabled;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={styles.card}
              data-checked={checked || undefined}
              data-disabled={optionDisabled || undefined}
              data-invalid={invalid || undefined}
            >
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={checked}
                disabled={optionDisabled}
                className={styles.radio}
                aria-labelledby={`${optionId}-title`}
                aria-describedby={hasContent(option.description) ? `${optionId}-description` : undefined}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  if (event.target.checked) setValue(option.value);
                }}
              />
              {option.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {option.icon}
                </span>
              ) : null}
              <span className={styles.text}>
                <span id={`${optionId}-title`} className={styles.title}>
                  {option.title}
                </span>
                {hasContent(option.description) ? (
                  <span id={`${optionId}-description`} className={styles.description}>
                    {option.description}
                  </span>
                ) : null}
              </span>
              <span className={styles.indicator} aria-hidden="true">
                {checked ? <CheckIcon size={12} strokeWidth={3} /> : null}
              </span>
            </label>
          );
        })}
      </div>
      {hasContent(hint) ? (
        <div id={ids.hint} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={ids.error} error={error} />
    </div>
  );
});
