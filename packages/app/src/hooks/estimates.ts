import { useMutation } from "@tanstack/react-query";
import { createEstimate, type EstimateRequest } from "../api/estimates";

/** `mutate({ items, couponCodes? })` asks `POST /api/estimates` what an invoice would be; nothing is written. */
export function useEstimate() {
  return useMutation({ mutationFn: (request: EstimateRequest) => createEstimate(request) });
}
