import { SUBSCRIPTION_STATUSES } from "@round/forms/schemas";
import type * as v from "valibot";
import { listQuery } from "../../http/paging.ts";
import { idFilter, pickFilter } from "../../http/query.ts";

export const SUBSCRIPTION_ORDER_FIELDS = ["createdAt", "status", "mrr", "nextBillingDate"] as const;

export const subscriptionListQuery = listQuery(
  {
    customerId: idFilter,
    planId: idFilter,
    status: pickFilter(SUBSCRIPTION_STATUSES, "status"),
  },
  { orderFields: SUBSCRIPTION_ORDER_FIELDS, defaultOrderBy: "createdAt", defaultAscending: false },
);
export type SubscriptionListQuery = v.InferOutput<typeof subscriptionListQuery>;
