import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import type * as v from "valibot";
import { isBlank } from "../schemas/rules.ts";
import { errorsByField, type FieldError, validate } from "../schemas/validate.ts";
import { splitServerErrors } from "./serverErrors.ts";

export type FormValues = Record<string, unknown>;

export interface UseFormOptions<V extends FormValues, S extends v.GenericSchema> {
  /** The rules; its output is what onSubmit receives. */
  schema: S;
  initialValues: V;
  /** Called with the schema's output once the whole form passes. A throw is read as a server error. */
  onSubmit: (output: v.InferOutput<S>, values: V) => unknown | Promise<unknown>;
  /** Fields that must be non-blank before submit is offered; they also get `required` in fieldProps. */
  requiredFields?: readonly (keyof V & string)[];
  /** Server field names that differ from the form's, e.g. { phoneNumber: "phone" }. */
  serverFieldAliases?: Readonly<Record<string, keyof V & string>>;
  /** General error when a failure carries no text. */
  fallbackError?: string;
  /** Server errors at dotted paths under a field ('pricePoints.0.price') land at those paths. */
  nestedServerFields?: boolean;
}

/** What a field component needs; spread it on @round/ui fields: `<TextField label="Email" {...fieldProps("email")} />`. */
export interface FieldProps<T> {
  name: string;
  value: T;
  /** Takes a change event (text inputs, selects, checkboxes) or the new value itself (pickers). */
  onChange: (eventOrValue: unknown) => void;
  onBlur: (event?: FocusEvent) => void;
  error: string | undefined;
  required: boolean;
}

export interface UseFormResult<V extends FormValues, S extends v.GenericSchema> {
  values: V;
  /** Shown errors by field (dotted paths for nested values). */
  errors: Readonly<Record<string, string>>;
  touched: ReadonlySet<string>;
  /** The banner text: a failure not tied to one field. */
  generalError: string | null;
  submitting: boolean;
  /** Every required field filled and the whole schema passing (and not already submitting). */
  canSubmit: boolean;
  /** The schema passes on the current values, whether or not errors are shown. */
  isValid: boolean;
  fieldProps: <K extends keyof V & string>(name: K) => FieldProps<V[K]>;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  setValues: (values: Partial<V>) => void;
  /** Validates one field against the whole form and shows (or clears) its error; returns the error. */
  validateField: (name: keyof V & string) => string | undefined;
  /** Validates everything, shows every error and returns the result. */
  validateAll: () => { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldError[] };
  setFieldError: (name: string, message: string | undefined) => void;
  setGeneralError: (message: string | null) => void;
  /** Maps a server error body onto the fields; what fits no field becomes the general error. */
  setServerErrors: (error: unknown) => void;
  /** Use as the form's onSubmit. Resolves when the submission (if any) has finished. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  reset: (values?: V) => void;
}

const NO_FIELDS: readonly never[] = [];

function readChange(eventOrValue: unknown): unknown {
  if (typeof eventOrValue === "object" && eventOrValue !== null && "target" in eventOrValue) {
    const target = (eventOrValue as ChangeEvent<HTMLInputElement>).target;
    if (target && typeof target === "object" && "value" in target) {
      return target.type === "checkbox" ? target.checked : target.value;
    }
  }
  return eventOrValue;
}

/**
 * Form state after the spec's rules: a field is checked when it loses focus, its error clears when it is
 * edited, submit checks everything and blocks the call when anything fails, and submit is offered only once
 * every required field is filled and the form passes.
 */
export function useForm<V extends FormValues, S extends v.GenericSchema>(
  options: UseFormOptions<V, S>,
): UseFormResult<V, S> {
  const {
    schema,
    requiredFields = NO_FIELDS,
    serverFieldAliases,
    fallbackError,
    nestedServerFields = false,
  } = options;
  const initialRef = useRef(options.initialValues);
  const [values, setValuesState] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Handlers read the latest values and callbacks through refs, so fieldProps stay cheap and never stale.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const submittingRef = useRef(false);

  const result = useMemo(() => validate(schema, values), [schema, values]);
  const requiredFilled = requiredFields.every((name) => !isBlank(values[name]));
  const isValid = result.ok;
  const canSubmit = isValid && requiredFilled && !submitting;

  const setFieldError = useCallback((name: string, message: string | undefined) => {
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[name];
      else next[name] = message;
      return next;
    });
  }, []);

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValuesState(next);
      setFieldError(name, undefined);
    },
    [setFieldError],
  );

  const setValues = useCallback((partial: Partial<V>) => {
    const next = { ...valuesRef.current, ...partial };
    valuesRef.current = next;
    setValuesState(next);
    setErrors((current) => {
      const remaining = { ...current };
      for (const name of Object.keys(partial)) delete remaining[name];
      return remaining;
    });
  }, []);

  const validateField = useCallback(
    (name: keyof V & string) => {
      const checked = validate(optionsRef.current.schema, valuesRef.current);
      const message = checked.ok ? undefined : errorsByField(checked.errors)[name];
      setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
      setFieldError(name, message);
      return message;
    },
    [setFieldError],
  );

  const validateAll = useCallback(() => {
    const checked = validate(optionsRef.current.schema, valuesRef.current);
    setErrors(checked.ok ? {} : errorsByField(checked.errors));
    setTouched(new Set(Object.keys(valuesRef.current)));
    return checked;
  }, []);

  const setServerErrors = useCallback(
    (error: unknown) => {
      const split = splitServerErrors(error, Object.keys(valuesRef.current), {
        ...(serverFieldAliases ? { aliases: serverFieldAliases } : {}),
        ...(fallbackError ? { fallback: fallbackError } : {}),
        nested: nestedServerFields,
      });
      setErrors((current) => ({ ...current, ...split.fields }));
      setGeneralError(split.general);
    },
    [serverFieldAliases, fallbackError, nestedServerFields],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault?.();
      if (submittingRef.current) return;
      setGeneralError(null);
      const checked = validateAll();
      if (!checked.ok) return;
      submittingRef.current = true;
      setSubmitting(true);
      try {
        await optionsRef.current.onSubmit(checked.value, valuesRef.current);
      } catch (error) {
        setServerErrors(error);
      } finally {
        submittingRef.current = false;
        setSubmitting(false);
      }
    },
    [validateAll, setServerErrors],
  );

  const reset = useCallback((next?: V) => {
    const base = next ?? initialRef.current;
    if (next) initialRef.current = next;
    valuesRef.current = base;
    setValuesState(base);
    setErrors({});
    setTouched(new Set());
    setGeneralError(null);
  }, []);

  const requiredSet = useMemo(() => new Set<string>(requiredFields), [requiredFields]);

  const fieldProps = useCallback(
    <K extends keyof V & string>(name: K): FieldProps<V[K]> => ({
      name,
      value: values[name],
      onChange: (eventOrValue: unknown) => setValue(name, readChange(eventOrValue) as V[K]),
      onBlur: () => {
        validateField(name);
      },
      error: errors[name],
      required: requiredSet.has(name),
    }),
    [values, errors, requiredSet, setValue, validateField],
  );

  return {
    values,
    errors,
    touched,
    generalError,
    submitting,
    canSubmit,
    isValid,
    fieldProps,
    setValue,
    setValues,
    validateField,
    validateAll,
    setFieldError,
    setGeneralError,
    setServerErrors,
    handleSubmit,
    reset,
  };
}
