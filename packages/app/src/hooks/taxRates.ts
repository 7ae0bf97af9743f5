import type { TaxRateInput } from "@round/forms/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { taxRatesApi } from "../api/taxRates";
import { useMe } from "./useAccount";

const taxRateKeys = { all: ["tax-rates"] as const };

export function useTaxRates() {
  const account = useMe().data?.roundAccountId;
  return useQuery({
    queryKey: [...taxRateKeys.all, account],
    queryFn: ({ signal }) => taxRatesApi.list(account, signal),
  });
}

export function useCreateTaxRate() {
  const account = useMe().data?.roundAccountId;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxRateInput) => taxRatesApi.create(account, body),
    onSuccess: () => client.invalidateQueries({ queryKey: taxRateKeys.all }),
  });
}

export function useSetTaxRateActive() {
  const account = useMe().data?.roundAccountId;
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      taxRatesApi.setActive(account, id, active),
    onSuccess: () => client.invalidateQueries({ queryKey: taxRateKeys.all }),
  });
}

export function useDeleteTaxRate() {
  const account = useMe().data?.roundAccountId;
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => taxRatesApi.remove(account, id),
    onSuccess: () => client.invalidateQueries({ queryKey: taxRateKeys.all }),
  });
}
