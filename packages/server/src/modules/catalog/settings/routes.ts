import { catalogSettingsResponse } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import type { Api } from "../../../http/api.ts";
import { TENANT, tenantQuery } from "../../../http/query.ts";
import { itemErrors } from "../shared/routes.ts";
import { catalogSettingsBody } from "./schemas.ts";
import { catalogSettingsService } from "./service.ts";

const tag = "Catalog: settings";

export function catalogSettingsRoutes(api: Api, deps: Deps): void {
  const service = catalogSettingsService(deps);
  const errors = itemErrors("account");
  api.get(
    "/api/catalog/settings",
    {
      tag,
      auth: true,
      summary: "The account's catalog settings",
      description: `Until saved: the default currency is the account's organization's currency (when the catalog prices in it), else USD; every catalog currency is allowed. ${TENANT}`,
      query: tenantQuery,
      response: catalogSettingsResponse,
      errors: errors.read,
    },
    async (_c, { claims, query }) => api.json(await service.get(claims, query.roundAccountId)),
  );
  api.put(
    "/api/catalog/settings",
    {
      tag,
      auth: true,
      summary: "Change the catalog settings (partial)",
      description:
        "The default currency must be one of the allowed currencies; new prices must be in one of them.",
      body: catalogSettingsBody,
      query: tenantQuery,
      response: catalogSettingsResponse,
      errors: errors.update,
    },
    async (_c, { claims, query, body }) => api.json(await service.update(claims, query.roundAccountId, body)),
  );
}
