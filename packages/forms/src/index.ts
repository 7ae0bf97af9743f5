/**
 * @round/forms: the form-state hook, the wizard engine and the wizard and dialog bodies.
 * The pure rules live at @round/forms/schemas (no React), which the server imports too.
 */

// Bodies: the account, onboarding, catalog, customer and billing forms, wizards and dialogs.
export * from "./bodies/billing/index.ts";
export * from "./bodies/billing/subscriptions.ts";
export * from "./bodies/catalog/index.ts";
export * from "./bodies/customers/index.ts";
export * from "./bodies/developers/index.ts";
export * from "./bodies/index.ts";
export * from "./bodies/portal/index.ts";
// Form state
export type {
  ServerErrorBody,
  ServerErrorItem,
  SplitServerErrors,
} from "./form/serverErrors.ts";
export { serverErrorBody, serverErrorText, splitServerErrors } from "./form/serverErrors.ts";
export type { FieldProps, FormValues, UseFormOptions, UseFormResult } from "./form/useForm.ts";
export { useForm } from "./form/useForm.ts";
export type { FieldError, ValidationCode, ValidationResult } from "./schemas/index.ts";
export { MESSAGES, validate } from "./schemas/index.ts";
export type { UseWizardOptions, UseWizardResult } from "./wizard/useWizard.ts";
export { useWizard } from "./wizard/useWizard.ts";
// Wizard engine
export type { OnboardingData, WizardStep } from "./wizard/wizard.ts";
export {
  canGoNext,
  canGoPrevious,
  countFilled,
  isStepClickable,
  numberSteps,
  ONBOARDING_STEP_TITLES,
  onboardingSteps,
  preCompletedSteps,
  progressPercent,
  stepLabel,
} from "./wizard/wizard.ts";
