/**
 * Where the server reads the time: expiries (one-time links, invitations, sessions, access tokens) and every
 * timestamp a module writes (modified dates, confirmations, revocations). The system clock in production;
 * tests pass their own to step over a link's lifetime. A module never calls `new Date()` for the time.
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** The same instant as a Date, for timestamp columns. */
  date(): Date;
}

export const systemClock: Clock = { now: () => Date.now(), date: () => new Date() };
