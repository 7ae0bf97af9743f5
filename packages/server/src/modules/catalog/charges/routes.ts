import { chargeResponse, chargeSchema, pageOf } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import type { Api } from "../../../http/api.ts";
import { pricePointsUpdate, registerItemRoutes } from "../shared/routes.ts";
import { chargeListQuery, chargeUpdateBody } from "./schemas.ts";
import { chargeService } from "./service.ts";

export function chargeRoutes(api: Api, deps: Deps): void {
  registerItemRoutes(api, {
    tag: "Catalog: charges",
    path: "/api/catalog/charges",
    noun: "a charge",
    plural: "Charges",
    schemas: {
      list: chargeListQuery,
      create: chargeSchema,
      update: chargeUpdateBody,
      response: chargeResponse,
      page: pageOf(chargeResponse),
    },
    service: chargeService(deps),
    listDescription:
      "search: name, description, charge type or status contain it, or (a number) it is the first price.",
    createDetail: " with its price points",
    createDescription: "Every price point gets its own id.",
    updateDescription: pricePointsUpdate("record"),
    removable: "nothing refers to",
    copy: "'{name} (copy)', inactive, new ids for its points",
  });
}
