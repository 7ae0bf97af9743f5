import { IN_USE } from "./errors.ts";

/** The error statuses of an item's routes, for the OpenAPI document. */
export function itemErrors(item: string) {
  const read = {
    401: "Not signed in",
    403: "Your role may not do this (reading needs `read`, changes `manageCatalog`)",
    404: `No such ${item} in the account (or no such account of yours)`,
  };
  return {
    read,
    create: { ...read, 400: "Invalid field (errors[].field names it, e.g. pricePoints.0.price)" },
    update: { ...read, 400: "Invalid field (errors[].field names it, e.g. pricePoints.0.price)" },
    remove: { ...read, 409: IN_USE },
  };
}
