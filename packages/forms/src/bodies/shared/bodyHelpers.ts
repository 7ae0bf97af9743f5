/** Small pieces shared by the account bodies. */
import type { FormEvent, RefObject } from "react";
import type { FieldError } from "../../schemas/validate.ts";

/** Moves focus to the first control marked invalid inside `root`, once React has shown the errors. */
export function focusFirstInvalid(root: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => {
    root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** The parts of useForm a submit handler needs. */
interface SubmittableForm {
  validateAll: () => { ok: true } | { ok: false; errors: FieldError[] };
  handleSubmit: (event?: FormEvent) => Promise<void>;
}

/**
 * A form's submit: checks every field; when something fails, shows the errors and moves focus to the first
 * invalid field; otherwise runs the form's own submit (which calls the body's callback).
 */
export function submitWithFocus(form: SubmittableForm, root: RefObject<HTMLElement | null>) {
  return async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = form.validateAll();
    if (!checked.ok) {
      focusFirstInvalid(root);
      return;
    }
    await form.handleSubmit();
  };
}

/** True when a sign-in failure is about an unconfirmed email: its text mentions both 'email' and 'confirm'. */
export function mentionsEmailConfirmation(text: string | null | undefined): boolean {
  if (!text) return false;
  const lower = text.toLowerCase();
  return lower.includes("email") && lower.includes("confirm");
}

/** Option shape accepted by the reference loaders (SearchableSelect options). */
export interface ReferenceOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Address types: an inactive one is not offered. */
  isActive?: boolean;
}

/** An async list of options for a searchable picker (countries, currencies, industries ...). */
export type OptionsLoader = () => Promise<readonly ReferenceOption[]>;

/**
 * The controlled contract of a step body: the wizard (or a story) owns the values and errors, the step
 * renders them and reports edits and blurs.
 */
export interface StepFormProps<V extends object> {
  values: V;
  /** Error messages by field name. */
  errors?: Readonly<Partial<Record<string, string>>>;
  onChange: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Called when a field loses focus, to validate it. */
  onBlur?: (name: keyof V & string) => void;
  /** Disables every control (while the step is saving). */
  disabled?: boolean;
}

/** The text props a step passes to a TextField for one of its fields. */
export function textFieldProps<V extends object, K extends keyof V & string>(
  step: StepFormProps<V>,
  name: K,
): {
  name: K;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
  disabled: boolean | undefined;
} {
  const value = step.values[name];
  return {
    name,
    value: typeof value === "string" ? value : value === null || value === undefined ? "" : String(value),
    onChange: (event) => step.onChange(name, event.target.value as V[K]),
    onBlur: () => step.onBlur?.(name),
    error: step.errors?.[name],
    disabled: step.disabled,
  };
}

/** Help under a new-password field: the shared password rules in words. */
export const PASSWORD_HINT =
  "At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&#";
