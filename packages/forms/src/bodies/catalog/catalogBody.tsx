/**
 * What every catalog body does the same way: its form id, the texts of its mode, its product family list,
 * its form state (empty or from the API's answer), and its dialog.
 */
import type { ComponentType } from "react";
import type * as v from "valibot";
import {
  type CatalogBodyProps,
  type CatalogDialogProps,
  CatalogDialogShell,
  type CatalogTexts,
  textsFor,
  useFormId,
  useReportSubmitting,
} from "./CatalogDialog.tsx";
import {
  type FamiliesProps,
  familiesState,
  familyOptions,
  type ProductFamiliesState,
  type ProductFamilyOption,
} from "./families.ts";
import { type CatalogForm, type FieldErrors, useCatalogForm } from "./useCatalogForm.ts";

export interface CatalogBodyConfig<S extends v.GenericSchema, D extends Record<string, unknown>, R> {
  /** The start of a generated form id: 'addon-…'. */
  idPrefix: string;
  texts: CatalogTexts;
  schema: S;
  /** The values of a new record. */
  empty: () => D;
  /** The values of an edited record, from the API's answer. */
  fromResponse: (record: R) => D;
  /** The schema's input for the values (the family ids as the list has them). */
  toInput: (values: D, families: readonly ProductFamilyOption[]) => unknown;
  extraErrors?: (values: D) => FieldErrors;
}

type BodyProps<S extends v.GenericSchema, R> = CatalogBodyProps<v.InferOutput<S>> &
  FamiliesProps & { initialValues?: R | undefined };

export interface CatalogBody<D> {
  form: CatalogForm<D>;
  formId: string;
  families: ProductFamiliesState;
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

/** A catalog body's form: create from empty values or edit from `initialValues`, in the mode's texts. */
export function useCatalogBody<S extends v.GenericSchema, D extends Record<string, unknown>, R>(
  props: BodyProps<S, R>,
  config: CatalogBodyConfig<S, D, R>,
): CatalogBody<D> {
  const { mode = "create", initialValues, hideActions = false } = props;
  const formId = useFormId(config.idPrefix, props.formId);
  const texts = textsFor(config.texts, mode);
  const families = familiesState(props.families, props.productFamilies);
  const form = useCatalogForm({
    schema: config.schema,
    formId,
    initialValues: () => (initialValues === undefined ? config.empty() : config.fromResponse(initialValues)),
    toInput: (values: D) => config.toInput(values, familyOptions(families)),
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
    families,
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

/** The props a dialog gives its body: the body's own props but those tying it to the dialog's footer. */
type DialogBound = "formId" | "hideActions" | "onSubmittingChange" | "onCancel";

export type CatalogDialogPropsOf<P> = CatalogDialogProps & Omit<P, DialogBound>;

/**
 * The dialog of a body: the body in a Modal, titled for its mode ('Create Add-on', 'Edit Add-on'), with
 * Cancel and the submit button in its footer. Every body prop passes through.
 */
export function catalogDialog<P extends CatalogBodyProps<never>>(
  Body: ComponentType<P>,
  texts: CatalogTexts,
  size: "md" | "lg" = "md",
) {
  function Dialog({
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    onCancel,
    onSuccess,
    ...body
  }: CatalogDialogPropsOf<P>) {
    const { title, submitLabel, submittingLabel } = textsFor(
      texts,
      (body as { mode?: "create" | "edit" }).mode,
    );
    return (
      <CatalogDialogShell
        {...{ open, defaultOpen, onOpenChange, trigger, onCancel, onSuccess }}
        title={title}
        submitLabel={submitLabel}
        submittingLabel={submittingLabel}
        size={size}
      >
        {(bind) => <Body {...(body as unknown as P)} {...bind} />}
      </CatalogDialogShell>
    );
  }
  Dialog.displayName = `${texts.createTitle.replace(/[^A-Za-z]/g, "")}Dialog`;
  return Dialog;
}
