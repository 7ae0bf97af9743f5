import {
  Button,
  Card,
  ChangeList,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  EmptyState,
  type FilterField,
  FilterPanel,
  type FilterValues,
  formatUtcTime,
  Inline,
  Modal,
  PageState,
  Stack,
  StatusBadge,
  Link as UiLink,
  useBreakpoint,
  useToast,
} from "@round/ui";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { type AuditEntry, type AuditFilter, auditMessages } from "../../../api/auditLog";
import { failureToast } from "../../../api/errors";
import type { User } from "../../../api/types";
import { useApiKeys } from "../../../hooks/apiKeys";
import {
  AUDIT_FILTER_NAMES,
  useAuditLog,
  useAuditLogParams,
  useExportAuditLog,
} from "../../../hooks/auditLog";
import { useMembers } from "../../../hooks/members";
import { NotAllowed, useCan } from "../../../hooks/useCan";
import { LoadFailed } from "../../../layouts/LoadFailed";
import * as layout from "../../../layouts/layout.css";
import { saveFile } from "../../../utils/download";
import {
  ACTOR_LABELS,
  ACTOR_TYPE_OPTIONS,
  filterSummary,
  RESOURCE_TYPE_OPTIONS,
  resourceHref,
  resourceLabel,
} from "./auditLabels";
import * as styles from "./settings.css";

/**
 * Settings, Audit log (PLATFORM.md, "Audit log"), for a role that may see it (`viewAuditLog`): every change
 * made by a person, an API key or Round itself, newest first, a page at a time. The filters and the page are
 * in the address, so a link (a record's 'History') shows the same entries; Export CSV downloads every entry of
 * the filter. An entry opens in a dialog with where it came from and each field before and after.
 */
export default function AuditLogSettings({ user }: { user: User }) {
  const permission = useCan("viewAuditLog");
  if (!permission.allowed) return <NotAllowed action="viewAuditLog" />;
  return <AuditLogCard user={user} />;
}

/** The people and API keys of the account, for the Actor filter and for naming the actor filtered by. */
function useActorChoices(user: User, filter: AuditFilter, entries: readonly AuditEntry[]) {
  const members = useMembers(user.roundAccountId);
  const keys = useApiKeys(user.roundAccountId);
  const options = [
    ...(members.data?.items ?? []).map((member) => ({
      value: member.userId,
      label: `${[member.firstName, member.lastName].filter(Boolean).join(" ") || member.email} (person)`,
    })),
    ...(keys.data ?? []).map((key) => ({ value: key.id, label: `${key.name} (API key)` })),
  ];
  const nameOf = (id: string) =>
    options.find((option) => option.value === id)?.label ??
    entries.find((entry) => entry.actor.id === id)?.actor.name ??
    id;
  // An actor no longer listed (a revoked key, a member who left) still shows when the address names them.
  if (filter.actorId && !options.some((option) => option.value === filter.actorId)) {
    options.push({ value: filter.actorId, label: nameOf(filter.actorId) });
  }
  return { options, nameOf };
}

function ActorCell({ entry }: { entry: AuditEntry }) {
  const kind = ACTOR_LABELS[entry.actor.type];
  return (
    <span className={styles.person}>
      <span className={styles.personName}>{entry.actor.name}</span>
      <span>
        <StatusBadge status={kind.tone} label={kind.label} />
      </span>
    </span>
  );
}

function ResourceCell({ entry }: { entry: AuditEntry }) {
  const href = resourceHref(entry);
  return (
    <span className={styles.person}>
      <span>{resourceLabel(entry.resourceType)}</span>
      {entry.resourceId === null ? null : href ? (
        <UiLink href={href} as={Link} aria-label={`${resourceLabel(entry.resourceType)} ${entry.resourceId}`}>
          <code>{entry.resourceId}</code>
        </UiLink>
      ) : (
        <code className={layout.muted}>{entry.resourceId}</code>
      )}
    </span>
  );
}

/** The entries of a page as table columns: all of them from tablet width up; on a phone, the entry in one. */
function auditColumns(phone: boolean, open: (entry: AuditEntry) => void): DataTableColumn<AuditEntry>[] {
  const details: DataTableColumn<AuditEntry> = {
    key: "details",
    header: <span className={styles.hiddenHeader}>Details</span>,
    align: "end",
    width: 112,
    cell: (entry) => (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => open(entry)}
        aria-label={`Details of ${entry.action} by ${entry.actor.name}, ${formatUtcTime(entry.occurredAt)}`}
      >
        Details
      </Button>
    ),
  };
  if (phone) {
    return [
      {
        key: "entry",
        header: "Entry",
        cell: (entry) => (
          <span className={styles.person}>
            <code>{entry.action}</code>
            <span>
              {entry.actor.name} · {ACTOR_LABELS[entry.actor.type].label}
            </span>
            <span className={layout.muted}>{formatUtcTime(entry.occurredAt)}</span>
          </span>
        ),
      },
      details,
    ];
  }
  return [
    { key: "when", header: "When", width: 130, cell: (entry) => formatUtcTime(entry.occurredAt) },
    { key: "who", header: "Who", width: 160, cell: (entry) => <ActorCell entry={entry} /> },
    { key: "action", header: "Action", width: 200, cell: (entry) => <code>{entry.action}</code> },
    { key: "resource", header: "Resource", width: 170, cell: (entry) => <ResourceCell entry={entry} /> },
    {
      key: "changes",
      header: "Changes",
      cell: (entry) => <ChangeList changes={entry.changes} variant="summary" />,
    },
    details,
  ];
}

function AuditLogCard({ user }: { user: User }) {
  const params = useAuditLogParams();
  const { filter, after } = params;
  const log = useAuditLog(user.roundAccountId, filter, after);
  const entries = log.data?.items ?? [];
  const actors = useActorChoices(user, filter, entries);
  const exportCsv = useExportAuditLog(user.roundAccountId);
  const { toast } = useToast();
  const phone = useBreakpoint() === "mobile";
  const [shown, setShown] = useState<AuditEntry | null>(null);

  const download = async () => {
    try {
      saveFile(await exportCsv.mutateAsync(filter), "audit-log.csv");
    } catch (error) {
      toast(failureToast(auditMessages.exportFailed, error));
    }
  };

  const fields: FilterField[] = [
    {
      name: "actorType",
      label: "Actor type",
      type: "select",
      options: ACTOR_TYPE_OPTIONS,
      emptyLabel: "Any",
    },
    { name: "actorId", label: "Actor", type: "select", options: actors.options, emptyLabel: "Anyone" },
    {
      name: "resourceType",
      label: "Resource type",
      type: "select",
      options: RESOURCE_TYPE_OPTIONS,
      emptyLabel: "Any",
    },
    { name: "resourceId", label: "Resource ID", type: "text" },
    { name: "action", label: "Action", type: "text", placeholder: "e.g. subscription.cancel" },
    { name: "from", label: "From", type: "date", ...(filter.to ? { max: filter.to } : {}) },
    { name: "to", label: "To", type: "date", ...(filter.from ? { min: filter.from } : {}) },
  ];
  const apply = (values: FilterValues) =>
    params.setFilter(
      Object.fromEntries(
        AUDIT_FILTER_NAMES.map((name) => [name, typeof values[name] === "string" ? values[name] : ""]),
      ),
    );

  let body: ReactNode;
  if (log.isPending) body = <PageState status="loading" label="Loading the audit log" skeletonLines={5} />;
  else if (log.isError)
    body = <LoadFailed text={auditMessages.loadFailed} onRetry={() => void log.refetch()} />;
  else if (entries.length === 0 && params.narrowed)
    body = (
      <EmptyState
        title="No entries match these filters"
        description="Try other filters, or clear them to see every entry."
        action={
          <Button variant="secondary" onClick={params.clearFilter}>
            Clear filters
          </Button>
        }
        headingLevel={3}
      />
    );
  else if (entries.length === 0 && after)
    body = (
      <EmptyState
        title="No older entries"
        action={
          <Button variant="secondary" onClick={params.newest}>
            Newest entries
          </Button>
        }
        headingLevel={3}
      />
    );
  else if (entries.length === 0)
    body = (
      <EmptyState
        title="No entries yet"
        description="Every change made by a person, an API key or Round itself is recorded here."
        headingLevel={3}
      />
    );
  else
    body = (
      <Stack gap="md">
        <DataTable
          aria-label="Audit log entries"
          columns={auditColumns(phone, setShown)}
          rows={entries}
          getRowId={(entry) => entry.id}
          minWidth={phone ? 0 : 980}
          estimateRowHeight={phone ? 84 : 72}
          loading={log.isFetching && log.isPlaceholderData}
          loadingLabel="Loading the audit log"
        />
        {after || log.data.hasMore ? (
          <Inline gap="md">
            {after ? (
              <Button variant="secondary" size="sm" onClick={params.newest}>
                Newest entries
              </Button>
            ) : null}
            {log.data.hasMore ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => params.older(entries[entries.length - 1]!.id)}
              >
                Older entries
              </Button>
            ) : null}
          </Inline>
        ) : null}
      </Stack>
    );

  return (
    <Card
      title="Audit log"
      actions={
        <Button
          variant="secondary"
          onClick={() => void download()}
          loading={exportCsv.isPending}
          loadingLabel="Exporting..."
        >
          Export CSV
        </Button>
      }
    >
      <Stack gap="md">
        <p className={layout.muted}>
          Who changed what, and when: people, API keys and Round itself (the billing run, dunning), newest
          first. Times are in UTC.
        </p>
        <FilterPanel fields={fields} values={{ ...filter }} onApply={apply} onReset={params.clearFilter} />
        {params.narrowed ? (
          <Inline gap="sm">
            <p className={layout.muted}>{filterSummary(filter, actors.nameOf)}</p>
            <Button variant="ghost" size="sm" onClick={params.clearFilter}>
              Clear filters
            </Button>
          </Inline>
        ) : null}
        {body}
      </Stack>
      <EntryDialog entry={shown} onClose={() => setShown(null)} />
    </Card>
  );
}

/** One entry in full: who, when, from where, the record, and each field before and after. */
function EntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  return (
    <Modal
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={entry?.action ?? ""}
      description={entry ? `${formatUtcTime(entry.occurredAt)} · ${entry.id}` : undefined}
      size="lg"
    >
      {entry ? (
        <Stack gap="lg">
          <DescriptionList
            columns={2}
            emptyLabel="Not recorded"
            items={[
              { term: "Actor", detail: <ActorCell entry={entry} /> },
              { term: "When", detail: formatUtcTime(entry.occurredAt) },
              { term: "Resource", detail: <ResourceCell entry={entry} /> },
              { term: "IP address", detail: entry.ip },
              { term: "User agent", detail: entry.userAgent },
              { term: "Request ID", detail: entry.requestId ? <code>{entry.requestId}</code> : null },
            ]}
          />
          <section aria-labelledby="audit-entry-changes" className={styles.person}>
            <h3 id="audit-entry-changes" className={layout.subheading}>
              Changes
            </h3>
            <ChangeList changes={entry.changes} />
          </section>
        </Stack>
      ) : null}
    </Modal>
  );
}
