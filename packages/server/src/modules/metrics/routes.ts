import { metricsSummaryResponse, mrrResponse } from "@round/forms/schemas";
import type { Deps } from "../../deps.ts";
import type { Api } from "../../http/api.ts";
import { TENANT } from "../../http/query.ts";
import { mrrQuery, summaryQuery } from "./schemas.ts";
import { metricsService } from "./service.ts";

export const METRICS_PATH = "/api/metrics";
const tag = "Metrics";
const errors = {
  400: "Invalid query",
  401: "Not signed in",
  403: "Your role may not read this account",
  404: "No such test clock in the account",
};
const SCOPE =
  "Customers on a test clock stay out of the account's figures; testClockId answers that clock's own (on its frozen day).";

export function metricsRoutes(api: Api, deps: Deps): void {
  const service = metricsService(deps);

  api.get(
    `${METRICS_PATH}/summary`,
    {
      tag,
      auth: true,
      summary: "MRR, ARR, customers, churn, ARPA, LTV, payment success rate and collection time",
      description: `The account's currency's figures on asOf (today by default), other currencies apart (never converted). Churn, payment success and collection time cover the 30 days to asOf. ${SCOPE} ${TENANT}`,
      query: summaryQuery,
      response: metricsSummaryResponse,
      errors,
    },
    async (_c, { claims, query }) => api.json(await service.summary(claims, query)),
  );
  api.get(
    `${METRICS_PATH}/mrr`,
    {
      tag,
      auth: true,
      summary: "MRR month by month with its movements",
      description: `The last months (12 by default, at most 36) to asOf's month, oldest first: each month's start and end MRR and the new, expansion, contraction, churned and reactivation movements between them (start + movements = end). ${SCOPE} ${TENANT}`,
      query: mrrQuery,
      response: mrrResponse,
      errors,
    },
    async (_c, { claims, query }) => api.json(await service.mrr(claims, query)),
  );
}
