import type { AuditActorType, AuditEntry } from "@round/forms/schemas";
import { api } from "./client";

export type { AuditActorType, AuditEntry };

export interface AuditPage {
  items: AuditEntry[];
  hasMore: boolean;
}

/** What the audit log is filtered by (PLATFORM.md, "Audit log"); an empty value filters nothing. */
export interface AuditFilter {
  actorType: string;
  actorId: string;
  resourceType: string;
  resourceId: string;
  action: string;
  /** The first day shown, YYYY-MM-DD (UTC). */
  from: string;
  /** The last day shown, YYYY-MM-DD (UTC), all of it. */
  to: string;
}

export const auditMessages = {
  loadFailed: "Failed to load the audit log",
  exportFailed: "Failed to export the audit log. Please try again.",
} as const;

/** Entries a page. */
export const AUDIT_PAGE_SIZE = 25;
/** An export of many rows takes longer than an ordinary call. */
const FILE_TIMEOUT_MS = 120_000;

/**
 * The filter as the API reads it: days become instants (the whole of the last day, UTC, as the dates are
 * shown), empty values are left out.
 */
function filterQuery(roundAccountId: string | null, filter: AuditFilter) {
  return {
    roundAccountId,
    actorType: filter.actorType || undefined,
    actorId: filter.actorId || undefined,
    resourceType: filter.resourceType || undefined,
    resourceId: filter.resourceId.trim() || undefined,
    action: filter.action.trim() || undefined,
    from: filter.from ? `${filter.from}T00:00:00.000Z` : undefined,
    to: filter.to ? `${filter.to}T23:59:59.999Z` : undefined,
  };
}

/** A page of the account's audit entries matching `filter`, newest first, older than `startingAfter`. */
export function fetchAuditLog(
  roundAccountId: string | null,
  filter: AuditFilter,
  startingAfter: string,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return api.request<AuditPage>("/api/audit-log", {
    query: {
      ...filterQuery(roundAccountId, filter),
      limit: AUDIT_PAGE_SIZE,
      startingAfter: startingAfter || undefined,
    },
    errorMessage: auditMessages.loadFailed,
    ...(signal ? { signal } : {}),
  });
}

/** The CSV of every entry matching `filter`. */
export function exportAuditLog(roundAccountId: string | null, filter: AuditFilter): Promise<Blob> {
  return api.request<Blob>("/api/audit-log/export", {
    query: filterQuery(roundAccountId, filter),
    responseType: "blob",
    timeoutMs: FILE_TIMEOUT_MS,
    errorMessage: auditMessages.exportFailed,
  });
}
