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

  /** Counts one attempt; answers 429 (with Retry-After) once the rule's limit is passed. */
  async consume(name: RuleName, who: string): Promise<void> {
    const rule = this.rule(name);
    const counter = await this.store.hit(this.key(name, who), rule.windowMs);
    if (counter.count > rule.limit) throw tooManyRequests((counter.resetAt - Date.now()) / 1000);
  }

  /** Answers 429 when the key already used up its allowance (failed sign-ins are counted after the fact). */
  async ensureBelow(name: RuleName, who: string): Promise<void> {
    const rule = this.rule(name);
    const counter = await this.store.peek(this.key(name, who));
    if (counter && counter.count >= rule.limit) throw tooManyRequests((counter.resetAt - Date.now()) / 1000);
  }

  async recordFailure(name: RuleName, who: string): Promise<void> {
    await this.store.hit(this.key(name, who), this.rule(name).windowMs);
  }

  async reset(name: RuleName, who: string): Promise<void> {
    await this.store.reset(this.key(name, who));
  }
}
