import type { ChurnRisk, CustomerResponse, CustomerStatus } from "@round/forms/schemas";

/** The badge of a churn risk: low is good news, high is bad. */
export const CHURN_RISK_BADGE: Record<
  ChurnRisk,
  { status: "success" | "warning" | "danger"; label: string }
> = {
  low: { status: "success", label: "Low" },
  medium: { status: "warning", label: "Medium" },
  high: { status: "danger", label: "High" },
};

export const STATUS_LABELS: Record<CustomerStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  suspended: "Suspended",
  cancelled: "Cancelled",
};

/** The name under the display name when it adds something: the company of a person, the person of a company. */
export function secondaryName(
  customer: Pick<CustomerResponse, "displayName" | "company" | "firstName" | "lastName">,
) {
  const person = `${customer.firstName} ${customer.lastName}`.trim();
  if (customer.company && customer.company !== customer.displayName) return customer.company;
  if (person && person !== customer.displayName) return person;
  return "";
}

/** A rate in percent as the stat card shows it: one decimal, '2.5%'. */
export function percent(value: number): string {
  return `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(value)}%`;
}

/** '2026-03-02T…' as 'Mar 2, 2026'. */
export function shortDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}
