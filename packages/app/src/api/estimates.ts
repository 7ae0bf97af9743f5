import type { EstimateResponse } from "@round/forms/schemas";
import { catalogMessages as m } from "./catalogMessages";
import { api } from "./client";

/** `POST /api/estimates` (COMMERCE.md "Pricing"): what an invoice would be, nothing written. */
export interface EstimateRequest {
  customerId?: string;
  currency?: string;
  items: Array<{ pricePointId: string; quantity?: number; baseAmount?: number }>;
  couponCodes?: string[];
}

export function createEstimate(body: EstimateRequest): Promise<EstimateResponse> {
  return api.request<EstimateResponse>("/api/estimates", {
    method: "POST",
    body,
    errorMessage: m.estimateFailed,
  });
}
