import { addonResponse, addonSchema, pageOf } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import type { Api } from "../../../http/api.ts";
import { pricePointsUpdate, registerItemRoutes } from "../shared/routes.ts";
import { addonListQuery, addonUpdateBody } from "./schemas.ts";
import { addonService } from "./service.ts";

export function addonRoutes(api: Api, deps: Deps): void {
  registerItemRoutes(api, {
    tag: "Catalog: add-ons",
    path: "/api/catalog/addons",
    noun: "an add-on",
    plural: "Add-ons",
    schemas: {
      list: addonListQuery,
      create: addonSchema,
      update: addonUpdateBody,
      response: addonResponse,
      page: pageOf(addonResponse),
    },
    service: addonService(deps),
    listDescription: "search: name, description, type or status contain it.",
    createDetail: " with its price points",
    createDescription: "Every price point gets its own id.",
    updateDescription: pricePointsUpdate("record"),
    removable: "nothing refers to",
    copy: "'{name} (copy)', inactive, new ids for its points",
  });
}
