import { pageOf, productFamilyResponse, productFamilySchema } from "@round/forms/schemas";
import type { Deps } from "../../../deps.ts";
import type { Api } from "../../../http/api.ts";
import { FAMILY_HAS_ITEMS } from "../shared/errors.ts";
import { registerItemRoutes } from "../shared/routes.ts";
import { familyListQuery, familyUpdateBody } from "./schemas.ts";
import { familyService } from "./service.ts";

export function familyRoutes(api: Api, deps: Deps): void {
  registerItemRoutes(api, {
    tag: "Catalog: product families",
    path: "/api/catalog/product-families",
    noun: "a product family",
    plural: "Product families",
    schemas: {
      list: familyListQuery,
      create: productFamilySchema,
      update: familyUpdateBody,
      response: productFamilyResponse,
      page: pageOf(productFamilyResponse),
    },
    service: familyService(deps),
    listDescription:
      "search: name, description or category contain it. productCount and revenue are computed.",
    createDescription: "Names are unique per account (ignoring case).",
    updateDescription:
      "Fields left out keep their stored values; the merged family is validated as on creation.",
    removable: "without items",
    removeConflict: FAMILY_HAS_ITEMS,
    conflicts: {
      409: "A product family with this name already exists (names are unique per account, ignoring case)",
    },
  });
}
