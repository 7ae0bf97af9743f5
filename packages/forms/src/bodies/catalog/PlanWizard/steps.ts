/** The plan wizard's steps, the values each edits, and the portal switches. */
import type { Path } from "../paths.ts";

export const PLAN_STEPS = [
  { id: "basic", title: "Basic Info" },
  { id: "pricing", title: "Pricing" },
  { id: "features", title: "Features" },
  { id: "portal", title: "Portal Settings" },
  { id: "review", title: "Review" },
] as const;

export type PlanStepId = (typeof PLAN_STEPS)[number]["id"];

/** The values each step edits: Next checks the messages under these paths. */
export const STEP_PATHS: Readonly<Record<PlanStepId, readonly Path[]>> = {
  basic: ["name", "description", "productFamilyId", "isMetered", "billingCycles", "trialPeriod"],
  pricing: ["pricePoints", "usageMetrics"],
  features: ["features"],
  portal: ["customerPortal"],
  review: [],
};

export const PORTAL_SWITCHES = [
  { key: "showInCheckout", label: "Show in Checkout", description: "Offer this plan at checkout" },
  {
    key: "showInPortal",
    label: "Show in Customer Portal",
    description: "List this plan in the self-service portal",
  },
  { key: "allowUpgrade", label: "Allow Upgrade", description: "Customers can move up to a higher plan" },
  { key: "allowDowngrade", label: "Allow Downgrade", description: "Customers can move down to a lower plan" },
  {
    key: "allowCancellation",
    label: "Allow Cancellation",
    description: "Customers can cancel in the portal",
  },
] as const;
