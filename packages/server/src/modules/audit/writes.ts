import type { Deps } from "../../deps.ts";
import type { WriteDone } from "../../http/api.ts";
import { createdChanges, recordAudit, trailOn } from "./record.ts";

// The audit log's account of a write that kept no entry of its own in its transaction: named from its route
// (`POST /api/subscriptions/:id/cancel` is `subscription.cancel`), recorded just after it, as its caller.

/** A collection's name in the singular: `api-keys` is `api_key`, `addresses` is `address`. */
function singular(segment: string): string {
  const special: Record<string, string> = { usage: "usage_event", settings: "settings" };
  if (special[segment]) return special[segment];
  const name = segment.replace(/-/g, "_");
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (name.endsWith("sses")) return name.slice(0, -2);
  return name.endsWith("s") ? name.slice(0, -1) : name;
}

const isParam = (segment: string) => segment.startsWith(":");

/** The resource, the action and the id a write's route names. */
export function describeWrite(
  method: string,
  path: string,
  params: Record<string, string>,
): { resourceType: string; action: string; resourceId: string | null } {
  const segments = path
    .split("/")
    .filter((segment) => segment !== "" && segment !== "api" && segment !== "catalog");
  const last = segments.at(-1) ?? "";
  const before = segments.at(-2);
  if (segments[0] === "billing") {
    return last === "settings"
      ? { resourceType: "billing_settings", action: "billing_settings.update", resourceId: null }
      : { resourceType: "billing", action: `billing.${last}`, resourceId: null };
  }
  // POST …/{id}/cancel, POST /api/usage/batch: an action on the record (or the collection) before it.
  if (!isParam(last) && method === "post" && before !== undefined && !last.endsWith("s")) {
    const collection = isParam(before) ? segments.at(-3)! : before;
    const id = isParam(before) ? (params[before.slice(1)] ?? null) : null;
    const type = singular(collection);
    return { resourceType: type, action: `${type}.${last.replace(/-/g, "_")}`, resourceId: id };
  }
  const collection = isParam(last) ? (before ?? "") : last;
  const type = singular(collection);
  const id = isParam(last) ? (params[last.slice(1)] ?? null) : null;
  const verb = method === "put" ? "update" : method === "delete" ? "delete" : id ? "update" : "create";
  return { resourceType: type, action: `${type}.${verb}`, resourceId: id };
}

/** `Api.onWrite`: records the entry of a write done in an account that kept none of its own. */
export function writeAuditor(deps: Deps) {
  return async (write: WriteDone): Promise<void> => {
    const { context } = write;
    if (!context.accountId || !context.actor || !trailOn()) return;
    const described = describeWrite(write.method, write.path, write.params);
    let changes = {};
    let resourceId = described.resourceId;
    const created = described.action.endsWith(".create");
    if (created && write.response.headers.get("content-type")?.includes("application/json")) {
      try {
        const answer = (await write.response.clone().json()) as Record<string, unknown>;
        if (answer && typeof answer === "object" && !Array.isArray(answer)) {
          changes = createdChanges(answer);
          if (typeof answer.id === "string") resourceId = answer.id;
        }
      } catch {
        // Not a JSON object: the entry keeps no values.
      }
    }
    try {
      await recordAudit(deps.db, [
        { accountId: context.accountId, ...described, resourceId, changes, at: deps.clock.date() },
      ]);
    } catch (error) {
      deps.log.error("Recording an audit entry failed", { error, action: described.action });
    }
  };
}
