import { AsyncLocalStorage } from "node:async_hooks";

// Who is doing what, for the audit log (PLATFORM.md, "Audit log"): each request runs with its context, which
// the account's check fills in with the caller (a person or an API key). Work with no request around it (the
// billing run on the real calendar) and the steps of a test clock's advance run as Round itself.

export interface Actor {
  type: "user" | "api_key" | "system" | "customer";
  id: string | null;
  name: string;
}

export const SYSTEM_ACTOR: Actor = { type: "system", id: null, name: "Round" };

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  requestId: string;
  /** When the request came (the server's clock). */
  at?: Date;
  /** Set once the caller's account is known (`loadTenant`). */
  actor?: Actor;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The current request's context, if any. */
export const requestContext = (): RequestContext | undefined => storage.getStore();

/** Runs `work` as Round itself (a test clock's advance steps), keeping the request's address and id. */
export function runAsSystem<T>(work: () => T): T {
  const outer = storage.getStore();
  return storage.run(
    {
      ip: outer?.ip ?? null,
      userAgent: outer?.userAgent ?? null,
      requestId: outer?.requestId ?? "",
      actor: SYSTEM_ACTOR,
    },
    work,
  );
}

/** Names the caller of the current request (a person or a key). */
export function setActor(actor: Actor): void {
  const context = storage.getStore();
  if (!context || context.actor?.type === "system") return;
  context.actor = actor;
}
