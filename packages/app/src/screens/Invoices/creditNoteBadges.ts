import type { CreditNoteResponse, RefundResponse } from "@round/forms/schemas";

/** The badge of a credit note: issued is in force, voided muted (as a voided invoice). */
export const CREDIT_NOTE_STATUS_BADGE: Record<
  CreditNoteResponse["status"],
  { status: string; label: string }
> = {
  issued: { status: "success", label: "Issued" },
  voided: { status: "archived", label: "Voided" },
};

/** The credit notes list's status filter: All, then each status as its badge names it. */
export const CREDIT_NOTE_STATUS_FILTERS: readonly { value: string; label: string }[] = [
  { value: "", label: "All" },
  ...(["issued", "voided"] as const).map((status) => ({
    value: status,
    label: CREDIT_NOTE_STATUS_BADGE[status].label,
  })),
];

/** The badge of a refund: back with the customer, failed (nothing moved), or awaiting the gateway. */
export const REFUND_STATUS_BADGE: Record<RefundResponse["status"], { status: string; label: string }> = {
  succeeded: { status: "success", label: "Succeeded" },
  failed: { status: "danger", label: "Failed" },
  pending: { status: "warning", label: "Pending" },
};

export const REFUND_METHOD_LABELS: Record<RefundResponse["method"], string> = {
  card: "Card",
  offline: "Offline",
};
