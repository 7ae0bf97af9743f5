/**
 * The catalog bodies' form state, built on the shared engine `useForm`: the engine keeps the values, the
 * messages, the submitting flag and the server-error mapping; this adds what nested values (price points,
 * their tiers, features) need: values and messages by dotted path, checking only some paths (a wizard step),
 * focus on the first invalid field, reset after success, and `{ fieldErrors }` failures.
 */
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import * as v from "valibot";
import { fieldErrorItems, hasFieldErrors } from "../../form/serverErrors.ts";
import { useForm } from "../../form/useForm.ts";
import { errorsByField, validate } from "../../schemas/index.ts";
import { fieldId, getIn, isWithin, type Path, setIn } from "./paths.ts";

export type FieldErrors = Record<Path, string>;

/**
 * The field messages of a rejection shaped `{ fieldErrors: { path: message } }` or
 * `{ fieldErrors: [{ field, message }] }`; undefined for any other rejection. The form itself reads them
 * through `splitServerErrors`, together with an API error body's `errors[]`.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!hasFieldErrors(error)) return undefined;
  const fields: FieldErrors = {};
  for (const item of fieldErrorItems(error)) fields[item.field!] ??= item.description!;
  return fields;
}

export interface CatalogFormOptions<S extends v.GenericSchema, D extends Record<string, unknown>> {
  schema: S;
  initialValues: () => D;
  /** The schema's input for the values: fields the form hides are left out here. */
  toInput: (values: D) => unknown;
  /** Messages the schema only reports once the rest is valid (such as the shape of tiers), shown earlier. */
  extraErrors?: (values: D) => FieldErrors;
  onSubmit: (values: v.InferOutput<S>) => Promise<void>;
  /** Called after a successful submission, once the form has been reset. */
  onSuccess?: () => void;
  /** The banner's text when a submission fails without a message of its own. */
  failureText: string;
  /** The `<form>`'s id: the fields' ids are built from it and their paths. */
  formId?: string;
  /** Starts over from the initial values after a success (create); off, the submitted values stay (edit). */
  resetOnSuccess?: boolean;
}

/** Props of a text input or text area, by path: `<TextField label="Name" {...form.field("name")} />`. */
export interface TextFieldBinding {
  id: string;
  name: string;
  value: string;
  /** Takes a change event or the new value itself. */
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** Props of a value control (NumberField, DateField, Select) by path. */
export interface ValueFieldBinding<T> {
  id: string;
  name: string;
  value: T;
  // A method, so a binding of one value type fits a control that reports a wider one.
  onValueChange(value: T): void;
  onBlur: () => void;
  error: string | undefined;
}

/** Props of a Switch or Checkbox by path. */
export interface SwitchFieldBinding {
  id: string;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export interface CatalogForm<D> {
  values: D;
  /** Sets a value by path and clears the messages at and under it. */
  set: (path: Path, value: unknown) => void;
  /** Replaces the values with a function of them, clearing the messages under each path in `touched`. */
  update: (change: (values: D) => D, touched?: readonly Path[]) => void;
  /** Validates one field (on blur) and shows or clears its message. */
  blur: (path: Path) => void;
  errors: Readonly<FieldErrors>;
  error: (path: Path) => string | undefined;
  /** Validates the fields under the given paths, shows their messages and focuses the first; true when valid. */
  check: (paths: readonly Path[]) => boolean;
  /** The paths that have a message now, for the given values. */
  problems: () => FieldErrors;
  generalError: string | undefined;
  dismissGeneralError: () => void;
  submitting: boolean;
  handleSubmit: (event?: FormEvent) => Promise<void>;
  reset: () => void;
  /** Put on the `<form>`: the first invalid field inside it is focused when a submission is blocked. */
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The DOM id of the field at a path. */
  id: (path: Path) => string;
  /** What a text input or text area needs for the value at a dotted path: id, name, value, change, blur, error. */
  field: (path: Path) => TextFieldBinding;
  /** What a NumberField, DateField or Select needs for the value at a dotted path. */
  valueField: <T = never>(path: Path) => ValueFieldBinding<T>;
  /** What a Switch or Checkbox needs for the boolean at a dotted path. */
  switchField: (path: Path) => SwitchFieldBinding;
}

function readChange(eventOrValue: unknown): unknown {
  if (typeof eventOrValue === "object" && eventOrValue !== null && "target" in eventOrValue) {
    const target = (eventOrValue as { target: unknown }).target;
    if (typeof target === "object" && target !== null && "value" in target) {
      return (target as { value: unknown }).value;
    }
  }
  return eventOrValue;
}

/**
 * Focuses the first control marked invalid, or the first focusable control inside a marked group; false when
 * nothing is marked (yet).
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const focusable = invalid.matches("input, select, textarea, button")
    ? invalid
    : (invalid.querySelector<HTMLElement>("input:checked, input, select, textarea, button") ?? invalid);
  focusable.focus();
  return true;
}

export function useCatalogForm<S extends v.GenericSchema, D extends Record<string, unknown>>(
  options: CatalogFormOptions<S, D>,
): CatalogForm<D> {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // The engine validates the draft through the body's toInput, read at validation time.
  const schema = useMemo(
    () =>
      v.pipe(
        v.unknown(),
        v.transform((draft) => optionsRef.current.toInput(draft as D)),
        options.schema,
      ) as v.GenericSchema<unknown, v.InferOutput<S>>,
    [options.schema],
  );
  const [initialValues] = useState(options.initialValues);
  const succeeded = useRef(false);
  const valuesRef = useRef(initialValues);
  const formId = options.formId ?? "catalog";
  const setFieldErrorRef = useRef<(field: string, message: string | undefined) => void>(() => {});
  const setFieldError = useCallback(
    (field: string, message: string | undefined) => setFieldErrorRef.current(field, message),
    [],
  );
  const engine = useForm<D, typeof schema>({
    schema,
    initialValues,
    fallbackError: options.failureText,
    // Field messages at dotted paths ('pricePoints.0.tiers.1.endingUnit'), from `errors[]` or `fieldErrors`.
    nestedServerFields: true,
    onSubmit: async (output) => {
      try {
        await optionsRef.current.onSubmit(output);
        succeeded.current = true;
      } catch (error) {
        // The engine reads an Error's message and an error body; anything else gets the default text.
        const known = error instanceof Error || (typeof error === "object" && error !== null);
        throw known ? error : new Error(optionsRef.current.failureText);
      }
    },
  });
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const errorsRef = useRef(engine.errors);
  errorsRef.current = engine.errors;

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  valuesRef.current = engine.values;
  setFieldErrorRef.current = engine.setFieldError;
  const { setValues } = engine;

  const problems = useCallback(() => {
    const current = optionsRef.current;
    const result = validate(schema, valuesRef.current);
    const found = result.ok ? {} : errorsByField(result.errors);
    for (const [field, message] of Object.entries(current.extraErrors?.(valuesRef.current) ?? {})) {
      found[field] ??= message;
    }
    return found;
  }, [schema]);

  const clearUnder = useCallback(
    (paths: readonly Path[]) => {
      for (const field of Object.keys(errorsRef.current)) {
        if (paths.some((path) => isWithin(field, path))) setFieldError(field, undefined);
      }
    },
    [setFieldError],
  );

  const update = useCallback(
    (change: (current: D) => D, touched: readonly Path[] = []) => {
      const previous = valuesRef.current;
      const next = change(previous);
      valuesRef.current = next;
      // Only the top-level entries that changed, so the engine clears no other field's message.
      const changed: Partial<D> = {};
      for (const key of Object.keys(next) as (keyof D)[]) {
        if (next[key] !== previous[key]) changed[key] = next[key];
      }
      setValues(changed);
      clearUnder(touched);
    },
    [setValues, clearUnder],
  );

  const set = useCallback(
    (path: Path, value: unknown) => update((current) => setIn(current, path, value), [path]),
    [update],
  );

  const blur = useCallback(
    (path: Path) => {
      setFieldError(path, problems()[path]);
    },
    [problems, setFieldError],
  );

  const check = useCallback(
    (paths: readonly Path[]) => {
      const inScope = Object.entries(problems()).filter(([field]) =>
        paths.some((path) => isWithin(field, path)),
      );
      clearUnder(paths);
      for (const [field, message] of inScope) setFieldError(field, message);
      if (inScope.length > 0) setFocusRequest((count) => count + 1);
      return inScope.length === 0;
    },
    [problems, clearUnder, setFieldError],
  );

  const reset = useCallback(() => {
    const initial = optionsRef.current.initialValues();
    valuesRef.current = initial;
    engine.reset(initial);
  }, [engine.reset]);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (engine.submitting) return;
      const extra = optionsRef.current.extraErrors?.(valuesRef.current) ?? {};
      if (Object.keys(extra).length > 0 || !validate(schema, valuesRef.current).ok) {
        engine.validateAll();
        for (const [field, message] of Object.entries(extra)) setFieldError(field, message);
        setFocusRequest((count) => count + 1);
        return;
      }
      succeeded.current = false;
      await engine.handleSubmit();
      if (succeeded.current) {
        if (optionsRef.current.resetOnSuccess ?? true) reset();
        optionsRef.current.onSuccess?.();
      } else {
        setFocusRequest((count) => count + 1);
      }
    },
    [engine.submitting, engine.validateAll, engine.handleSubmit, schema, setFieldError, reset],
  );

  const id = (path: Path) => fieldId(formId, path);
  const field = (path: Path): TextFieldBinding => {
    const value = getIn(engine.values, path);
    return {
      id: id(path),
      name: path,
      value: value === null || value === undefined ? "" : String(value),
      onChange: (eventOrValue) => set(path, readChange(eventOrValue)),
      onBlur: () => blur(path),
      error: engine.errors[path],
    };
  };
  const valueField = <T = never>(path: Path): ValueFieldBinding<T> => ({
    id: id(path),
    name: path,
    value: getIn(engine.values, path) as T,
    onValueChange: (value: T) => set(path, value),
    onBlur: () => blur(path),
    error: engine.errors[path],
  });
  const switchField = (path: Path): SwitchFieldBinding => ({
    id: id(path),
    name: path,
    checked: getIn(engine.values, path) === true,
    onCheckedChange: (checked) => set(path, checked),
  });

  return {
    values: engine.values,
    set,
    update,
    blur,
    errors: engine.errors,
    error: (path) => engine.errors[path],
    check,
    problems,
    generalError: engine.generalError ?? undefined,
    dismissGeneralError: () => engine.setGeneralError(null),
    submitting: engine.submitting,
    handleSubmit,
    reset,
    formRef,
    id,
    field,
    valueField,
    switchField,
  };
}
