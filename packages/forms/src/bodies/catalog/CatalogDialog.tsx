import { Banner, Button, Modal, type ModalSize } from "@round/ui";
import { type ReactElement, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import * as layout from "./catalog.css.ts";

/** A body creates a new record or edits an existing one: the labels and the failure text follow. */
export type CatalogMode = "create" | "edit";

export const SAVE_CHANGES_LABEL = "Save Changes";
export const SAVING_LABEL = "Saving...";
export const CREATING_LABEL = "Creating...";

/**
 * The submit button's texts for a mode: the create label and 'Creating...' (or `creatingLabel`), or
 * 'Save Changes' and 'Saving...'.
 */
function submitTexts(mode: CatalogMode, createLabel: string, creatingLabel: string = CREATING_LABEL) {
  return mode === "edit"
    ? { submitLabel: SAVE_CHANGES_LABEL, submittingLabel: SAVING_LABEL }
    : { submitLabel: createLabel, submittingLabel: creatingLabel };
}

/** The texts of one kind of record: the dialog titles, the create button, the failure texts of each mode. */
export interface CatalogTexts {
  createTitle: string;
  editTitle: string;
  createLabel: string;
  createFailure: string;
  editFailure: string;
  /** The create button's text while submitting: 'Creating...' unless given ('Adding...'). */
  creatingLabel?: string;
}

/**
 * The texts of a record named `name` ('Add-on'; `lower` in sentences, 'add-on'): 'Create Add-on',
 * 'Edit Add-on', 'Failed to create add-on. Please try again.', 'Failed to update add-on. Please try again.'.
 */
export function catalogTexts(
  name: string,
  lower: string,
  overrides: Partial<CatalogTexts> = {},
): CatalogTexts {
  return {
    createTitle: `Create ${name}`,
    editTitle: `Edit ${name}`,
    createLabel: `Create ${name}`,
    createFailure: `Failed to create ${lower}. Please try again.`,
    editFailure: `Failed to update ${lower}. Please try again.`,
    ...overrides,
  };
}

/** The texts a body and its dialog show in a mode. */
export function textsFor(texts: CatalogTexts, mode: CatalogMode = "create") {
  return {
    title: mode === "edit" ? texts.editTitle : texts.createTitle,
    failure: mode === "edit" ? texts.editFailure : texts.createFailure,
    ...submitTexts(mode, texts.createLabel, texts.creatingLabel),
  };
}

/** What every catalog body accepts. */
export interface CatalogBodyProps<T> {
  /** 'create' (the default) starts empty; 'edit' starts from `initialValues` and says 'Save Changes'. */
  mode?: CatalogMode;
  /** Receives the validated values. Reject with an Error (its message is shown) or `{ fieldErrors }`. */
  onSubmit: (values: T) => Promise<void>;
  onCancel: () => void;
  /** Called after a successful submission, once the form has been reset. */
  onSuccess?: () => void;
  /** The `<form>`'s id, so buttons outside it (a dialog's footer) can submit it. */
  formId?: string;
  /** Leaves out the body's own Cancel and submit buttons, when a dialog footer shows them. */
  hideActions?: boolean;
  /** Reports the submitting state to a dialog footer. */
  onSubmittingChange?: (submitting: boolean) => void;
}

/** What every `<Name>Dialog` accepts besides its body's props. */
export interface CatalogDialogProps {
  /** Controlled open state; leave undefined to let the dialog manage it (with a `trigger`). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Called when the person cancels (Cancel button, Escape, close button), after the dialog closes. */
  onCancel?: () => void;
}

/** A catalog body's `<form>`: the general error banner, the fields, and (outside a dialog) its buttons. */
export function CatalogFormFrame({
  form,
  formId,
  submitLabel,
  submittingLabel,
  hideActions,
  onCancel,
  children,
}: {
  form: {
    formRef: React.RefObject<HTMLFormElement | null>;
    handleSubmit: (event?: React.FormEvent) => Promise<void>;
    generalError: string | undefined;
    submitting: boolean;
  };
  formId: string;
  submitLabel: string;
  submittingLabel: string;
  hideActions: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form id={formId} ref={form.formRef} className={layout.form} onSubmit={form.handleSubmit} noValidate>
      {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
      {children}
      {hideActions ? null : (
        <FormActions
          formId={formId}
          submitLabel={submitLabel}
          submittingLabel={submittingLabel}
          submitting={form.submitting}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}

/** A body's form id: the one given (a dialog's), else one made from `prefix`. */
export function useFormId(prefix: string, given?: string): string {
  const generated = `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return given ?? generated;
}

/** The inline Cancel and submit buttons of a body shown outside a dialog. */
export function FormActions({
  formId,
  submitLabel,
  submittingLabel,
  submitting,
  onCancel,
  cancelLabel = "Cancel",
}: {
  formId: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <div className={layout.actions}>
      <Button variant="secondary" onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} loading={submitting} loadingLabel={submittingLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** Reports a body's submitting state to whoever shows its buttons. */
export function useReportSubmitting(submitting: boolean, report?: (submitting: boolean) => void) {
  useEffect(() => {
    report?.(submitting);
  }, [submitting, report]);
}

export interface CatalogDialogShellProps extends CatalogDialogProps {
  title: string;
  submitLabel: string;
  submittingLabel?: string;
  size?: ModalSize;
  cancelLabel?: string;
  /** Renders the body with the props that tie it to the dialog's footer. */
  children: (bind: {
    formId: string;
    hideActions: true;
    onSubmittingChange: (submitting: boolean) => void;
    onSuccess: () => void;
    onCancel: () => void;
  }) => ReactNode;
  /** Called after a successful submission, once the dialog has closed. */
  onSuccess?: () => void;
}

/**
 * A catalog create dialog: the body in a Modal, Cancel and the submit button in its footer. It closes on
 * success; its body is mounted afresh each time it opens, so it always starts reset.
 */
export function CatalogDialogShell({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  onCancel,
  onSuccess,
  title,
  submitLabel,
  submittingLabel = "Creating...",
  cancelLabel = "Cancel",
  size = "md",
  children,
}: CatalogDialogShellProps) {
  const formId = `catalog-form-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const [submitting, setSubmitting] = useState(false);

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOwnOpen(next);
      if (!next) setSubmitting(false);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const cancel = useCallback(() => {
    setOpen(false);
    onCancel?.();
  }, [setOpen, onCancel]);
  const succeed = useCallback(() => {
    setOpen(false);
    onSuccess?.();
  }, [setOpen, onSuccess]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      title={title}
      size={size}
      trigger={trigger}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={submitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={submittingLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children({
        formId,
        hideActions: true,
        onSubmittingChange: setSubmitting,
        onSuccess: succeed,
        onCancel: cancel,
      })}
    </Modal>
  );
}
