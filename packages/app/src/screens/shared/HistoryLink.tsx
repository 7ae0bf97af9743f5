import type { AuditResourceType } from "@round/forms/schemas";
import { Link as UiLink } from "@round/ui";
import { Link } from "react-router";
import { useCan } from "../../hooks/useCan";
import * as styles from "./HistoryLink.css";

/** The audit log's address showing one record's entries. */
export function historyHref(resourceType: AuditResourceType, resourceId: string): string {
  return `/settings/audit-log?${new URLSearchParams({ resourceType, resourceId })}`;
}

/**
 * 'History': a record's entries in the audit log (who changed it, and when), for a person whose role may see
 * the audit log; nothing for anyone else. `label` names the record when a page shows several ('History of
 * Starter').
 */
export function HistoryLink({
  resourceType,
  resourceId,
  label,
}: {
  resourceType: AuditResourceType;
  resourceId: string;
  label?: string;
}) {
  const permission = useCan("viewAuditLog");
  if (!permission.allowed) return null;
  return (
    <UiLink
      href={historyHref(resourceType, resourceId)}
      as={Link}
      aria-label={label}
      className={styles.history}
    >
      History
    </UiLink>
  );
}
