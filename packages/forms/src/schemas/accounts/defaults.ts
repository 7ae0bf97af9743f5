/**
 * What a new account starts from. Plain data in a module of its own: the app reads the default currency on
 * every signed-in screen, which must not bring the other account constants with it.
 */
import type { FiscalMonth } from "../constants.ts";

/** What a new account starts from at sign-up and onboarding (spec, accounts §9). */
export interface OnboardingDefaults {
  /** ISO 4217 code of a new organization's currency. */
  readonly currency: string;
  /** IANA time zone when the browser's is not known. */
  readonly timezone: string;
  readonly fiscalYearStart: FiscalMonth;
  readonly country: string;
  /** The organization's category (industry) when none is chosen. */
  readonly category: string;
  /** The organization's type when none is given. */
  readonly type: string;
  /** The business type of a business sign-up when none is chosen. */
  readonly businessType: string;
  readonly revenue: number;
  readonly addressType: string;
  readonly isPrimary: boolean;
  readonly addressName: string;
  readonly sampleProduct: { readonly name: string; readonly price: number };
}

/** Defaults at sign-up and onboarding (spec, accounts §9). */
export const ONBOARDING_DEFAULTS: OnboardingDefaults = {
  currency: "USD",
  timezone: "UTC",
  fiscalYearStart: "January",
  country: "United States",
  category: "business",
  type: "corporation",
  businessType: "corporation",
  revenue: 0,
  addressType: "billing",
  isPrimary: true,
  addressName: "Business Address",
  sampleProduct: { name: "Sample Product", price: 0 },
};
