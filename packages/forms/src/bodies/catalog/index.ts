// The catalog dialog bodies: explicit named exports only.

export {
  ADDON_FAILURE,
  ADDON_TEXTS,
  ADDON_UPDATE_FAILURE,
  AddonForm,
  type AddonFormProps,
  type AddonValues,
  CreateAddonDialog,
  type CreateAddonDialogProps,
} from "./AddonForm/AddonForm.tsx";
export {
  type AddonFormValues,
  type AddonPricePointValues,
  type AddonRecord,
  addonValuesFromResponse,
} from "./AddonForm/addonValues.ts";
export {
  type CatalogBodyProps,
  type CatalogDialogProps,
  CatalogDialogShell,
  type CatalogDialogShellProps,
  type CatalogMode,
  type CatalogTexts,
  CREATING_LABEL,
  SAVE_CHANGES_LABEL,
  SAVING_LABEL,
} from "./CatalogDialog.tsx";
export {
  CHARGE_FAILURE,
  CHARGE_TEXTS,
  CHARGE_UPDATE_FAILURE,
  ChargeForm,
  type ChargeFormProps,
  type ChargeValues,
  CreateChargeDialog,
  type CreateChargeDialogProps,
} from "./ChargeForm/ChargeForm.tsx";
export {
  type ChargeFormValues,
  type ChargePricePointValues,
  type ChargeRecord,
  chargeValuesFromResponse,
} from "./ChargeForm/chargeValues.ts";
export {
  COUPON_FAILURE,
  COUPON_TEXTS,
  COUPON_UPDATE_FAILURE,
  CouponForm,
  type CouponFormProps,
  type CouponPlanOption,
  type CouponValues,
  CreateCouponDialog,
  type CreateCouponDialogProps,
} from "./CouponForm/CouponForm.tsx";
export {
  type CouponFormValues,
  type CouponRecord,
  couponValuesFromResponse,
} from "./CouponForm/couponValues.ts";
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
  FAMILIES_ERROR_TEXT,
  FAMILIES_LOADING_TEXT,
  type FamiliesProps,
  NO_FAMILIES_HINT,
  type ProductFamiliesSource,
  type ProductFamiliesState,
  type ProductFamilyOption,
} from "./families.ts";
export {
  CreatePlanDialog,
  type CreatePlanDialogProps,
  PLAN_FAILURE,
  PLAN_TEXTS,
  PLAN_UPDATE_FAILURE,
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
  type PlanFeatureValues,
  type PlanFormValues,
  type PlanPricePointValues,
  type PlanRecord,
  planValuesFromResponse,
  type UsageMetricValues,
} from "./PlanWizard/planValues.ts";
export { PREVIEW_HINTS, type PricePreview, previewPrice } from "./PlanWizard/pricePreview.ts";
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
  PRODUCT_FAMILY_TEXTS,
  PRODUCT_FAMILY_UPDATE_FAILURE,
  ProductFamilyForm,
  type ProductFamilyFormProps,
  type ProductFamilyValues,
} from "./ProductFamilyForm/ProductFamilyForm.tsx";
export {
  type ProductFamilyFormValues,
  type ProductFamilyRecord,
  productFamilyValuesFromResponse,
} from "./ProductFamilyForm/productFamilyValues.ts";
export type { PricePointRecord } from "./pricePointValues.ts";
export {
  TIERS_EDITOR_LABELS,
  type TierField,
  TiersEditor,
  type TiersEditorLabels,
  type TiersEditorProps,
} from "./TiersEditor/TiersEditor.tsx";
export {
  fieldErrorsOf,
  type SwitchFieldBinding,
  type TextFieldBinding,
  type ValueFieldBinding,
} from "./useCatalogForm.ts";
