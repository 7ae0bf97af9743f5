import { catalogSummaryResponse } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import type { Api } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { itemErrors } from "../shared/routes.ts";
import { summaryService } from "./service.ts";

export function summaryRoutes(api: Api, deps: Deps): void {
  const service = summaryService(deps);
  api.get(
    "/api/catalog/summary",
    {
      tag: "Catalog: summary",
      auth: true,
      summary: "The stat cards of the catalog screens, computed",
      description: `Figures in the account's default currency; revenue, MRR, redemptions and savings come from subscriptions and redemptions (0 until they exist). avgPlanValue: the mean monthly value of the active plans' starting prices in that currency. ${TENANT}`,
      query: tenantQuery,
      response: catalogSummaryResponse,
      errors: itemErrors("account").read,
    },
    async (_c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId)),
  );
}
