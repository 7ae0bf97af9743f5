/**
 * What every customer body does the same way, as the catalog's bodies do: its form id, the texts of its
 * mode, its form state (empty or from the API's answer) on the catalog's form engine, and its dialog.
 */
import type * as v from "valibot";
import {
  type CatalogBodyProps,
  type CatalogTexts,
  textsFor,
  useFormId,
  useReportSubmitting,
} from "../catalog/CatalogDialog.tsx";
import { type CatalogForm, type FieldErrors, useCatalogForm } from "../catalog/useCatalogForm.ts";

export interface CustomerBodyConfig<S extends v.GenericSchema, D extends Record<string, unknown>, R> {
  /** The start of a generated form id: 'customer-…'. */
  idPrefix: string;
  texts: CatalogTexts;
  schema: S;
  /** The values of a new record. */
  empty: () => D;
  /** The values of an edited record, from the API's answer. */
  fromResponse?: (record: R) => D;
  /** The schema's input for the values. */
  toInput: (values: D) => unknown;
  /** Messages the schema cannot give (rows the form holds as a list), shown on blur and blocking submit. */
  extraErrors?: (values: D) => FieldErrors;
}

/** A body's own props, whatever type its callback receives (the schema's output must fit it). */
export type CustomerBodyPropsOf<T, R = never> = CatalogBodyProps<T> & { initialValues?: R | undefined };

export interface CustomerBody<D> {
  form: CatalogForm<D>;
  formId: string;
  /** The props of `CatalogFormFrame`, without its children. */
  frame: {
    form: CatalogForm<D>;
    formId: string;
    hideActions: boolean;
    onCancel: () => void;
    submitLabel: string;
    submittingLabel: string;
  };
}

/** A customer body's form: create from empty values or edit from `initialValues`, in the mode's texts. */
export function useCustomerBody<S extends v.GenericSchema, D extends Record<string, unknown>, R = never>(
  props: CustomerBodyPropsOf<v.InferOutput<S>, R>,
  config: CustomerBodyConfig<S, D, R>,
): CustomerBody<D> {
  const { mode = "create", initialValues, hideActions = false } = props;
  const formId = useFormId(config.idPrefix, props.formId);
  const texts = textsFor(config.texts, mode);
  const form = useCatalogForm({
    schema: config.schema,
    formId,
    initialValues: () =>
      initialValues === undefined || !config.fromResponse
        ? config.empty()
        : config.fromResponse(initialValues),
    toInput: config.toInput,
    ...(config.extraErrors ? { extraErrors: config.extraErrors } : {}),
    onSubmit: props.onSubmit,
    onSuccess: props.onSuccess,
    failureText: texts.failure,
    resetOnSuccess: mode === "create",
  });
  useReportSubmitting(form.submitting, props.onSubmittingChange);
  return {
    form,
    formId,
    frame: {
      form,
      formId,
      hideActions,
      onCancel: props.onCancel,
      submitLabel: texts.submitLabel,
      submittingLabel: texts.submittingLabel,
    },
  };
}

/** The messages at the paths under `prefix` ('tags' gives those of 'tags' and 'tags.3'), first one first. */
export function firstErrorUnder(errors: Readonly<FieldErrors>, prefix: string): string | undefined {
  if (errors[prefix] !== undefined) return errors[prefix];
  const start = `${prefix}.`;
  for (const [field, message] of Object.entries(errors)) if (field.startsWith(start)) return message;
  return undefined;
}
