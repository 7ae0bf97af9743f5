// The door of the audit module (PLATFORM.md, "Audit log"). It owns `audit_log`: every module records its
// writes through `recordAudit` (or, for changes that write events, through the events module), in the
// write's own transaction.
export {
  type AuditInput,
  type AuditStamp,
  auditStamp,
  type Changes,
  createdChanges,
  deletedChanges,
  differences,
  EVENT_VERBS,
  recordAudit,
  setTrail,
  trailOn,
} from "./record.ts";
export { auditRoutes } from "./routes.ts";
