import type { Counter, RateLimitStore } from "./store.ts";

/**
 * Counters in this process: for limits counted on every request (an API key's), where a database write per
 * request would cost more than the request. Each instance counts its own requests; with REDIS_URL set, the
 * Redis store counts for all of them instead. Closed windows are forgotten by `sweep` and when hit again.
 */
export function memoryStore(now: () => number = Date.now): RateLimitStore {
  const counters = new Map<string, Counter>();
  const open = (key: string): Counter | undefined => {
    const counter = counters.get(key);
    if (counter && counter.resetAt > now()) return counter;
    if (counter) counters.delete(key);
    return undefined;
  };
  return {
    async hit(key, windowMs) {
      const counter = open(key) ?? { count: 0, resetAt: now() + windowMs };
      counter.count += 1;
      counters.set(key, counter);
      return { ...counter };
    },
    async peek(key) {
      const counter = open(key);
      return counter ? { ...counter } : null;
    },
    async undo(key) {
      const counter = open(key);
      if (counter && counter.count > 0) counter.count -= 1;
    },
    async reset(key) {
      counters.delete(key);
    },
    async sweep() {
      for (const key of [...counters.keys()]) open(key);
    },
    async close() {
      counters.clear();
    },
  };
}
