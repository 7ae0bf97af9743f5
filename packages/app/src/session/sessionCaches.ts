/**
 * Caches that live as long as a session (the reference lists): each registers here, and signing out clears
 * them all, so the next session loads its own. The registry keeps the session free of what it clears.
 */
export interface SessionCache {
  clear(): void;
}

const caches = new Set<SessionCache>();

/** Clears `cache` whenever a session ends; returns the undo. */
export function registerSessionCache(cache: SessionCache): () => void {
  caches.add(cache);
  return () => {
    caches.delete(cache);
  };
}

export function clearSessionCaches(): void {
  for (const cache of caches) cache.clear();
}
