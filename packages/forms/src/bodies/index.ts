// The account and onboarding bodies of @round/forms: explicit named exports only.
export {
  AcceptInvitationForm,
  type AcceptInvitationFormProps,
  type AcceptInvitationValues,
  acceptInvitationSchema,
} from "./AcceptInvitationForm/AcceptInvitationForm.tsx";
export {
  AddressStep,
  type AddressStepProps,
} from "./AddressStep/AddressStep.tsx";
export { BillingStep, type BillingStepProps } from "./BillingStep/BillingStep.tsx";
export {
  BusinessSettingsStep,
  type BusinessSettingsStepProps,
} from "./BusinessSettingsStep/BusinessSettingsStep.tsx";
export {
  type BusinessSignUpStepId,
  type BusinessSignUpValues,
  BusinessSignUpWizard,
  type BusinessSignUpWizardProps,
} from "./BusinessSignUpWizard/BusinessSignUpWizard.tsx";
export {
  BUSINESS_TYPE_OPTIONS,
  DEFAULT_COMPANY_SIZES,
} from "./BusinessSignUpWizard/CompanyInfoFields.tsx";
export {
  FORGOT_PASSWORD_FAILED,
  FORGOT_PASSWORD_SENT,
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from "./ForgotPasswordForm/ForgotPasswordForm.tsx";
export {
  InvitationForm,
  type InvitationFormProps,
  type InvitationRequest,
} from "./InvitationForm/InvitationForm.tsx";
export {
  LOGIN_PATHS,
  LoginForm,
  type LoginFormProps,
  type SocialProvider,
} from "./LoginForm/LoginForm.tsx";
export {
  type OnboardingFieldStepId,
  type OnboardingStepValues,
  OnboardingWizard,
  type OnboardingWizardData,
  type OnboardingWizardProps,
  type SaveStepHandler,
  type SaveStepInfo,
  type StepEditHandler,
} from "./OnboardingWizard/OnboardingWizard.tsx";
export {
  type AddressValues,
  type BillingState,
  type BusinessSettingsValues,
  DEFAULT_ADDRESS,
  DEFAULT_BUSINESS_SETTINGS,
  EMPTY_ORGANIZATION,
  EMPTY_USER_INFO,
  isOnboardingStepFilled,
  nextProductId,
  ONBOARDING_REQUIRED_FIELDS,
  type OnboardingProduct,
  type OnboardingWizardStepId,
  type OrganizationValues,
  type UserInfoValues,
  userInfoSchema,
} from "./OnboardingWizard/onboardingValues.ts";
export {
  OrganizationStep,
  type OrganizationStepProps,
} from "./OrganizationStep/OrganizationStep.tsx";
export {
  type PendingInvitation,
  PendingInvitationsList,
  type PendingInvitationsListProps,
  roleLabel,
} from "./PendingInvitationsList/PendingInvitationsList.tsx";
export {
  PersonalSignUpForm,
  type PersonalSignUpFormProps,
  SIGN_UP_PATHS,
} from "./PersonalSignUpForm/PersonalSignUpForm.tsx";
export {
  PRODUCT_NAME_REQUIRED,
  ProductsStep,
  type ProductsStepProps,
} from "./ProductsStep/ProductsStep.tsx";
export {
  RESEND_CONFIRMATION_FAILED,
  RESEND_CONFIRMATION_SUCCESS,
  ResendConfirmationForm,
  type ResendConfirmationFormProps,
} from "./ResendConfirmationForm/ResendConfirmationForm.tsx";
export {
  RESET_PASSWORD_MESSAGES,
  ResetPasswordForm,
  type ResetPasswordFormProps,
  resetPasswordSchema,
} from "./ResetPasswordForm/ResetPasswordForm.tsx";
export type { OptionsLoader, ReferenceOption, StepFormProps } from "./shared/bodyHelpers.ts";
export { TeamStep, type TeamStepProps } from "./TeamStep/TeamStep.tsx";
export { UserInfoStep, type UserInfoStepProps } from "./UserInfoStep/UserInfoStep.tsx";
