/** Constants of both spec documents that the screens and the server share. */

export { LIMITS } from "./limits.ts";

// ---- Roles ----------------------------------------------------------------------------------------------

export interface Role {
  readonly value: number;
  readonly name: string;
  readonly label: string;
}

export const ROLES = [
  { value: 0, name: "SuperAdmin", label: "Super Admin" },
  { value: 1, name: "Admin", label: "Admin" },
  { value: 2, name: "TeamOwner", label: "Team Owner" },
  { value: 3, name: "TeamManager", label: "Team Manager" },
  { value: 4, name: "TeamMember", label: "Team Member" },
  { value: 5, name: "SalesManager", label: "Sales Manager" },
  { value: 6, name: "SalesRepresentative", label: "Sales Representative" },
  { value: 7, name: "MarketingManager", label: "Marketing Manager" },
  { value: 8, name: "MarketingAnalyst", label: "Marketing Analyst" },
  { value: 9, name: "SupportAdmin", label: "Support Admin" },
  { value: 10, name: "SupportAgent", label: "Support Agent" },
  { value: 11, name: "ProductManager", label: "Product Manager" },
  { value: 12, name: "Developer", label: "Developer" },
  { value: 13, name: "QAEngineer", label: "QA Engineer" },
  { value: 14, name: "Designer", label: "Designer" },
  { value: 15, name: "FinanceManager", label: "Finance Manager" },
  { value: 16, name: "BillingSpecialist", label: "Billing Specialist" },
  { value: 17, name: "Viewer", label: "Viewer" },
  { value: 18, name: "Guest", label: "Guest" },
] as const satisfies readonly Role[];

export type RoleName = (typeof ROLES)[number]["name"];
export type RoleValue = (typeof ROLES)[number]["value"];

export const ROLE_SUPER_ADMIN = 0;
export const ROLE_GUEST = 18;

/** Everyone but SuperAdmin and Guest may be invited (Admin through Viewer). */
export const INVITABLE_ROLES: readonly Role[] = ROLES.filter(
  (role) => role.value !== ROLE_SUPER_ADMIN && role.value !== ROLE_GUEST,
);

const QUICK_INVITE_NAMES: readonly RoleName[] = [
  "Admin",
  "TeamManager",
  "TeamMember",
  "Developer",
  "Designer",
  "Viewer",
];

/** The onboarding Team step's short role list. */
export const QUICK_INVITE_ROLES: readonly Role[] = QUICK_INVITE_NAMES.map(
  (name) => ROLES.find((role) => role.name === name)!,
);

/** Team Member. */
export const DEFAULT_INVITE_ROLE = 4;

export function roleByValue(value: number): Role | undefined {
  return ROLES.find((role) => role.value === value);
}

// ---- Onboarding -----------------------------------------------------------------------------------------

export const TIME_ZONES = [
  { value: "UTC", label: "UTC" },
  { value: "America/New_York", label: "Eastern Time" },
  { value: "America/Chicago", label: "Central Time" },
  { value: "America/Denver", label: "Mountain Time" },
  { value: "America/Los_Angeles", label: "Pacific Time" },
  { value: "Europe/London", label: "Greenwich Mean Time" },
  { value: "Europe/Paris", label: "Central European Time" },
  { value: "Asia/Tokyo", label: "Japan Standard Time" },
  { value: "Australia/Sydney", label: "Australian Eastern Time" },
] as const;

let allZones: readonly { value: string; label: string }[] | undefined;

/**
 * Every IANA time zone the runtime knows (`Intl.supportedValuesOf`), the spec's nine first under their
 * names, then the others by id: a deviation from the spec, whose nine leave most of the world out.
 */
export function timeZoneOptions(): readonly { value: string; label: string }[] {
  if (allZones) return allZones;
  const first = new Set<string>(TIME_ZONES.map((zone) => zone.value));
  let others: string[] = [];
  try {
    others = Intl.supportedValuesOf("timeZone").filter((zone) => !first.has(zone));
  } catch {
    // A runtime without the list offers the nine.
  }
  allZones = [
    ...TIME_ZONES.map((zone) => ({ ...zone })),
    ...others.map((zone) => ({ value: zone, label: zone })),
  ];
  return allZones;
}

/** Whether a zone is an IANA zone: one offered, or an alias the runtime knows ('Asia/Kolkata', 'Asia/Calcutta'). */
export function isTimeZone(zone: string): boolean {
  if (timeZoneOptions().some((option) => option.value === zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone !== "";
  } catch {
    return false;
  }
}

export const FISCAL_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export type FiscalMonth = (typeof FISCAL_MONTHS)[number];

export const ONBOARDING_STEP_IDS = [
  "organization",
  "businessSettings",
  "address",
  "team",
  "products",
  "billing",
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

export { ONBOARDING_DEFAULTS, type OnboardingDefaults } from "./accounts/defaults.ts";

/** 'REG-' plus a timestamp, for a business that gives none. */
export function generatedRegistrationNumber(now: number = Date.now()): string {
  return `REG-${now}`;
}

/** Required fields counted by the business sign-up progress bar. */
export const BUSINESS_WIZARD_REQUIRED_FIELDS = {
  personal: ["firstName", "lastName", "email", "phone", "password"],
  address: ["street", "city", "state", "zipCode", "country"],
  company: ["companyName", "registrationNumber", "currency"],
} as const;

// ---- Catalog --------------------------------------------------------------------------------------------

export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const FAMILY_CATEGORIES = [
  "SaaS Platform",
  "Analytics",
  "Enterprise",
  "API Services",
  "Add-ons",
  "Professional Services",
] as const;

export const FAMILY_STATUSES = ["active", "inactive", "draft"] as const;
export const PLAN_STATUSES = ["active", "inactive", "archived"] as const;
export const ADDON_STATUSES = ["active", "inactive", "archived"] as const;
export const CHARGE_STATUSES = ["active", "inactive", "archived"] as const;
export const COUPON_STATUSES = ["active", "expired", "archived"] as const;

/** Currencies offered by each dialog. */
export const PLAN_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "JPY"] as const;
export const ADDON_CURRENCIES = ["USD", "EUR", "GBP", "CAD"] as const;
export const CHARGE_CURRENCIES = ["USD", "EUR", "GBP", "CAD"] as const;
export const FAMILY_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;
/** Any currency a catalog price may carry: the union of the lists above. */
export const CATALOG_CURRENCIES = PLAN_CURRENCIES;

export const PRICING_MODELS = [
  "flat_fee",
  "per_unit",
  "tiered",
  "volume",
  "stairstep",
  "package",
  "percentage",
  "metered",
] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const PRICING_MODEL_OPTIONS: readonly Option<PricingModel>[] = [
  { value: "flat_fee", label: "Flat Fee" },
  { value: "per_unit", label: "Per Unit" },
  { value: "tiered", label: "Tiered" },
  { value: "volume", label: "Volume" },
  { value: "stairstep", label: "Stairstep" },
  { value: "package", label: "Package" },
  { value: "percentage", label: "Percentage" },
  { value: "metered", label: "Metered" },
];

/** Models whose price comes from tiers. */
export const TIERED_MODELS = ["tiered", "volume", "stairstep"] as const satisfies readonly PricingModel[];

/** Plan wizard frequencies. */
export const BILLING_FREQUENCIES = ["weekly", "monthly", "quarterly", "semi_annual", "yearly"] as const;
export const BILLING_FREQUENCY_OPTIONS: readonly Option<(typeof BILLING_FREQUENCIES)[number]>[] = [
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
  { value: "quarterly", label: "Quarterly" },
  { value: "semi_annual", label: "Semi-annual" },
  { value: "yearly", label: "Yearly" },
];
/** Add-on price point frequencies. */
export const ADDON_BILLING_FREQUENCIES = ["month", "year", "week", "day"] as const;
export const ALL_BILLING_FREQUENCIES = [...BILLING_FREQUENCIES, ...ADDON_BILLING_FREQUENCIES] as const;
export type BillingFrequency = (typeof ALL_BILLING_FREQUENCIES)[number];

export const PLAN_BILLING_PERIODS = ["monthly", "yearly"] as const;

export const ADDON_TYPES = ["recurring", "one_time", "usage_based"] as const;
export type AddonType = (typeof ADDON_TYPES)[number];
export const ADDON_CHARGE_MODELS = ["flat_fee", "per_unit", "tiered", "volume", "stairstep"] as const;
export type AddonChargeModel = (typeof ADDON_CHARGE_MODELS)[number];
export const ADDON_MODELS_BY_TYPE: Readonly<Record<AddonType, readonly AddonChargeModel[]>> = {
  recurring: ["flat_fee", "per_unit", "tiered", "volume"],
  one_time: ["flat_fee", "per_unit"],
  usage_based: ["per_unit", "tiered", "volume", "stairstep"],
};

export const CHARGE_TYPES = ["one_time", "recurring", "usage_based", "penalty"] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];
/** Models offered by the charge dialog. */
export const CHARGE_MODELS = ["flat_fee", "per_unit", "tiered", "percentage"] as const;
export type ChargeModel = (typeof CHARGE_MODELS)[number];
export const CHARGE_MODELS_BY_TYPE: Readonly<Record<ChargeType, readonly ChargeModel[]>> = {
  one_time: ["flat_fee", "percentage"],
  recurring: ["flat_fee", "per_unit"],
  usage_based: ["per_unit", "tiered"],
  penalty: ["flat_fee", "percentage"],
};

export const DISCOUNT_TYPES = ["percentage", "fixed_amount"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DURATION_TYPES = ["one_time", "forever", "limited_period"] as const;
export type DurationType = (typeof DURATION_TYPES)[number];
export const DURATION_TYPE_OPTIONS: readonly (Option<DurationType> & { description: string })[] = [
  { value: "one_time", label: "One Time", description: "expires after first use" },
  { value: "forever", label: "Forever", description: "never expires" },
  { value: "limited_period", label: "Limited Period", description: "expires after specified time" },
];

export const FEATURE_TYPES = ["boolean", "quantity", "text"] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

export const USAGE_AGGREGATIONS = ["sum", "max", "last_value", "unique_count"] as const;
export type UsageAggregation = (typeof USAGE_AGGREGATIONS)[number];

export const CATALOG_DEFAULTS = {
  family: { currency: "USD" },
  addon: { type: "recurring", chargeModel: "flat_fee" },
  charge: { type: "one_time", pricePoint: { currency: "USD", price: 0, billingFrequency: "monthly" } },
  coupon: { discountType: "percentage", durationType: "one_time" },
  planPortal: {
    showInCheckout: true,
    showInPortal: true,
    allowUpgrade: true,
    allowDowngrade: true,
    allowCancellation: false,
  },
} as const;

/** Coupons whose end is 1 to 7 days away are 'Expiring Soon'. */
export const COUPON_EXPIRING_SOON_DAYS = 7;
