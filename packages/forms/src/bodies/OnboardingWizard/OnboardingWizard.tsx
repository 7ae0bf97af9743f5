import { Banner, Button, type RouterLinkComponent, Stepper } from "@round/ui";
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { serverErrorText } from "../../form/serverErrors.ts";
import { useForm } from "../../form/useForm.ts";
import { onboardingMessages } from "../../schemas/messages/onboarding.ts";
import { validate } from "../../schemas/validate.ts";
import { useWizard } from "../../wizard/useWizard.ts";
import {
  type OnboardingData,
  onboardingSteps,
  preCompletedSteps,
  type WizardStep,
} from "../../wizard/wizard.ts";
import { AddressStep } from "../AddressStep/AddressStep.tsx";
import { BillingStep } from "../BillingStep/BillingStep.tsx";
import { BusinessSettingsStep } from "../BusinessSettingsStep/BusinessSettingsStep.tsx";
import type { InvitationRequest } from "../InvitationForm/InvitationForm.tsx";
import { OrganizationStep } from "../OrganizationStep/OrganizationStep.tsx";
import type { PendingInvitation } from "../PendingInvitationsList/PendingInvitationsList.tsx";
import { ProductsStep } from "../ProductsStep/ProductsStep.tsx";
import * as styles from "../shared/authForm.css.ts";
import { focusFirstInvalid, type OptionsLoader } from "../shared/bodyHelpers.ts";
import { TeamStep } from "../TeamStep/TeamStep.tsx";
import { UserInfoStep } from "../UserInfoStep/UserInfoStep.tsx";
import * as own from "./OnboardingWizard.css.ts";
import {
  type AddressValues,
  type BillingState,
  type BusinessSettingsValues,
  DEFAULT_ADDRESS,
  DEFAULT_BUSINESS_SETTINGS,
  EMPTY_ORGANIZATION,
  EMPTY_USER_INFO,
  isOnboardingStepFilled,
  ONBOARDING_STEP_SCHEMAS,
  type OnboardingProduct,
  type OnboardingWizardStepId,
  type OrganizationValues,
  type UserInfoValues,
} from "./onboardingValues.ts";

/** What the server already knows, per step (mount the wizard once it has loaded). */
export interface OnboardingWizardData {
  userInfo?: Partial<UserInfoValues>;
  organization?: Partial<OrganizationValues>;
  businessSettings?: Partial<BusinessSettingsValues>;
  address?: Partial<AddressValues>;
}

/** The values handed to onSaveStep for each step. */
export interface OnboardingStepValues {
  userInfo: UserInfoValues;
  organization: Omit<OrganizationValues, "revenue"> & { revenue: number };
  businessSettings: BusinessSettingsValues;
  address: AddressValues & { isPrimary: boolean };
  team: { invitations: readonly PendingInvitation[] };
  products: { products: readonly OnboardingProduct[] };
  billing: BillingState;
}

export interface SaveStepInfo {
  /** False when the values are the ones loaded or last saved: the app may skip the call to the server. */
  changed: boolean;
}

export type SaveStepHandler = <K extends OnboardingWizardStepId>(
  stepId: K,
  values: OnboardingStepValues[K],
  info: SaveStepInfo,
) => Promise<void>;

/** The steps with fields, whose edits `onStepEdit` reports. */
export type OnboardingFieldStepId = "userInfo" | "organization" | "businessSettings" | "address";

export type StepEditHandler = <K extends OnboardingFieldStepId>(
  stepId: K,
  values: OnboardingStepValues[K] | null,
) => void;

export interface OnboardingWizardProps {
  /** Shown in the heading 'Welcome to {productName}'. */
  productName?: string;
  /** Without a signed-in profile the wizard has one step: User Information. Default true. */
  hasProfile?: boolean;
  data?: OnboardingWizardData;
  /** Called on Next for every step with its values; a rejection keeps the step and shows the error. */
  onSaveStep: SaveStepHandler;
  /**
   * Called on every edit of a step with fields: its values as Next would save them, or null while they do
   * not pass the step's rules (for an app that saves as the person types, e.g. debounced).
   */
  onStepEdit?: StepEditHandler;
  /** The last step's button: 'Complete Setup' by default (say 'Next' when more steps follow elsewhere). */
  finishLabel?: string;
  /** The User Information step's email is the signed-in address: shown, not editable. */
  userEmailReadOnly?: boolean;
  /** Called after the last step is saved ('Complete Setup'); runs once at a time. */
  onComplete: () => Promise<void>;
  loadCountries: OptionsLoader;
  loadCurrencies: OptionsLoader;
  loadIndustries: OptionsLoader;
  loadCompanySizes: OptionsLoader;
  loadAddressTypes: OptionsLoader;
  currentUserEmail?: string | null;
  roundAccountId?: string | number | null;
  invitations?: readonly PendingInvitation[];
  onInvite: (invitation: InvitationRequest) => Promise<void>;
  onRevoke: (id: string) => void | Promise<void>;
  products?: readonly OnboardingProduct[];
  onProductsChange: (products: OnboardingProduct[]) => void;
  /** A router link for the links inside the steps (the Billing step's link to Settings). */
  linkAs?: RouterLinkComponent;
  /** The step to open on; by default the first step not already completed from `data`. */
  initialStep?: OnboardingWizardStepId;
  className?: string;
}

const STEP_DESCRIPTIONS: Record<OnboardingWizardStepId, string> = {
  userInfo: "Tell us about yourself.",
  organization: "Tell us about your organization.",
  businessSettings: "Choose your currency, time zone and fiscal year.",
  address: "Where is your business located?",
  team: "Invite colleagues to join your organization.",
  products: "Add the products you sell. You can change them later.",
  billing: "How your customers will pay.",
};

const SAVE_FALLBACK: Record<OnboardingWizardStepId, string> = {
  userInfo: "An unknown error occurred",
  organization: "Failed to save organization",
  businessSettings: "Failed to save organization",
  address: "Failed to save address",
  team: "An unknown error occurred",
  products: "An unknown error occurred",
  billing: "An unknown error occurred",
};

const NO_INVITATIONS: readonly PendingInvitation[] = [];
const NO_PRODUCTS: readonly OnboardingProduct[] = [];

/**
 * The onboarding wizard (`/get-started`, spec accounts §2): a stepper over Organization, Business Settings,
 * Address Information, Team, Products and Billing (or only User Information without a profile), Back and
 * Next, and 'Complete Setup' on the last step. Next saves the step through `onSaveStep`.
 */
export function OnboardingWizard({
  productName = "Round",
  hasProfile = true,
  data = {},
  onSaveStep,
  onStepEdit,
  finishLabel = "Complete Setup",
  userEmailReadOnly = false,
  onComplete,
  loadCountries,
  loadCurrencies,
  loadIndustries,
  loadCompanySizes,
  loadAddressTypes,
  currentUserEmail,
  roundAccountId,
  invitations = NO_INVITATIONS,
  onInvite,
  onRevoke,
  products = NO_PRODUCTS,
  onProductsChange,
  linkAs,
  initialStep,
  className,
}: OnboardingWizardProps) {
  const titleId = useId();
  const stepTitleId = useId();
  const stepFormId = useId();
  const hintId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);

  const userInfo = useForm({
    schema: ONBOARDING_STEP_SCHEMAS.userInfo,
    initialValues: { ...EMPTY_USER_INFO, ...data.userInfo },
    onSubmit: () => {},
  });
  const organization = useForm({
    schema: ONBOARDING_STEP_SCHEMAS.organization,
    initialValues: { ...EMPTY_ORGANIZATION, ...data.organization },
    onSubmit: () => {},
  });
  const businessSettings = useForm({
    schema: ONBOARDING_STEP_SCHEMAS.businessSettings,
    initialValues: { ...DEFAULT_BUSINESS_SETTINGS, ...data.businessSettings },
    onSubmit: () => {},
  });
  const address = useForm({
    schema: ONBOARDING_STEP_SCHEMAS.address,
    initialValues: { ...DEFAULT_ADDRESS, ...data.address },
    onSubmit: () => {},
  });
  const forms = { userInfo, organization, businessSettings, address } as const;

  // Steps completed from loaded data, computed once: the wizard's own marks take over afterwards.
  const [steps] = useState<WizardStep[]>(() => {
    const done = new Set<string>(hasProfile ? preCompletedSteps(data as OnboardingData) : []);
    return onboardingSteps(hasProfile).map((step) => ({ ...step, completed: done.has(step.id) }));
  });
  const startIndex = useMemo(() => {
    const requested = initialStep ? steps.findIndex((step) => step.id === initialStep) : -1;
    if (requested >= 0) return requested;
    const firstOpen = steps.findIndex((step) => !step.completed);
    return Math.max(firstOpen, 0);
  }, [steps, initialStep]);

  const wizard = useWizard({
    steps,
    initialIndex: startIndex,
    fallbackError: "An unexpected error occurred. Please try again.",
    onComplete,
  });

  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // What each step last held when loaded or saved, to tell the app whether anything changed.
  const saved = useRef<Partial<Record<OnboardingWizardStepId, string>> | null>(null);
  if (saved.current === null) {
    saved.current = {};
    for (const id of Object.keys(forms) as (keyof typeof forms)[]) {
      saved.current[id] = JSON.stringify(forms[id].values);
    }
  }

  // Edits are reported once per change of a form's values (not on mount, nor twice for one change).
  const onStepEditRef = useRef(onStepEdit);
  onStepEditRef.current = onStepEdit;
  const reported = useRef<Partial<Record<OnboardingFieldStepId, string>> | null>(null);
  if (reported.current === null) reported.current = { ...saved.current };
  const userInfoValues = userInfo.values;
  const organizationValues = organization.values;
  const settingsValues = businessSettings.values;
  const addressValues = address.values;
  useEffect(() => {
    const edited: Record<OnboardingFieldStepId, Record<string, unknown>> = {
      userInfo: userInfoValues,
      organization: organizationValues,
      businessSettings: settingsValues,
      address: addressValues,
    };
    for (const id of Object.keys(edited) as OnboardingFieldStepId[]) {
      const values = edited[id];
      const key = JSON.stringify(values);
      if (!reported.current || reported.current[id] === key) continue;
      reported.current[id] = key;
      const checked = validate(ONBOARDING_STEP_SCHEMAS[id], values);
      onStepEditRef.current?.(id, checked.ok ? (checked.value as never) : null);
    }
  }, [userInfoValues, organizationValues, settingsValues, addressValues]);

  const stepId = wizard.currentStep.id as OnboardingWizardStepId;
  const busy = saving || wizard.submitting;

  const stepValues = (id: OnboardingWizardStepId): Record<string, unknown> | undefined =>
    id in forms ? forms[id as keyof typeof forms].values : undefined;

  // A new step: its heading takes focus so the change is announced; old errors go.
  const shownIndex = useRef(wizard.currentIndex);
  useEffect(() => {
    if (shownIndex.current === wizard.currentIndex) return;
    shownIndex.current = wizard.currentIndex;
    setSaveError(null);
    stepHeadingRef.current?.focus();
  }, [wizard.currentIndex]);

  const filled = isOnboardingStepFilled(stepId, stepValues(stepId));

  const valuesForSave = (): { ok: boolean; values?: unknown } => {
    if (stepId in forms) {
      const checked = forms[stepId as keyof typeof forms].validateAll();
      if (!checked.ok) return { ok: false };
      return { ok: true, values: checked.value };
    }
    if (stepId === "team") return { ok: true, values: { invitations } };
    if (stepId === "products") return { ok: true, values: { products } };
    // No payment provider can be connected yet: the built-in test gateway takes payments.
    return { ok: true, values: { isConnected: false, provider: null } };
  };

  const handleNext = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !filled) return;
    setSaveError(null);
    wizard.clearError();
    const result = valuesForSave();
    if (!result.ok) {
      focusFirstInvalid(panelRef);
      return;
    }
    const snapshot = JSON.stringify(stepValues(stepId) ?? result.values);
    setSaving(true);
    try {
      await onSaveStep(stepId, result.values as never, { changed: saved.current?.[stepId] !== snapshot });
      if (saved.current) saved.current[stepId] = snapshot;
    } catch (failure) {
      setSaveError(serverErrorText(failure, SAVE_FALLBACK[stepId]));
      return;
    } finally {
      setSaving(false);
    }
    wizard.markCompleted(stepId, true);
    await wizard.next();
  };

  const error = saveError ?? wizard.error;
  const isFieldStep = stepId in forms;

  let body: ReactNode;
  switch (stepId) {
    case "userInfo":
      body = (
        <UserInfoStep
          emailReadOnly={userEmailReadOnly}
          values={userInfo.values}
          errors={userInfo.errors}
          onChange={userInfo.setValue}
          onBlur={userInfo.validateField}
          disabled={busy}
        />
      );
      break;
    case "organization":
      body = (
        <OrganizationStep
          values={organization.values}
          errors={organization.errors}
          onChange={organization.setValue}
          onBlur={organization.validateField}
          disabled={busy}
          loadCountries={loadCountries}
          loadIndustries={loadIndustries}
          loadCompanySizes={loadCompanySizes}
        />
      );
      break;
    case "businessSettings":
      body = (
        <BusinessSettingsStep
          values={businessSettings.values}
          errors={businessSettings.errors}
          onChange={businessSettings.setValue}
          onBlur={businessSettings.validateField}
          disabled={busy}
          loadCurrencies={loadCurrencies}
        />
      );
      break;
    case "address":
      body = (
        <AddressStep
          values={address.values}
          errors={address.errors}
          onChange={address.setValue}
          onBlur={address.validateField}
          disabled={busy}
          loadAddressTypes={loadAddressTypes}
          loadCountries={loadCountries}
        />
      );
      break;
    case "team":
      body = (
        <TeamStep
          currentUserEmail={currentUserEmail}
          roundAccountId={roundAccountId}
          invitations={invitations}
          onInvite={onInvite}
          onRevoke={onRevoke}
          disabled={busy}
        />
      );
      break;
    case "products":
      body = (
        <ProductsStep
          products={products}
          onProductsChange={onProductsChange}
          currency={businessSettings.values.currency || undefined}
          disabled={busy}
        />
      );
      break;
    case "billing":
      body = <BillingStep {...(linkAs ? { linkAs } : {})} />;
      break;
  }

  return (
    <div className={[styles.form, className].filter(Boolean).join(" ")}>
      <div className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          Welcome to {productName}
        </h1>
        <p className={styles.subtitle}>Let's get your account set up.</p>
      </div>

      <Stepper
        label="Setup steps"
        steps={wizard.steps.map((step) => ({ id: step.id, title: step.title, completed: step.completed }))}
        currentIndex={wizard.currentIndex}
        onStepClick={(index) => {
          if (!busy) wizard.goTo(index);
        }}
      />

      <section ref={panelRef} aria-labelledby={stepTitleId} className={own.panel}>
        <div className={styles.header}>
          <h2 id={stepTitleId} ref={stepHeadingRef} tabIndex={-1} className={styles.sectionTitle}>
            {wizard.currentStep.title}
          </h2>
          <p className={styles.subtitle}>{STEP_DESCRIPTIONS[stepId]}</p>
        </div>
        {error ? <Banner tone="error">{error}</Banner> : null}
        {isFieldStep ? (
          <form id={stepFormId} noValidate aria-labelledby={stepTitleId} onSubmit={handleNext}>
            {body}
          </form>
        ) : (
          body
        )}
      </section>

      <div className={styles.actions}>
        <Button variant="secondary" disabled={wizard.isFirst || busy} onClick={() => wizard.previous()}>
          Back
        </Button>
        <div className={own.next}>
          {filled ? null : (
            <p id={hintId} className={own.hint}>
              {onboardingMessages.requiredFields}
            </p>
          )}
          <Button
            type={isFieldStep ? "submit" : "button"}
            form={isFieldStep ? stepFormId : undefined}
            onClick={isFieldStep ? undefined : () => void handleNext()}
            disabled={!filled && !busy}
            aria-describedby={filled ? undefined : hintId}
            loading={busy}
            loadingLabel="Saving..."
          >
            {wizard.isLast ? finishLabel : "Next"}
          </Button>
        </div>
      </div>
    </div>
  );
}
