/** The colour families a status can take. */
export type StatusTone = "success" | "warning" | "danger" | "info" | "neutral";

/** Statuses the badge knows; any other string is shown in the neutral tone. */
export type KnownStatus =
  | "active"
  | "inactive"
  | "archived"
  | "success"
  | "warning"
  | "danger"
  | "neutral"
  | "info"
  | "draft"
  | "paused"
  | "trialing"
  | "expired"
  | "overdue"
  | "pending"
  | "cancelled"
  | "suspended"
  | "paid"
  | "open"
  | "voided"
  | "partially_paid"
  | "succeeded"
  | "failed";

const tones: Record<KnownStatus, StatusTone> = {
  active: "success",
  inactive: "neutral",
  archived: "neutral",
  success: "success",
  warning: "warning",
  danger: "danger",
  neutral: "neutral",
  info: "info",
  draft: "neutral",
  paused: "warning",
  trialing: "info",
  expired: "neutral",
  overdue: "danger",
  pending: "warning",
  cancelled: "neutral",
  suspended: "danger",
  paid: "success",
  open: "info",
  voided: "neutral",
  partially_paid: "warning",
  succeeded: "success",
  failed: "danger",
};

/** Labels that are not simply the status capitalised. */
const labels: Partial<Record<KnownStatus, string>> = { trialing: "Trial" };

/** 'Partially Paid', 'partially-paid' and ' partially_paid ' all become 'partially_paid'. */
function normalize(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

function isKnown(status: string): status is KnownStatus {
  return Object.hasOwn(tones, status);
}

/** The tone of a status; unknown statuses are neutral. */
export function statusTone(status: string): StatusTone {
  const key = normalize(status);
  return isKnown(key) ? tones[key] : "neutral";
}

/** Archived records look apart from inactive ones although both are neutral. */
export function isArchivedStatus(status: string): boolean {
  return normalize(status) === "archived";
}

/** The default text of a status: capitalised, underscores as spaces ('partially_paid' -> 'Partially paid'). */
export function statusLabel(status: string): string {
  const key = normalize(status);
  const known = isKnown(key) ? labels[key] : undefined;
  if (known) return known;
  const words = status.trim().replace(/_+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
