import type { Redis } from "ioredis";
import type { RateLimitStore } from "./store.ts";

const PREFIX = "round:rl:";

// INCR and set the expiry on the first hit, atomically: every instance sees the same window.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

// DECR only a counter whose window is open (the key exists), never below zero; its expiry is kept.
const UNDO = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0`;

export async function redisStore(url: string): Promise<RateLimitStore> {
  const { Redis } = await import("ioredis");
  const redis: Redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  // Connection problems surface as failed commands (the request answers 500); the client reconnects.
  redis.on("error", () => {});
  await redis.connect();
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, PREFIX + key, String(windowMs))) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async peek(key) {
      const [count, ttl] =
        (await redis
          .multi()
          .get(PREFIX + key)
          .pttl(PREFIX + key)
          .exec()) ?? [];
      const value = Number(count?.[1] ?? 0);
      const left = Number(ttl?.[1] ?? -2);
      if (!value || left < 0) return null;
      return { count: value, resetAt: Date.now() + left };
    },
    async undo(key) {
      await redis.eval(UNDO, 1, PREFIX + key);
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async sweep() {
      // Redis expires keys by itself.
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
