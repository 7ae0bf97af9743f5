import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CatalogSettingsUpdate,
  fetchCatalogSettings,
  updateCatalogSettings,
} from "../api/catalogSettings";
import { catalogSettingsKeys, catalogSummaryKeys } from "./catalogKeys";

export function useCatalogSettings() {
  return useQuery({
    queryKey: catalogSettingsKeys.all,
    queryFn: ({ signal }) => fetchCatalogSettings(signal),
  });
}

/** Saves the settings; the summary follows the default currency, so it is read again. */
export function useUpdateCatalogSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CatalogSettingsUpdate) => updateCatalogSettings(values),
    onSuccess: async (settings) => {
      client.setQueryData(catalogSettingsKeys.all, settings);
      await client.invalidateQueries({ queryKey: catalogSummaryKeys.all });
    },
  });
}
