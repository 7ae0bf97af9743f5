import { api } from "./client";
import type { AddressType, CompanySize, Country, Currency, Industry } from "./types";

const get = <T>(path: string, what: string) =>
  api.request<T>(path, { errorMessage: `Failed to fetch ${what}` });

/** Countries deduplicated by alpha-2 code and sorted by name. */
export async function fetchCountries(): Promise<Country[]> {
  const list = await get<Country[]>("/api/CountryCurrency/countries", "countries");
  const byCode = new Map<string, Country>();
  for (const country of list ?? []) {
    if (!byCode.has(country.countryCodeAlpha2)) byCode.set(country.countryCodeAlpha2, country);
  }
  return [...byCode.values()].sort((a, b) => a.countryName.localeCompare(b.countryName));
}

export const fetchCurrencies = () => get<Currency[]>("/api/CountryCurrency/currencies", "currencies");
export const fetchIndustries = () => get<Industry[]>("/api/Industries", "industries");
export const fetchCompanySizes = () => get<CompanySize[]>("/api/CompanySizes", "company sizes");

/** Only active address types are offered. */
export async function fetchAddressTypes(): Promise<AddressType[]> {
  const list = await get<AddressType[]>("/api/AddressTypes", "address types");
  return (list ?? []).filter((type) => type.isActive);
}

/** The spec's company size label: 'N+ employees', '1 employee', 'N employees' or 'min-max employees'. */
export function companySizeLabel(size: Pick<CompanySize, "minEmployees" | "maxEmployees">): string {
  const { minEmployees: min, maxEmployees: max } = size;
  if (max === null || max === undefined) return `${min}+ employees`;
  if (min === max) return min === 1 ? "1 employee" : `${min} employees`;
  return `${min}-${max} employees`;
}
