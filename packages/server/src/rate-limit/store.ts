/** A fixed-window counter: how many hits so far, and when the window closes (epoch ms). */
export interface Counter {
  count: number;
  resetAt: number;
}

/** Where counters live: the database by default, Redis when REDIS_URL is set (shared by all instances). */
export interface RateLimitStore {
  /** Adds one to the key's counter, opening a new window when the last one has closed. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The counter without changing it; null when no window is open. */
  peek(key: string): Promise<Counter | null>;
  /** Takes one back from the key's open window (never below zero); nothing when no window is open. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Forgets closed windows. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}
