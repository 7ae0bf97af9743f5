import { Banner, Button, Link, type RouterLinkComponent, StepProgress } from "@round/ui";
import { type FormEvent, useEffect, useId, useMemo, useRef } from "react";
import { splitServerErrors } from "../../form/serverErrors.ts";
import { useForm } from "../../form/useForm.ts";
import {
  type BillingAddress,
  billingAddressSchema,
  billingAddressSchemaFor,
  type CompanyInfo,
  companyInfoSchema,
  isBillingAddressEmpty,
  type PersonalRegistration,
  personalRegistrationSchema,
} from "../../schemas/accounts.ts";
import { BUSINESS_WIZARD_REQUIRED_FIELDS } from "../../schemas/constants.ts";
import { onboardingMessages } from "../../schemas/messages/onboarding.ts";
import { validate } from "../../schemas/validate.ts";
import { useWizard } from "../../wizard/useWizard.ts";
import type { WizardStep } from "../../wizard/wizard.ts";
import { PersonalFields } from "../PersonalSignUpForm/PersonalFields.tsx";
import { EMPTY_PERSONAL } from "../PersonalSignUpForm/PersonalSignUpForm.tsx";
import * as styles from "../shared/authForm.css.ts";
import { focusFirstInvalid, type OptionsLoader } from "../shared/bodyHelpers.ts";
import {
  BillingAddressFields,
  type BillingAddressValues,
  EMPTY_BILLING_ADDRESS,
} from "./BillingAddressFields.tsx";
import { CompanyInfoFields, type CompanyInfoValues, EMPTY_COMPANY_INFO } from "./CompanyInfoFields.tsx";

export type BusinessSignUpStepId = "personal" | "address" | "company";

/** What the wizard submits: the personal fields, the company and the billing address (null when skipped). */
export interface BusinessSignUpValues extends PersonalRegistration {
  companyInfo: CompanyInfo;
  billingAddress: BillingAddress | null;
}

export interface BusinessSignUpWizardProps {
  /** Registers the business. A rejection shows in the banner; errors naming a field show under it. */
  onSubmit: (values: BusinessSignUpValues) => Promise<void>;
  loadCountries: OptionsLoader;
  loadCurrencies: OptionsLoader;
  loadIndustries: OptionsLoader;
  /** Company sizes for the employee count; a fixed list of ranges is used without it. */
  loadCompanySizes?: OptionsLoader;
  /** Whether the billing address may be skipped. Default true. */
  optionalBillingAddress?: boolean;
  defaultValues?: {
    personal?: Partial<PersonalRegistration>;
    billingAddress?: Partial<BillingAddressValues>;
    companyInfo?: Partial<CompanyInfoValues>;
  };
  linkAs?: RouterLinkComponent;
  title?: string;
  className?: string;
}

const STEP_TEXT: Record<BusinessSignUpStepId, { title: string; subtitle: (optional: boolean) => string }> = {
  personal: { title: "Personal Information", subtitle: () => "Your details for signing in to your account" },
  address: {
    title: "Billing Address",
    subtitle: (optional) =>
      optional
        ? "You can add this information later in your account settings"
        : "This information will be used for billing and invoicing",
  },
  company: {
    title: "Company Information",
    subtitle: () => "Tell us about your company for billing and compliance",
  },
};

const STEP_IDS: readonly BusinessSignUpStepId[] = ["personal", "address", "company"];

/**
 * The business sign-up wizard (spec, accounts §2): Personal Information, Billing Address (optional by default)
 * and Company Information, with 'Step N of M' and a percent bar, Previous / Continue / 'Create Account'.
 */
export function BusinessSignUpWizard({
  onSubmit,
  loadCountries,
  loadCurrencies,
  loadIndustries,
  loadCompanySizes,
  optionalBillingAddress = true,
  defaultValues,
  linkAs,
  title = "Create Business Account",
  className,
}: BusinessSignUpWizardProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const stepTitleId = useId();

  const personal = useForm({
    schema: personalRegistrationSchema,
    initialValues: { ...EMPTY_PERSONAL, ...defaultValues?.personal },
    requiredFields: BUSINESS_WIZARD_REQUIRED_FIELDS.personal,
    onSubmit: () => {},
  });
  const addressSchema = useMemo(
    () => billingAddressSchemaFor(optionalBillingAddress),
    [optionalBillingAddress],
  );
  const address = useForm({
    schema: addressSchema,
    initialValues: { ...EMPTY_BILLING_ADDRESS, ...defaultValues?.billingAddress },
    onSubmit: () => {},
  });
  const company = useForm({
    schema: companyInfoSchema,
    initialValues: { ...EMPTY_COMPANY_INFO, ...defaultValues?.companyInfo },
    requiredFields: BUSINESS_WIZARD_REQUIRED_FIELDS.company,
    onSubmit: () => {},
  });
  const forms = { personal, address, company };

  const steps = useMemo<WizardStep[]>(
    () => [
      {
        id: "personal",
        title: STEP_TEXT.personal.title,
        requiredFields: BUSINESS_WIZARD_REQUIRED_FIELDS.personal,
      },
      {
        id: "address",
        title: STEP_TEXT.address.title,
        optional: optionalBillingAddress,
        requiredFields: BUSINESS_WIZARD_REQUIRED_FIELDS.address,
      },
      {
        id: "company",
        title: STEP_TEXT.company.title,
        requiredFields: BUSINESS_WIZARD_REQUIRED_FIELDS.company,
      },
    ],
    [optionalBillingAddress],
  );

  const wizard = useWizard({
    steps,
    fallbackError: "Business registration failed",
    onComplete: async () => {
      const personalValues = validate(personalRegistrationSchema, personal.values);
      const companyValues = validate(companyInfoSchema, company.values);
      const addressValues = isBillingAddressEmpty(address.values)
        ? null
        : validate(billingAddressSchema, address.values);
      if (!personalValues.ok || !companyValues.ok || (addressValues !== null && !addressValues.ok)) {
        // Each step was checked on Continue; this only guards against values changed since.
        throw new Error(onboardingMessages.requiredFields);
      }
      try {
        await onSubmit({
          ...personalValues.value,
          companyInfo: companyValues.value,
          billingAddress: addressValues === null ? null : addressValues.value,
        });
      } catch (failure) {
        showFieldErrors(failure);
        throw failure;
      }
    },
  });

  /** Puts errors the server tied to a field under that field, and returns to the first step holding one. */
  const showFieldErrors = (failure: unknown) => {
    let firstStep: number | null = null;
    STEP_IDS.forEach((id, index) => {
      const form = forms[id];
      const { fields } = splitServerErrors(failure, Object.keys(form.values), {
        aliases: { phoneNumber: "phone", addressLine1: "street", companyWebsite: "website" },
      });
      for (const [field, message] of Object.entries(fields)) form.setFieldError(field, message);
      if (firstStep === null && Object.keys(fields).length > 0) firstStep = index;
    });
    if (firstStep !== null) wizard.goTo(firstStep);
  };

  // A step counts as completed while its fields pass (the address: the full rules, not the skipped form).
  const addressComplete = validate(billingAddressSchema, address.values).ok;
  const { markCompleted } = wizard;
  useEffect(() => markCompleted("personal", personal.isValid), [markCompleted, personal.isValid]);
  useEffect(() => markCompleted("address", addressComplete), [markCompleted, addressComplete]);
  useEffect(() => markCompleted("company", company.isValid), [markCompleted, company.isValid]);

  // Moving to another step puts focus on its heading, so the change is announced and Tab starts there.
  const shownIndex = useRef(wizard.currentIndex);
  useEffect(() => {
    if (shownIndex.current === wizard.currentIndex) return;
    shownIndex.current = wizard.currentIndex;
    stepHeadingRef.current?.focus();
  }, [wizard.currentIndex]);

  const stepId = wizard.currentStep.id as BusinessSignUpStepId;
  const current = forms[stepId];
  const addressEmpty = isBillingAddressEmpty(address.values);

  const handleContinue = async (event: FormEvent) => {
    event.preventDefault();
    if (wizard.submitting) return;
    const checked = current.validateAll();
    if (!checked.ok) {
      focusFirstInvalid(formRef);
      return;
    }
    if (stepId !== "address" || !addressEmpty) markCompleted(stepId, true);
    await wizard.next();
  };

  // Skipping leaves no half-filled address behind: what was typed is cleared, and nothing is submitted.
  const skip = () => {
    address.reset({ ...EMPTY_BILLING_ADDRESS });
    void wizard.next();
  };

  const text = STEP_TEXT[stepId];
  const stepOptional = stepId === "address" && optionalBillingAddress;

  return (
    <form
      ref={formRef}
      className={[styles.form, className].filter(Boolean).join(" ")}
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleContinue}
    >
      <div className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
      </div>
      <StepProgress
        current={wizard.currentIndex + 1}
        total={wizard.steps.length}
        percent={wizard.progress(current.values)}
      />

      {wizard.error ? <Banner tone="error">{wizard.error}</Banner> : null}

      <section aria-labelledby={stepTitleId} className={styles.form}>
        <div className={styles.header}>
          <h2 id={stepTitleId} ref={stepHeadingRef} tabIndex={-1} className={styles.sectionTitle}>
            {text.title}
            {stepOptional ? <span className={styles.subtitle}> (Optional)</span> : null}
          </h2>
          <p className={styles.subtitle}>{text.subtitle(optionalBillingAddress)}</p>
        </div>

        {stepId === "personal" ? (
          <PersonalFields
            values={personal.values}
            errors={personal.errors}
            onChange={personal.setValue}
            onBlur={personal.validateField}
            disabled={wizard.submitting}
          />
        ) : null}
        {stepId === "address" ? (
          <BillingAddressFields
            optional={optionalBillingAddress}
            loadCountries={loadCountries}
            values={address.values}
            errors={address.errors}
            onChange={address.setValue}
            onBlur={address.validateField}
            disabled={wizard.submitting}
          />
        ) : null}
        {stepId === "company" ? (
          <CompanyInfoFields
            loadCurrencies={loadCurrencies}
            loadIndustries={loadIndustries}
            loadCompanySizes={loadCompanySizes}
            values={company.values}
            errors={company.errors}
            onChange={company.setValue}
            onBlur={company.validateField}
            disabled={wizard.submitting}
          />
        ) : null}
      </section>

      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={!wizard.canGoPrevious || wizard.submitting}
          onClick={() => wizard.previous()}
        >
          Previous
        </Button>
        <div className={styles.actionsEnd}>
          {/* Offered until the address is complete ("unless the form is already filled"). */}
          {stepOptional && !addressComplete ? (
            <Button variant="ghost" onClick={skip}>
              Skip for now
            </Button>
          ) : null}
          <Button
            type="submit"
            disabled={!wizard.canGoNext && !wizard.submitting}
            loading={wizard.submitting}
            loadingLabel="Creating..."
          >
            {wizard.isLast ? "Create Account" : "Continue"}
          </Button>
        </div>
      </div>

      <p className={styles.note}>
        Already have an account?{" "}
        <Link href="/auth/login" as={linkAs}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
