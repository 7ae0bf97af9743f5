import { pageOf, planResponse, planSchema } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import type { Api } from "../../../http/api.ts";
import { pricePointsUpdate, registerItemRoutes } from "../shared/routes.ts";
import { planListQuery, planUpdateBody } from "./schemas.ts";
import { planService } from "./service.ts";

export function planRoutes(api: Api, deps: Deps): void {
  registerItemRoutes(api, {
    tag: "Catalog: plans",
    path: "/api/catalog/plans",
    noun: "a plan",
    plural: "Plans",
    schemas: {
      list: planListQuery,
      create: planSchema,
      update: planUpdateBody,
      response: planResponse,
      page: pageOf(planResponse),
    },
    service: planService(deps),
    listDescription:
      "search: name, description or status contain it, or (a number) it is the starting price.",
    createDetail: " with its price points, features and usage metrics",
    createDescription: "Every price point gets its own id.",
    updateDescription: pricePointsUpdate("plan"),
    removable: "nothing refers to",
    copy: "'{name} (copy)', inactive, new ids for its points and features",
  });
}
