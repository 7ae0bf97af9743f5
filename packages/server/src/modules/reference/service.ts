import type { Db } from "../../db/client.ts";
import { type CachedJson, cachedJson } from "../../http/respond.ts";
import {
  addressTypeRows,
  companySizeRows,
  countryRows,
  currencyCountryRows,
  currencyRows,
  industryRows,
} from "./queries.ts";

export interface Country {
  countryName: string;
  countryCodeAlpha2: string;
  currencyCodeAlpha: string | null;
}

export interface Currency {
  currencyCodeAlpha: string;
  currencyName: string;
  decimalDigits: number | null;
  countries: { countryName: string; countryCodeAlpha2: string }[];
}

export interface Industry {
  code: string;
  name: string;
  description: string;
}

export interface CompanySize {
  code: string;
  name: string;
  description: string;
  minEmployees: number;
  maxEmployees: number | null;
}

export interface AddressType {
  code: string;
  name: string;
  description: string;
  isActive: boolean;
}

export interface ReferenceData {
  countries: Country[];
  currencies: Currency[];
  industries: Industry[];
  companySizes: CompanySize[];
  addressTypes: AddressType[];
}

/** A JSON answer prepared once: the body and its ETag. */

/**
 * Reference data changes only with a migration or a data-package upgrade, both of which restart the
 * server: it is read once and its answers are kept, serialised, in memory.
 */
export class ReferenceService {
  private loading: Promise<ReferenceData> | undefined;
  private readonly answers = new Map<string, CachedJson>();

  constructor(private readonly db: Db) {}

  data(): Promise<ReferenceData> {
    this.loading ??= this.load().catch((error) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  /** The serialised answer for `key`, computed from the data the first time. */
  async answer(key: string, compute: (data: ReferenceData) => unknown): Promise<CachedJson> {
    const known = this.answers.get(key);
    if (known) return known;
    const answer = cachedJson(compute(await this.data()));
    // Only whole lists are kept; one-off searches would grow the map without bound.
    if (!key.startsWith("search:")) this.answers.set(key, answer);
    return answer;
  }

  private async load(): Promise<ReferenceData> {
    const [countryList, currencyList, usage, industryList, sizes, types] = await Promise.all([
      countryRows(this.db),
      currencyRows(this.db),
      currencyCountryRows(this.db),
      industryRows(this.db),
      companySizeRows(this.db),
      addressTypeRows(this.db),
    ]);
    const countries: Country[] = [];
    const seen = new Set<string>();
    for (const row of countryList) {
      // The spec's rule: deduplicated by alpha-2 code, sorted by name.
      if (seen.has(row.code)) continue;
      seen.add(row.code);
      countries.push({
        countryName: row.name,
        countryCodeAlpha2: row.code,
        currencyCodeAlpha: row.currencyCode,
      });
    }
    // Sorted by name as people read it (the database's collation may differ between engines).
    countries.sort((a, b) => a.countryName.localeCompare(b.countryName, "en"));
    const countryName = new Map(countries.map((country) => [country.countryCodeAlpha2, country.countryName]));
    const currencies: Currency[] = currencyList.map((row) => ({
      currencyCodeAlpha: row.code,
      currencyName: row.name,
      decimalDigits: row.digits,
      countries: usage
        .filter((link) => link.currencyCode === row.code && countryName.has(link.countryCode))
        .map((link) => ({
          countryName: countryName.get(link.countryCode)!,
          countryCodeAlpha2: link.countryCode,
        }))
        .sort((a, b) => a.countryName.localeCompare(b.countryName, "en")),
    }));
    return { countries, currencies, industries: industryList, companySizes: sizes, addressTypes: types };
  }
}

/** Case- and accent-insensitive "contains". */
export function matches(query: string, ...fields: (string | null | undefined)[]): boolean {
  const needle = fold(query);
  return fields.some((field) => field != null && fold(field).includes(needle));
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}
