import type { RateLimitRules, RateRule } from "../config.ts";
import { tooManyRequests } from "../http/errors.ts";
import type { RateLimitStore } from "./store.ts";

export type RuleName = keyof RateLimitRules;

/** Applies the configured rules to a store. Keys are rule name plus who (an address, an IP, a user id). */
export class RateLimiter {
  constructor(
    readonly store: RateLimitStore,
    private readonly rules: RateLimitRules,
  ) {}

  private rule(name: RuleName): RateRule {
    return this.rules[name];
  }

  private key(name: RuleName, who: string): string {
    return `${name}:${who.toLowerCase()}`;
  }

  /**
   * Counts one attempt before it is made, and answers 429 (with Retry-After) once the rule's limit is
   * passed. Counting first, in one atomic step, is what holds the limit against parallel requests: each
   * of them sees its own count.
   */
  async consume(name: RuleName, who: string): Promise<void> {
    const rule = this.rule(name);
    const counter = await this.store.hit(this.key(name, who), rule.windowMs);
    if (counter.count > rule.limit) throw tooManyRequests((counter.resetAt - Date.now()) / 1000);
  }

  /**
   * Like `consume`, for counters of attempts that go ahead (failed sign-ins): an attempt refused with 429
   * is taken back, so the counter holds only attempts that were let through.
   */
  async attempt(name: RuleName, who: string): Promise<void> {
    try {
      await this.consume(name, who);
    } catch (error) {
      await this.undo(name, who);
      throw error;
    }
  }

  /** Takes back one attempt counted by `consume` (it turned out not to be a failure). */
  async undo(name: RuleName, who: string): Promise<void> {
    await this.store.undo(this.key(name, who));
  }

  async reset(name: RuleName, who: string): Promise<void> {
    await this.store.reset(this.key(name, who));
  }
}
