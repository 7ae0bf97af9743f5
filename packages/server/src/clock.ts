/**
 * Where the server reads the time for what expires (one-time links, invitations, sessions, access tokens).
 * The system clock in production; tests pass their own to step over a link's lifetime.
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
