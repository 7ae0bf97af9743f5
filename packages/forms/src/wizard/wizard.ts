/** The rules of Round's wizards (business sign-up, onboarding, plan), as plain functions. */
import type { OnboardingStepId } from "../schemas/constants.ts";
import { isBlank } from "../schemas/rules.ts";

export interface WizardStep {
  id: string;
  title: string;
  /** An optional step may be passed without completing it. */
  optional?: boolean;
  completed?: boolean;
  /** Fields whose filling counts toward the progress bar while this step is current. */
  requiredFields?: readonly string[];
}

/** Next is allowed when the current step is completed or optional. */
export function canGoNext(steps: readonly WizardStep[], currentIndex: number): boolean {
  const step = steps[currentIndex];
  return step !== undefined && (step.completed === true || step.optional === true);
}

/** Previous is allowed everywhere but on the first step. */
export function canGoPrevious(currentIndex: number): boolean {
  return currentIndex > 0;
}

/** A step can be clicked when it is at or before the current step, or completed. */
export function isStepClickable(steps: readonly WizardStep[], currentIndex: number, index: number): boolean {
  const step = steps[index];
  return step !== undefined && (index <= currentIndex || step.completed === true);
}

/** Steps are numbered from 1 in the order of the steps available. */
export function numberSteps<T extends WizardStep>(steps: readonly T[]): (T & { number: number })[] {
  return steps.map((step, index) => ({ ...step, number: index + 1 }));
}

/** 'Step N of M'. */
export function stepLabel(currentIndex: number, total: number): string {
  return `Step ${currentIndex + 1} of ${total}`;
}

/** How many of `fields` hold something other than blanks. */
export function countFilled(values: Readonly<Record<string, unknown>>, fields: readonly string[]): number {
  return fields.filter((field) => !isBlank(values[field])).length;
}

/**
 * Percent complete, 0 to 100: each completed step counts one, and the current step (unless completed)
 * counts the share of its required fields that are filled.
 */
export function progressPercent(
  steps: readonly WizardStep[],
  currentIndex: number,
  filledRequiredCount: number,
  requiredCount: number,
): number {
  if (steps.length === 0) return 0;
  const current = steps[currentIndex];
  const completedOthers = steps.filter((step, index) => index !== currentIndex && step.completed).length;
  const currentShare = current?.completed
    ? 1
    : requiredCount > 0
      ? Math.min(Math.max(filledRequiredCount, 0), requiredCount) / requiredCount
      : 0;
  const percent = ((completedOthers + currentShare) / steps.length) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

// ---- Onboarding -----------------------------------------------------------------------------------------

export const ONBOARDING_STEP_TITLES: Readonly<Record<OnboardingStepId | "userInfo", string>> = {
  userInfo: "User Information",
  organization: "Organization",
  businessSettings: "Business Settings",
  address: "Address Information",
  team: "Team",
  products: "Products",
  billing: "Billing",
};

/** The onboarding steps: only a user-information step when there is no signed-in profile, else the six. */
export function onboardingSteps(hasProfile: boolean): WizardStep[] {
  const ids = hasProfile
    ? (["organization", "businessSettings", "address", "team", "products", "billing"] as const)
    : (["userInfo"] as const);
  return ids.map((id) => ({ id, title: ONBOARDING_STEP_TITLES[id] }));
}

export interface OnboardingData {
  organization?: {
    name?: unknown;
    companyName?: unknown;
    category?: unknown;
    industry?: unknown;
    size?: unknown;
    companySize?: unknown;
    country?: unknown;
    currency?: unknown;
    timeZone?: unknown;
    timezone?: unknown;
    fiscalYearStart?: unknown;
  } | null;
  address?: { name?: unknown; addressLine1?: unknown; city?: unknown; country?: unknown } | null;
  businessSettings?: {
    currency?: unknown;
    timezone?: unknown;
    timeZone?: unknown;
    fiscalYearStart?: unknown;
  } | null;
}

const filled = (...values: unknown[]) => values.every((value) => !isBlank(value));

/**
 * Steps whose loaded data is already complete: organization with name, category, size and country; address
 * with name, line 1, city and country; business settings with currency, time zone and fiscal year start
 * (read from the settings, or else from the organization, which carries them in the API).
 */
export function preCompletedSteps(data: OnboardingData): OnboardingStepId[] {
  const done: OnboardingStepId[] = [];
  const org = data.organization ?? undefined;
  if (
    org &&
    filled(
      org.name ?? org.companyName,
      org.category ?? org.industry,
      org.size ?? org.companySize,
      org.country,
    )
  ) {
    done.push("organization");
  }
  const settings = data.businessSettings ?? org;
  if (
    settings &&
    filled(settings.currency, settings.timeZone ?? settings.timezone, settings.fiscalYearStart)
  ) {
    done.push("businessSettings");
  }
  const address = data.address ?? undefined;
  if (address && filled(address.name, address.addressLine1, address.city, address.country)) {
    done.push("address");
  }
  return done;
}
