import { createRequire } from "node:module";

// Countries (ISO 3166-1) and currencies (ISO 4217) come from maintained data packages, never typed by hand.
// What is written here is only how the two lists are joined.

const require = createRequire(import.meta.url);

interface CurrencyRecord {
  code: string;
  number: string;
  digits: number;
  currency: string;
  countries: string[];
}

export interface CountryRow {
  code: string;
  name: string;
  currencyCode: string | null;
}

export interface CurrencyRow {
  code: string;
  name: string;
  digits: number | null;
}

export interface IsoReferenceData {
  countries: CountryRow[];
  currencies: CurrencyRow[];
  currencyCountries: { currencyCode: string; countryCode: string }[];
  /** Changes with either package's version: the server re-synchronises the tables then. */
  version: string;
}

/** ISO 4217 "fund" codes: units of account that accompany a country's currency but are not what it prices in. */
const FUND_CODES = new Set(["BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW"]);

/** Where ISO lists several currencies for a country and the one people price in is not the country's own. */
const PREFERRED_CURRENCY: Record<string, string> = { SV: "USD", CU: "CUP", VE: "VES" };

/** ISO 4217 spells some countries differently from ISO 3166's short names. */
const ISO4217_NAME_ALIASES: Record<string, string> = {
  "cabo verde": "CV",
  "holy see": "VA",
  "united kingdom of great britain and northern ireland": "GB",
  "korea the democratic people s republic of": "KP",
  "korea the republic of": "KR",
  "moldova the republic of": "MD",
  "saint helena ascension and tristan da cunha": "SH",
  "tanzania united republic of": "TZ",
  "viet nam": "VN",
};

function normalise(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\(the\)/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^the /, "");
}

/** "Bolivia (Plurinational State Of)" is also tried as "Bolivia" and "Plurinational State Of Bolivia". */
function spellings(name: string): string[] {
  const out = [name];
  const bracket = name.match(/^(.*?)\s*\((.*)\)\s*$/);
  if (bracket) out.push(`${bracket[2]} ${bracket[1]}`, bracket[1]!);
  const comma = name.match(/^(.*?),\s*(.*)$/);
  if (comma) out.push(`${comma[2]} ${comma[1]}`);
  return out;
}

/** Bump when the joining rules below change, so that the tables are rebuilt. */
const RULES_VERSION = 1;

/**
 * What the tables were built from: the two packages' versions and these rules. Cheap to compute, so a
 * start with unchanged packages does not load the data at all.
 */
export function isoDataVersion(): string {
  const countries = (require("i18n-iso-countries/package.json") as { version: string }).version;
  const currencies = (require("currency-codes/package.json") as { version: string }).version;
  return `i18n-iso-countries@${countries}+currency-codes@${currencies}+rules@${RULES_VERSION}`;
}

export function loadIsoReferenceData(): IsoReferenceData {
  const countriesLib = require("i18n-iso-countries") as typeof import("i18n-iso-countries");
  const english = require("i18n-iso-countries/langs/en.json") as {
    countries: Record<string, string | string[]>;
  };
  const currencyRecords = (require("currency-codes") as { data: CurrencyRecord[] }).data;

  // Each country's first English name is its display name; every listed name helps matching ISO 4217's.
  const byName = new Map<string, string>(Object.entries(ISO4217_NAME_ALIASES));
  const countryNames = new Map<string, string>();
  for (const [code, names] of Object.entries(english.countries)) {
    const list = Array.isArray(names) ? names : [names];
    countryNames.set(code, displayName(list));
    for (const name of list) if (!byName.has(normalise(name))) byName.set(normalise(name), code);
  }
  const known = new Set(Object.keys(countriesLib.getAlpha2Codes()));

  const currencies: CurrencyRow[] = [];
  const currencyCountries: { currencyCode: string; countryCode: string }[] = [];
  const usedBy = new Map<string, string[]>();
  for (const record of currencyRecords) {
    currencies.push({
      code: record.code,
      name: record.currency,
      digits: Number.isFinite(record.digits) ? record.digits : null,
    });
    const seen = new Set<string>();
    for (const countryName of record.countries) {
      const code = spellings(countryName)
        .map((spelling) => byName.get(normalise(spelling)))
        .find((found) => found !== undefined);
      if (!code || !known.has(code) || seen.has(code)) continue;
      seen.add(code);
      currencyCountries.push({ currencyCode: record.code, countryCode: code });
      usedBy.set(code, [...(usedBy.get(code) ?? []), record.code]);
    }
  }

  const countries: CountryRow[] = [...countryNames]
    .filter(([code]) => known.has(code))
    .map(([code, name]) => ({ code, name, currencyCode: mainCurrency(code, usedBy.get(code) ?? []) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));

  return { countries, currencies, currencyCountries, version: isoDataVersion() };
}

/** The first English name, shortened when another listed name is its start ("United States" of America). */
function displayName(names: string[]): string {
  const first = names[0]!;
  const shorter = names.find(
    (name) => name.length >= 4 && name !== name.toUpperCase() && first.startsWith(`${name} `),
  );
  return shorter ?? first;
}

function mainCurrency(country: string, codes: string[]): string | null {
  const preferred = PREFERRED_CURRENCY[country];
  if (preferred && codes.includes(preferred)) return preferred;
  const candidates = codes.filter((code) => !FUND_CODES.has(code));
  // ISO 4217 codes start with the issuing country's alpha-2 code (USD, JPY): prefer the country's own.
  return candidates.find((code) => code.startsWith(country)) ?? candidates[0] ?? null;
}
