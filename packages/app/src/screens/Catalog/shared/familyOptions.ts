import type { FilterField } from "@round/ui";
import { useMemo } from "react";
import { useProductFamilies } from "../../../hooks/productFamilies";

/** Families shown in a dialog's select and a list's filter: the account's own, up to the API's page limit. */
const FAMILY_OPTIONS_QUERY = { pageSize: 100, orderBy: "name", isAscending: true } as const;

/**
 * The account's product families as options, and as the loader state a dialog's `families` prop takes
 * (loading, failed with a retry, or ready).
 */
export function useFamilyOptions() {
  const families = useProductFamilies(FAMILY_OPTIONS_QUERY);
  const options = useMemo(
    () => (families.data?.items ?? []).map((family) => ({ id: family.id, name: family.name })),
    [families.data],
  );
  const { refetch } = families;
  const state = useMemo(() => {
    if (families.data) return { status: "ready" as const, options };
    if (families.isError) return { status: "error" as const, retry: () => void refetch() };
    return { status: "loading" as const };
  }, [families.data, families.isError, options, refetch]);
  return { options, state };
}

/** A list's product family filter over the family options. */
export function familyFilter(options: readonly { id: string; name: string }[]): FilterField {
  return {
    type: "select",
    name: "productFamilyId",
    label: "Product Family",
    emptyLabel: "All families",
    options: options.map((family) => ({ value: family.id, label: family.name })),
  };
}
