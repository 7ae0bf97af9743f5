import {
  subscriptionCancelSchema,
  subscriptionChangeSchema,
  subscriptionPauseSchema,
  subscriptionReactivateSchema,
  subscriptionResumeSchema,
} from "@round/forms/schemas";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { listSubscriptions } from "../../engine/index.ts";
import { pageResult } from "../../http/paging.ts";
import { loadTenant } from "../identities/index.ts";
import { cancelWork, pauseWork, reactivateWork, resumeWork } from "./actions.ts";
import { changeWork } from "./change.ts";
import { createSubscription } from "./create.ts";
import { type ActionCall, act, requireSubscription } from "./operation.ts";
import type { SubscriptionListQuery } from "./schemas.ts";
import { subscriptionViews } from "./views.ts";

/** Subscriptions (COMMERCE.md, "Subscription rules"): create, change, pause, resume, cancel, reactivate. */
export function subscriptionService(deps: Deps) {
  const { db } = deps;
  const call = (
    claims: AccessClaims,
    roundAccountId: string | undefined,
    id: string,
    sent: unknown,
    key: string | undefined,
  ): ActionCall => ({ claims, roundAccountId, id, sent, key });

  return {
    requireSubscription,

    async list(claims: AccessClaims, query: SubscriptionListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { rows, total } = await listSubscriptions(db, tenant.accountId, query);
      return pageResult(await subscriptionViews(db, tenant.accountId, rows), total, query);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const row = await requireSubscription(db, tenant.accountId, id);
      const [view] = await subscriptionViews(db, tenant.accountId, [row]);
      return view!;
    },

    create: (
      claims: AccessClaims,
      roundAccountId: string | undefined,
      sent: unknown,
      key: string | undefined,
    ) => createSubscription(deps, claims, roundAccountId, sent, key),
    change: (...args: Parameters<typeof call>) =>
      act(deps, call(...args), subscriptionChangeSchema, "change", changeWork),
    pause: (...args: Parameters<typeof call>) =>
      act(deps, call(...args), subscriptionPauseSchema, "pause", pauseWork),
    resume: (...args: Parameters<typeof call>) =>
      act(deps, call(...args), subscriptionResumeSchema, "resume", resumeWork),
    cancel: (...args: Parameters<typeof call>) =>
      act(deps, call(...args), subscriptionCancelSchema, "cancel", cancelWork),
    reactivate: (...args: Parameters<typeof call>) =>
      act(deps, call(...args), subscriptionReactivateSchema, "reactivate", reactivateWork),
  };
}
