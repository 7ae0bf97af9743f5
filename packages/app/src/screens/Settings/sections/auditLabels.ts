import {
  AUDIT_ACTOR_TYPES,
  AUDIT_RESOURCE_TYPES,
  type AuditActorType,
  type AuditResourceType,
} from "@round/forms/schemas";
import type { StatusTone } from "@round/ui";
import type { AuditEntry, AuditFilter } from "../../../api/auditLog";

/** Who acted, as the log's small label says it: a person, an API key, or Round itself. */
export const ACTOR_LABELS: Record<AuditActorType, { label: string; tone: StatusTone }> = {
  user: { label: "Person", tone: "info" },
  api_key: { label: "API key", tone: "neutral" },
  system: { label: "Round", tone: "neutral" },
  customer: { label: "Customer", tone: "info" },
};

export const ACTOR_TYPE_OPTIONS = AUDIT_ACTOR_TYPES.map((type) => ({
  value: type,
  label: ACTOR_LABELS[type].label,
}));

export const RESOURCE_LABELS: Record<AuditResourceType, string> = {
  customer: "Customer",
  payment_method: "Payment method",
  subscription: "Subscription",
  invoice: "Invoice",
  payment: "Payment",
  plan: "Plan",
  addon: "Add-on",
  charge: "Charge",
  coupon: "Coupon",
  price_point: "Price point",
  product_family: "Product family",
  usage_event: "Usage event",
  test_clock: "Test clock",
  billing_settings: "Billing settings",
  organization: "Organization",
  member: "Member",
  invitation: "Invitation",
  api_key: "API key",
  webhook_endpoint: "Webhook endpoint",
  portal_session: "Portal link",
  checkout_link: "Checkout link",
  tax_rate: "Tax rate",
};

export const RESOURCE_TYPE_OPTIONS = AUDIT_RESOURCE_TYPES.map((type) => ({
  value: type,
  label: RESOURCE_LABELS[type],
}));

/** 'Customer', or the type as the API wrote it when the app does not know it. */
export function resourceLabel(type: string): string {
  return (RESOURCE_LABELS as Record<string, string>)[type] ?? type;
}

/** The pages of records the app has: a subscription's address opens its customer's page. */
const RESOURCE_PAGES: Partial<Record<AuditResourceType, string>> = {
  customer: "/customers",
  subscription: "/subscriptions",
  invoice: "/invoices",
  plan: "/catalog/plans",
  addon: "/catalog/addons",
  charge: "/catalog/charges",
  coupon: "/catalog/coupons",
  product_family: "/catalog/families",
};

/** Where an entry's record is shown in the app, if anywhere. */
export function resourceHref(entry: Pick<AuditEntry, "resourceType" | "resourceId">): string | null {
  const base = (RESOURCE_PAGES as Record<string, string | undefined>)[entry.resourceType];
  return base && entry.resourceId ? `${base}/${encodeURIComponent(entry.resourceId)}` : null;
}

/** 'Actor type: API key · Resource type: Subscription · From: 2026-03-01': what narrows the view, in words. */
export function filterSummary(filter: AuditFilter, actorName: (id: string) => string): string {
  const parts = [
    filter.actorType
      ? `Actor type: ${ACTOR_LABELS[filter.actorType as AuditActorType]?.label ?? filter.actorType}`
      : "",
    filter.actorId ? `Actor: ${actorName(filter.actorId)}` : "",
    filter.resourceType ? `Resource type: ${resourceLabel(filter.resourceType)}` : "",
    filter.resourceId ? `Resource ID: ${filter.resourceId}` : "",
    filter.action ? `Action: ${filter.action}` : "",
    filter.from ? `From: ${filter.from}` : "",
    filter.to ? `To: ${filter.to}` : "",
  ];
  return parts.filter(Boolean).join(" · ");
}
