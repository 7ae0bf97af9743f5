import { AUDIT_ACTOR_TYPES, AUDIT_RESOURCE_TYPES } from "@round/forms/schemas";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type AuditFilter, exportAuditLog, fetchAuditLog } from "../api/auditLog";

/** `["audit-log", roundAccountId, filter, startingAfter]`: a page of the account's audit log. */
export function useAuditLog(
  roundAccountId: string | null,
  filter: AuditFilter,
  startingAfter: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: ["audit-log", roundAccountId ?? "", filter, startingAfter] as const,
    queryFn: ({ signal }) => fetchAuditLog(roundAccountId, filter, startingAfter, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** `mutateAsync(filter)`: the CSV of the entries matching the filter, as a file to save. */
export function useExportAuditLog(roundAccountId: string | null) {
  return useMutation<Blob, Error, AuditFilter>({
    mutationFn: (filter) => exportAuditLog(roundAccountId, filter),
  });
}

export const AUDIT_FILTER_NAMES = [
  "actorType",
  "actorId",
  "resourceType",
  "resourceId",
  "action",
  "from",
  "to",
] as const satisfies readonly (keyof AuditFilter)[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** A value from the address, kept only when the filter can hold it (a hand-edited link filters nothing else). */
function readFilter(params: URLSearchParams): AuditFilter {
  const get = (name: keyof AuditFilter) => params.get(name)?.trim() ?? "";
  const actorType = get("actorType");
  const resourceType = get("resourceType");
  const from = get("from");
  const to = get("to");
  return {
    actorType: (AUDIT_ACTOR_TYPES as readonly string[]).includes(actorType) ? actorType : "",
    actorId: get("actorId"),
    resourceType: (AUDIT_RESOURCE_TYPES as readonly string[]).includes(resourceType) ? resourceType : "",
    resourceId: get("resourceId"),
    action: get("action"),
    from: isDay(from) ? from : "",
    to: isDay(to) ? to : "",
  };
}

/**
 * The audit log's filters and page in the address (`?actorType=api_key&resourceType=subscription&after=…`),
 * so Back, reload and a shared link show the same entries. `after` is the last entry of the page before.
 */
export function useAuditLogParams() {
  const [params, setParams] = useSearchParams();
  const key = AUDIT_FILTER_NAMES.map((name) => params.get(name) ?? "").join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when a filter's value changes (key)
  const filter = useMemo(() => readFilter(params), [key]);
  const after = params.get("after") ?? "";

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  /** New filters start again at the newest entries. */
  const setFilter = useCallback(
    (values: Partial<AuditFilter>) =>
      change((next) => {
        for (const name of AUDIT_FILTER_NAMES) {
          const value = values[name]?.trim() ?? "";
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete("after");
      }),
    [change],
  );
  const clearFilter = useCallback(() => setFilter({}), [setFilter]);
  const older = useCallback((lastId: string) => change((next) => next.set("after", lastId)), [change]);
  const newest = useCallback(() => change((next) => next.delete("after")), [change]);
  const narrowed = AUDIT_FILTER_NAMES.some((name) => filter[name] !== "");

  return { filter, after, narrowed, setFilter, clearFilter, older, newest };
}
