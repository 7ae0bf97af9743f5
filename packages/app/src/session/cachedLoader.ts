/**
 * Wraps a loader so its result is kept for `ttlMs` and concurrent calls share one pending request.
 * Used for the current user (30 s) and the reference lists (the whole session).
 */
export interface CachedLoader<T> {
  (): Promise<T>;
  /** Forgets the cached value, so the next call loads again. */
  clear(): void;
  /** The value while it is still fresh, without loading anything. */
  peek(): T | undefined;
}

export function cachedLoader<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
): CachedLoader<T> {
  let value: { data: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  let generation = 0;

  const get = (() => {
    if (value && now() - value.at < ttlMs) return Promise.resolve(value.data);
    if (pending) return pending;
    const mine = generation;
    pending = load()
      .then((data) => {
        if (mine === generation) value = { data, at: now() };
        return data;
      })
      .finally(() => {
        if (mine === generation) pending = null;
      });
    return pending;
  }) as CachedLoader<T>;

  get.peek = () => (value && now() - value.at < ttlMs ? value.data : undefined);

  get.clear = () => {
    generation += 1;
    value = null;
    pending = null;
  };
  return get;
}

export const USER_CACHE_MS = 30_000;
