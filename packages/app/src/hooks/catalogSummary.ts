import { useQuery } from "@tanstack/react-query";
import { fetchCatalogSummary } from "../api/catalogSummary";
import { catalogSummaryKeys } from "./catalogKeys";

/** The stat cards' figures; every catalog write invalidates them. */
export function useCatalogSummary() {
  return useQuery({
    queryKey: catalogSummaryKeys.all,
    queryFn: ({ signal }) => fetchCatalogSummary(signal),
  });
}
