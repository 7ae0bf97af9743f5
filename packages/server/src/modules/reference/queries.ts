import { asc } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import {
  addressTypes,
  companySizes,
  countries,
  currencies,
  currencyCountries,
  industries,
} from "../../db/schema/index.ts";
import type { IsoReferenceData } from "./iso.ts";

export const countryRows = (db: Db) =>
  db
    .select({ code: countries.code, name: countries.name, currencyCode: countries.currencyCode })
    .from(countries)
    .orderBy(asc(countries.name));

export const currencyRows = (db: Db) =>
  db
    .select({ code: currencies.code, name: currencies.name, digits: currencies.digits })
    .from(currencies)
    .orderBy(asc(currencies.code));

export const currencyCountryRows = (db: Db) =>
  db
    .select({ currencyCode: currencyCountries.currencyCode, countryCode: currencyCountries.countryCode })
    .from(currencyCountries);

export const industryRows = (db: Db) =>
  db
    .select({ code: industries.code, name: industries.name, description: industries.description })
    .from(industries)
    .orderBy(asc(industries.sortOrder), asc(industries.name));

export const companySizeRows = (db: Db) =>
  db
    .select({
      code: companySizes.code,
      name: companySizes.name,
      description: companySizes.description,
      minEmployees: companySizes.minEmployees,
      maxEmployees: companySizes.maxEmployees,
    })
    .from(companySizes)
    .orderBy(asc(companySizes.sortOrder));

export const addressTypeRows = (db: Db) =>
  db
    .select({
      code: addressTypes.code,
      name: addressTypes.name,
      description: addressTypes.description,
      isActive: addressTypes.isActive,
    })
    .from(addressTypes)
    .orderBy(asc(addressTypes.sortOrder));

/** Replaces the countries, currencies and which currency each country uses with `data`, in `tx`. */
export async function replaceIsoReferenceData(tx: Executor, data: IsoReferenceData) {
  await tx.delete(currencyCountries);
  await tx.delete(countries);
  await tx.delete(currencies);
  await tx.insert(countries).values(data.countries);
  await tx.insert(currencies).values(data.currencies);
  await tx.insert(currencyCountries).values(data.currencyCountries);
}
