import type { SearchableSelectOption } from "@round/ui";
import { useQuery } from "@tanstack/react-query";
import {
  companySizeLabel,
  fetchAddressTypes,
  fetchCompanySizes,
  fetchCountries,
  fetchCurrencies,
  fetchIndustries,
} from "../api/reference";
import { cachedLoader } from "../session/cachedLoader";
import { registerSessionCache } from "../session/sessionCaches";

// Reference lists are loaded once per session and shared: concurrent loads share one request, a failure
// is not kept (the next open of a picker tries again), and signing out forgets them.
export const referenceLists = {
  countries: cachedLoader(fetchCountries, Number.POSITIVE_INFINITY),
  currencies: cachedLoader(fetchCurrencies, Number.POSITIVE_INFINITY),
  industries: cachedLoader(fetchIndustries, Number.POSITIVE_INFINITY),
  companySizes: cachedLoader(fetchCompanySizes, Number.POSITIVE_INFINITY),
  addressTypes: cachedLoader(fetchAddressTypes, Number.POSITIVE_INFINITY),
};
for (const list of Object.values(referenceLists)) registerSessionCache(list);

function optionsOf<T>(load: () => Promise<T[]>, what: string, map: (item: T) => SearchableSelectOption) {
  return async (): Promise<SearchableSelectOption[]> => {
    try {
      return (await load()).map(map);
    } catch {
      throw new Error(`Failed to load ${what}`);
    }
  };
}

/** Option loaders for the searchable pickers, each failing with the picker's 'Failed to load …' text. */
export const referenceLoaders = {
  loadCountries: optionsOf(referenceLists.countries, "countries", (c) => ({
    value: c.countryCodeAlpha2,
    label: c.countryName,
  })),
  loadCurrencies: optionsOf(referenceLists.currencies, "currencies", (c) => ({
    value: c.currencyCodeAlpha,
    label: `${c.currencyCodeAlpha} - ${c.currencyName}`,
  })),
  loadIndustries: optionsOf(referenceLists.industries, "industries", (i) => ({
    value: i.code,
    label: i.name,
  })),
  loadCompanySizes: optionsOf(referenceLists.companySizes, "company sizes", (s) => ({
    value: s.code,
    label: companySizeLabel(s),
  })),
  loadAddressTypes: optionsOf(referenceLists.addressTypes, "address types", (t) => ({
    value: t.code,
    label: t.name,
  })),
};

export type ReferenceLoaders = typeof referenceLoaders;

export function useReferenceLoaders(): ReferenceLoaders {
  return referenceLoaders;
}

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;
export const useCountries = () =>
  useQuery({ queryKey: ["reference", "countries"], queryFn: referenceLists.countries, ...forever });
export const useIndustries = () =>
  useQuery({ queryKey: ["reference", "industries"], queryFn: referenceLists.industries, ...forever });
export const useCompanySizes = () =>
  useQuery({ queryKey: ["reference", "companySizes"], queryFn: referenceLists.companySizes, ...forever });
