import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { onboarding } from "../../db/schema/index.ts";

// The onboarding table: each user's wizard progress and whether they finished it.

export type OnboardingRow = typeof onboarding.$inferSelect;

/** The user's onboarding row, locked for the caller's transaction when `lock`. */
export async function onboardingOf(ex: Executor, userId: string, lock = false) {
  const query = ex.select().from(onboarding).where(eq(onboarding.userId, userId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Replaces the saved progress (the row is made on the first save). */
export async function saveProgress(
  ex: Executor,
  userId: string,
  data: unknown,
  now: Date,
): Promise<OnboardingRow> {
  const [row] = await ex
    .insert(onboarding)
    .values({ userId, data, modifiedDate: now })
    .onConflictDoUpdate({ target: onboarding.userId, set: { data, modifiedDate: now } })
    .returning();
  return row!;
}

/** The wizard is done at `now` (the row is made if the user never saved progress). */
export async function markCompleted(ex: Executor, userId: string, now: Date): Promise<OnboardingRow> {
  const [row] = await ex
    .insert(onboarding)
    .values({ userId, completed: true, completedAt: now, modifiedDate: now })
    .onConflictDoUpdate({
      target: onboarding.userId,
      set: { completed: true, completedAt: now, modifiedDate: now },
    })
    .returning();
  return row!;
}

/** A user with nothing to onboard (they joined an account set up by someone else): done from the start. */
export async function markOnboardedOnJoining(ex: Executor, userId: string, now: Date) {
  await ex.insert(onboarding).values({ userId, completed: true, completedAt: now });
}
