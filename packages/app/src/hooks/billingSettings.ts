import type { BillingSettingsInput } from "@round/forms/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingSettingsApi } from "../api/billingSettings";

const billingSettingsKeys = { all: ["billing-settings"] as const };

export function useBillingSettings() {
  return useQuery({
    queryKey: billingSettingsKeys.all,
    queryFn: ({ signal }) => billingSettingsApi.get(signal),
  });
}

export function useUpdateBillingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettingsInput) => billingSettingsApi.update(body),
    onSuccess: (settings) => client.setQueryData(billingSettingsKeys.all, settings),
  });
}
