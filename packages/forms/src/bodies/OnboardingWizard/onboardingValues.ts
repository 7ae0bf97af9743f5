/** The onboarding wizard's values, defaults and per-step rules, as plain data and functions. */
import * as v from "valibot";
import {
  addressStepSchema,
  businessSettingsStepSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  organizationStepSchema,
  phoneSchema,
} from "../../schemas/accounts.ts";
import { ONBOARDING_DEFAULTS } from "../../schemas/constants.ts";
import { isBlank } from "../../schemas/rules.ts";

export type OnboardingWizardStepId =
  | "userInfo"
  | "organization"
  | "businessSettings"
  | "address"
  | "team"
  | "products"
  | "billing";

export interface UserInfoValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OrganizationValues {
  companyName: string;
  country: string;
  industry: string;
  companySize: string;
  website: string;
  description: string;
  revenue: number | null;
}

export interface BusinessSettingsValues {
  currency: string;
  timezone: string;
  fiscalYearStart: string;
}

export interface AddressValues {
  addressType: string;
  name: string;
  addressLine1: string;
  number: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface OnboardingProduct {
  id: string;
  name: string;
  description: string;
  price: number;
}

export interface BillingState {
  isConnected: boolean;
  /** The connected provider's name, e.g. 'Stripe'. */
  provider?: string | null;
}

export const userInfoSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
});

export const EMPTY_USER_INFO: UserInfoValues = { firstName: "", lastName: "", email: "", phone: "" };

export const EMPTY_ORGANIZATION: OrganizationValues = {
  companyName: "",
  country: "",
  industry: "",
  companySize: "",
  website: "",
  description: "",
  revenue: null,
};

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettingsValues = {
  currency: ONBOARDING_DEFAULTS.currency,
  timezone: ONBOARDING_DEFAULTS.timezone,
  fiscalYearStart: ONBOARDING_DEFAULTS.fiscalYearStart,
};

export const DEFAULT_ADDRESS: AddressValues = {
  addressType: ONBOARDING_DEFAULTS.addressType,
  name: ONBOARDING_DEFAULTS.addressName,
  addressLine1: "",
  number: "",
  city: "",
  state: "",
  zipCode: "",
  country: "",
};

/** The fields each step needs filled before Next is offered (spec, accounts §5). */
export const ONBOARDING_REQUIRED_FIELDS = {
  userInfo: ["firstName", "lastName", "email", "phone"],
  organization: ["companyName", "industry", "companySize", "country"],
  businessSettings: ["currency", "timezone", "fiscalYearStart"],
  // Unit # is optional (a deviation from the spec: most addresses have none).
  address: ["name", "addressLine1", "city", "state", "zipCode", "country"],
  team: [],
  products: [],
  billing: [],
} as const satisfies Record<OnboardingWizardStepId, readonly string[]>;

/** The rules of the steps that have fields. */
export const ONBOARDING_STEP_SCHEMAS = {
  userInfo: userInfoSchema,
  organization: organizationStepSchema,
  businessSettings: businessSettingsStepSchema,
  address: addressStepSchema,
} as const;

/** Whether Next is offered: every required field of the step is filled (team, products, billing always). */
export function isOnboardingStepFilled(
  stepId: OnboardingWizardStepId,
  values: Readonly<Record<string, unknown>> | undefined,
): boolean {
  const required: readonly string[] = ONBOARDING_REQUIRED_FIELDS[stepId];
  return required.every((field) => !isBlank(values?.[field]));
}

/** A fresh product for the Products step: the spec's sample product under an id not yet used. */
export function nextProductId(products: readonly { id: string }[]): string {
  const used = new Set(products.map((product) => product.id));
  let n = products.length + 1;
  while (used.has(`product-${n}`)) n += 1;
  return `product-${n}`;
}
