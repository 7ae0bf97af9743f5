// The catalog dialog bodies: explicit named exports only.

export {
  ADDON_FAILURE,
  AddonForm,
  type AddonFormProps,
  type AddonValues,
  CreateAddonDialog,
  type CreateAddonDialogProps,
} from "./AddonForm/AddonForm.tsx";
export {
  type CatalogBodyProps,
  type CatalogDialogProps,
  CatalogDialogShell,
  type CatalogDialogShellProps,
} from "./CatalogDialog.tsx";
export {
  CHARGE_FAILURE,
  ChargeForm,
  type ChargeFormProps,
  type ChargeValues,
  CreateChargeDialog,
  type CreateChargeDialogProps,
} from "./ChargeForm/ChargeForm.tsx";
export {
  COUPON_FAILURE,
  CouponForm,
  type CouponFormProps,
  type CouponPlanOption,
  type CouponValues,
  CreateCouponDialog,
  type CreateCouponDialogProps,
} from "./CouponForm/CouponForm.tsx";
export {
  appendTier,
  couponCode,
  failureMessage,
  frequencySuffix,
  generateCouponCode,
  modelAfterTypeChange,
  removeTier,
  seededCouponCodeGenerator,
  type TierDraft,
  tierErrors,
  updateTier,
} from "./catalogRules.ts";
export {
  CreatePlanDialog,
  type CreatePlanDialogProps,
  PLAN_FAILURE,
  type PlanValues,
  PlanWizard,
  type PlanWizardProps,
} from "./PlanWizard/PlanWizard.tsx";
export {
  describeBillingCycles,
  describeFeatureValue,
  describePrice,
  describeTrial,
  describeUsage,
  pricePointDetails,
} from "./PlanWizard/planSummary.ts";
export {
  PRICING_MODEL_TEXT,
  PricingModelPicker,
  type PricingModelPickerProps,
  type PricingModelText,
} from "./PricingModelPicker/PricingModelPicker.tsx";
export {
  CreateProductFamilyDialog,
  type CreateProductFamilyDialogProps,
  PRODUCT_FAMILY_FAILURE,
  ProductFamilyForm,
  type ProductFamilyFormProps,
  type ProductFamilyValues,
} from "./ProductFamilyForm/ProductFamilyForm.tsx";
export { NO_FAMILIES_HINT, type ProductFamilyOption } from "./shared.tsx";
export {
  TIERS_EDITOR_LABELS,
  type TierField,
  TiersEditor,
  type TiersEditorLabels,
  type TiersEditorProps,
} from "./TiersEditor/TiersEditor.tsx";
export { fieldErrorsOf } from "./useCatalogForm.ts";
