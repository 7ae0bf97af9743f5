import { Banner, Button, Modal, StepProgress, Stepper } from "@round/ui";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type * as v from "valibot";
import { planSchema } from "../../../schemas/index.ts";
import { useWizard } from "../../../wizard/useWizard.ts";
import {
  type CatalogDialogProps,
  type CatalogMode,
  type CatalogTexts,
  catalogTexts,
  textsFor,
} from "../CatalogDialog.tsx";
import * as layout from "../catalog.css.ts";
import { useCatalogBody } from "../catalogBody.tsx";
import { type FamiliesProps, familyOptions } from "../families.ts";
import { isWithin } from "../paths.ts";
import { tierShapeErrors } from "../shared.tsx";
import { focusFirstInvalid } from "../useCatalogForm.ts";
import { BasicInfoStep } from "./BasicInfoStep.tsx";
import { FeaturesStep } from "./FeaturesStep.tsx";
import * as styles from "./PlanWizard.css.ts";
import { PortalSettingsStep } from "./PortalSettingsStep.tsx";
import { PricingStep } from "./PricingStep.tsx";
import {
  emptyPlanValues,
  type PlanFormValues,
  type PlanRecord,
  planInput,
  planValuesFromResponse,
  usesTiers,
} from "./planValues.ts";
import { ReviewStep } from "./ReviewStep.tsx";
import { PLAN_STEPS, type PlanStepId, STEP_PATHS } from "./steps.ts";

export type PlanValues = v.InferOutput<typeof planSchema>;

export const PLAN_TEXTS: CatalogTexts = catalogTexts("Plan", "plan", {
  createTitle: "Create New Plan",
});
/** The spec's failure texts of the create and edit dialogs. */
export const PLAN_FAILURE = PLAN_TEXTS.createFailure;
export const PLAN_UPDATE_FAILURE = PLAN_TEXTS.editFailure;

export interface PlanWizardProps extends FamiliesProps {
  /** 'create' (the default) starts empty; 'edit' starts from `initialValues`, every step open, 'Save Changes'. */
  mode?: CatalogMode;
  /** The plan being edited, as the API answered it (`planResponse`). */
  initialValues?: PlanRecord;
  /** Receives the validated plan. Reject with an Error (its message is shown) or `{ fieldErrors }`. */
  onSubmit: (values: PlanValues) => Promise<void>;
  /** Leaves the wizard. */
  onCancel: () => void;
  /** Called after the plan was saved; a create wizard starts over. */
  onSuccess?: () => void;
  /** Leaves out the 'Create New Plan' heading, when a dialog shows it. */
  hideTitle?: boolean;
}

/**
 * 'Create New Plan' (or 'Edit Plan') in five steps: Basic Info, Pricing (a primary price point, more can be
 * added, each with a live price preview; a usage metric when metered), Features, Portal Settings and Review.
 * Next checks the current step with the shared `planSchema` and `pricePointSchema` messages; the last step
 * submits once.
 */
export function PlanWizard(props: PlanWizardProps) {
  // A new generation after each success starts a create wizard over, steps and values alike.
  const [generation, setGeneration] = useState(0);
  const { onSuccess, mode = "create" } = props;
  const succeed = useCallback(() => {
    if (mode === "create") setGeneration((count) => count + 1);
    onSuccess?.();
  }, [onSuccess, mode]);
  return <PlanWizardSteps key={generation} {...props} onSuccess={succeed} />;
}

function PlanWizardSteps(props: PlanWizardProps) {
  const { mode = "create", onCancel, hideTitle = false } = props;
  const texts = textsFor(PLAN_TEXTS, mode);
  const { form, families } = useCatalogBody(props, {
    idPrefix: "plan",
    texts: PLAN_TEXTS,
    schema: planSchema,
    empty: emptyPlanValues,
    fromResponse: planValuesFromResponse,
    toInput: planInput,
    extraErrors: (values: PlanFormValues) =>
      tierShapeErrors(values.pricePoints, (index) => usesTiers(values.pricePoints[index]!.pricingModel)),
  });
  // Editing a plan: every step is already complete, so any can be opened from the step list.
  const steps = useMemo(
    () => (mode === "edit" ? PLAN_STEPS.map((step) => ({ ...step, completed: true })) : PLAN_STEPS),
    [mode],
  );
  const wizard = useWizard({ steps, onComplete: () => {} });
  const { values } = form;
  const stepId = wizard.currentStep.id as PlanStepId;
  const familyName = familyOptions(families).find(
    (family) => String(family.id) === values.productFamilyId,
  )?.name;

  // A refused submission whose messages belong to an earlier step (server field errors): open that step.
  const [submissions, setSubmissions] = useState(0);
  const handledSubmissions = useRef(0);
  const focusPending = useRef(false);
  const { errors, formRef } = form;
  const { goTo } = wizard;
  useEffect(() => {
    if (submissions === handledSubmissions.current) return;
    handledSubmissions.current = submissions;
    const fields = Object.keys(errors);
    const index = PLAN_STEPS.findIndex((step) =>
      fields.some((field) => STEP_PATHS[step.id].some((path) => isWithin(field, path))),
    );
    if (index === -1 || !goTo(index)) return;
    focusPending.current = true;
  }, [submissions, errors, goTo]);
  // The refused field takes the focus once its step is on screen: tried after every commit until it is there
  // (a frame scheduled once could run before the step's fields, or be cancelled by a re-render).
  useEffect(() => {
    if (focusPending.current && focusFirstInvalid(formRef.current)) focusPending.current = false;
  });

  const goNext = () => {
    if (!form.check(STEP_PATHS[stepId])) return;
    wizard.markCompleted(stepId);
    void wizard.next();
  };

  const submit = async () => {
    const problems = Object.keys(form.problems());
    const stepWithProblem = PLAN_STEPS.findIndex((step) =>
      problems.some((field) => STEP_PATHS[step.id].some((path) => isWithin(field, path))),
    );
    if (stepWithProblem !== -1) {
      // A step changed after it was passed (through the step list): show it with its messages.
      wizard.goTo(stepWithProblem);
      form.check(STEP_PATHS[PLAN_STEPS[stepWithProblem]!.id]);
      return;
    }
    await form.handleSubmit();
    setSubmissions((count) => count + 1);
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (wizard.isLast) void submit();
    else goNext();
  };

  return (
    <div className={styles.wizard}>
      {hideTitle ? null : <h2 className={styles.title}>{texts.title}</h2>}
      <Stepper
        steps={wizard.steps.map((step) => ({ id: step.id, title: step.title, completed: step.completed }))}
        currentIndex={wizard.currentIndex}
        onStepClick={(index) => wizard.goTo(index)}
        label="Plan steps"
      />
      <StepProgress current={wizard.currentIndex + 1} total={wizard.steps.length} />
      <form
        id={form.id("form")}
        ref={form.formRef}
        className={layout.form}
        onSubmit={onFormSubmit}
        noValidate
      >
        {form.generalError ? <Banner tone="error">{form.generalError}</Banner> : null}
        <h3 className={layout.sectionTitle}>{wizard.currentStep.title}</h3>
        {stepId === "basic" ? <BasicInfoStep form={form} families={families} /> : null}
        {stepId === "pricing" ? <PricingStep form={form} /> : null}
        {stepId === "features" ? <FeaturesStep form={form} /> : null}
        {stepId === "portal" ? <PortalSettingsStep form={form} /> : null}
        {stepId === "review" ? <ReviewStep values={values} familyName={familyName} id={form.id} /> : null}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <div className={styles.navigation}>
            <Button
              variant="secondary"
              onClick={() => wizard.previous()}
              disabled={!wizard.canGoPrevious || form.submitting}
            >
              Previous
            </Button>
            {wizard.isLast ? (
              <Button type="submit" loading={form.submitting} loadingLabel={texts.submittingLabel}>
                {texts.submitLabel}
              </Button>
            ) : (
              <Button type="submit">Next</Button>
            )}
          </div>
        </div>
      </form>
    </div>
  );
}

export interface CreatePlanDialogProps
  extends Omit<CatalogDialogProps, "onCancel">,
    FamiliesProps,
    Pick<PlanWizardProps, "onSubmit" | "onSuccess" | "mode" | "initialValues"> {
  onCancel?: () => void;
}

/** 'Create New Plan' (or 'Edit Plan') in a large Modal; Cancel and a successful submit close it. */
export function CreatePlanDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  onCancel,
  onSuccess,
  onSubmit,
  families,
  productFamilies,
  mode = "create",
  initialValues,
}: CreatePlanDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const cancel = () => {
    setOpen(false);
    onCancel?.();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : cancel())}
      title={textsFor(PLAN_TEXTS, mode).title}
      size="lg"
      trigger={trigger}
    >
      <PlanWizard
        hideTitle
        families={families}
        productFamilies={productFamilies}
        mode={mode}
        initialValues={initialValues}
        onSubmit={onSubmit}
        onCancel={cancel}
        onSuccess={() => {
          setOpen(false);
          onSuccess?.();
        }}
      />
    </Modal>
  );
}
