import { type Action, notAllowedReason } from "@round/forms/schemas";
import { Banner } from "@round/ui";
import { useMe } from "./useAccount";

/** Whether the signed-in person may do an action in their account, and why not. */
export interface Permission {
  allowed: boolean;
  /** False while the current user is loading: show nothing that depends on it yet. */
  known: boolean;
  /** 'Your role (Developer) cannot edit the organization.' when not allowed. */
  reason: string | null;
}

/**
 * The app's one permission check: what `GET /identities/me` says the caller's role may do in the account
 * (its `permissions`, the matrix of PERMISSIONS.md). The server enforces the same matrix; this only keeps
 * screens from offering what would be refused.
 */
export function useCan(action: Action): Permission {
  const me = useMe();
  const user = me.data;
  if (!user) return { allowed: false, known: false, reason: null };
  const allowed = user.permissions.includes(action);
  return { allowed, known: true, reason: allowed ? null : notAllowedReason(user.roleLabel, action) };
}

/** The line that says why a part of a screen is read-only ('Your role (Developer) cannot …'); nothing if allowed. */
export function NotAllowed({ action, className }: { action: Action; className?: string }) {
  const permission = useCan(action);
  if (!permission.known || permission.allowed) return null;
  return (
    <Banner tone="info" className={className}>
      {permission.reason}
    </Banner>
  );
}
