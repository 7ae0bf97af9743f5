import type * as v from "valibot";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Deps } from "../../deps.ts";
import { loadPrincipal } from "../identities/index.ts";
import { productsToPlans } from "./products.ts";
import { markCompleted, onboardingOf, saveProgress } from "./queries.ts";
import type { onboardingProgressSchema } from "./schemas.ts";

type Progress = v.InferOutput<typeof onboardingProgressSchema>;

const EMPTY = {
  userInfo: null,
  organization: null,
  businessSettings: null,
  address: null,
  team: [],
  products: [],
  billing: { isConnected: false, provider: null },
};

function view(
  row: { data: unknown; completed: boolean; completedAt: Date | null; modifiedDate: Date } | undefined,
) {
  return {
    completed: row?.completed ?? false,
    completedAt: row?.completedAt ?? null,
    modifiedDate: row?.modifiedDate ?? null,
    data: { ...EMPTY, ...((row?.data as object | undefined) ?? {}) },
  };
}

/** Each user's onboarding wizard: its saved progress and whether it is done. */
export function onboardingService(deps: Deps) {
  const { db, clock } = deps;
  return {
    async get(claims: AccessClaims) {
      const principal = await loadPrincipal(db, claims);
      return view(await onboardingOf(db, principal.userId));
    },

    /** Replaces the saved progress (PUT): what the wizard holds now. */
    async save(claims: AccessClaims, progress: Progress) {
      const principal = await loadPrincipal(db, claims);
      return view(await saveProgress(db, principal.userId, progress, clock.date()));
    },

    /**
     * Marks the wizard done. The first time, in the same transaction, the products it saved become the
     * account's first plans (see productsToPlans): 'You can change them later' holds.
     */
    async complete(claims: AccessClaims) {
      const principal = await loadPrincipal(db, claims);
      return db.transaction(async (tx) => {
        const before = await onboardingOf(tx, principal.userId, true);
        if (before?.completed) return view(before);
        const row = await markCompleted(tx, principal.userId, clock.date());
        await productsToPlans(deps, tx, claims, principal, before?.data);
        return view(row);
      });
    },
  };
}
