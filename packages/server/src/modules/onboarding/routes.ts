import * as v from "valibot";
import type { Deps } from "../../deps.ts";
import type { Api } from "../../http/api.ts";
import { onboardingProgressSchema } from "./schemas.ts";
import { onboardingService } from "./service.ts";

const tag = "Onboarding";

const stateSchema = v.object({
  completed: v.boolean(),
  completedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  modifiedDate: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  data: onboardingProgressSchema,
});

/** /identities/me/onboarding: the signed-in user's onboarding wizard. */
export function onboardingRoutes(api: Api, deps: Deps): void {
  const service = onboardingService(deps);

  api.get(
    "/identities/me/onboarding",
    {
      tag,
      auth: true,
      summary: "Your onboarding progress",
      response: stateSchema,
      errors: { 401: "Not signed in" },
    },
    async (c, { claims }) => c.json(await service.get(claims)),
  );
  api.put(
    "/identities/me/onboarding",
    {
      tag,
      auth: true,
      summary: "Save your onboarding progress",
      description: "Replaces what was saved. Steps may be incomplete; types and sizes are checked.",
      body: onboardingProgressSchema,
      response: stateSchema,
      errors: { 400: "A field of the wrong type or too long", 401: "Not signed in" },
    },
    async (c, { claims, body }) => c.json(await service.save(claims, body)),
  );
  api.post(
    "/identities/me/onboarding/complete",
    {
      tag,
      auth: true,
      summary: "Mark your onboarding complete",
      response: stateSchema,
      errors: { 401: "Not signed in" },
    },
    async (c, { claims }) => c.json(await service.complete(claims)),
  );
}
