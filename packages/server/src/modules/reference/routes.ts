import {
  addressTypeResponse,
  companySizeResponse,
  countryResponse,
  currencyResponse,
  industryResponse,
} from "@round/forms/schemas";
import * as v from "valibot";
import { type Api, param } from "../../http/api.ts";
import { notFound } from "../../http/errors.ts";
import { searchQuerySchema } from "./schemas.ts";
import { matches, type ReferenceService } from "./service.ts";

const tag = "Reference data";

/** GET /api/CountryCurrency, /api/Industries, /api/CompanySizes, /api/AddressTypes: public, cached, with ETags. */
export function referenceRoutes(api: Api, reference: ReferenceService): void {
  // ---- Countries and currencies (ISO 3166-1 and ISO 4217) ----
  api.get(
    "/api/CountryCurrency/countries",
    { tag, summary: "All countries, sorted by name", response: v.array(countryResponse) },
    async (c) => api.cached(c, await reference.answer("countries", (data) => data.countries)),
  );
  api.get(
    "/api/CountryCurrency/countries/:code",
    {
      tag,
      summary: "One country by its alpha-2 code",
      response: countryResponse,
      errors: { 404: "Unknown code" },
    },
    async (c) => {
      const code = param(c, "code").toUpperCase();
      const country = (await reference.data()).countries.find((item) => item.countryCodeAlpha2 === code);
      if (!country) throw notFound("Country not found.");
      return api.cached(c, await reference.answer(`country:${code}`, () => country));
    },
  );
  api.get(
    "/api/CountryCurrency/currencies",
    { tag, summary: "All currencies, with the countries that use each", response: v.array(currencyResponse) },
    async (c) => api.cached(c, await reference.answer("currencies", (data) => data.currencies)),
  );
  api.get(
    "/api/CountryCurrency/currencies/:code",
    {
      tag,
      summary: "One currency by its ISO 4217 code",
      response: currencyResponse,
      errors: { 404: "Unknown code" },
    },
    async (c) => {
      const code = param(c, "code").toUpperCase();
      const currency = (await reference.data()).currencies.find((item) => item.currencyCodeAlpha === code);
      if (!currency) throw notFound("Currency not found.");
      return api.cached(c, await reference.answer(`currency:${code}`, () => currency));
    },
  );
  api.get(
    "/api/CountryCurrency/search",
    {
      tag,
      summary: "Countries whose name, alpha-2 code or currency code contains the query",
      query: searchQuerySchema,
      response: v.array(countryResponse),
    },
    async (c, { query }) =>
      api.cached(
        c,
        await reference.answer(`search:countries:${query.query}`, (data) =>
          data.countries.filter((country) =>
            matches(query.query, country.countryName, country.countryCodeAlpha2, country.currencyCodeAlpha),
          ),
        ),
      ),
  );

  // ---- Industries ----
  api.get(
    "/api/Industries",
    { tag, summary: "All industries", response: v.array(industryResponse) },
    async (c) => api.cached(c, await reference.answer("industries", (data) => data.industries)),
  );
  api.get(
    "/api/Industries/search",
    {
      tag,
      summary: "Industries whose code, name or description contains the query",
      query: searchQuerySchema,
      response: v.array(industryResponse),
    },
    async (c, { query }) =>
      api.cached(
        c,
        await reference.answer(`search:industries:${query.query}`, (data) =>
          data.industries.filter((item) => matches(query.query, item.code, item.name, item.description)),
        ),
      ),
  );
  api.get(
    "/api/Industries/:code",
    { tag, summary: "One industry", response: industryResponse, errors: { 404: "Unknown code" } },
    async (c) => {
      const code = param(c, "code").toLowerCase();
      const industry = (await reference.data()).industries.find((item) => item.code === code);
      if (!industry) throw notFound("Industry not found.");
      return api.cached(c, await reference.answer(`industry:${code}`, () => industry));
    },
  );

  // ---- Company sizes ----
  api.get(
    "/api/CompanySizes",
    {
      tag,
      summary: "All company sizes, smallest first; the last has no maximum",
      response: v.array(companySizeResponse),
    },
    async (c) => api.cached(c, await reference.answer("companySizes", (data) => data.companySizes)),
  );
  api.get(
    "/api/CompanySizes/search",
    {
      tag,
      summary: "Company sizes whose code, name or description contains the query",
      query: searchQuerySchema,
      response: v.array(companySizeResponse),
    },
    async (c, { query }) =>
      api.cached(
        c,
        await reference.answer(`search:companySizes:${query.query}`, (data) =>
          data.companySizes.filter((item) => matches(query.query, item.code, item.name, item.description)),
        ),
      ),
  );
  api.get(
    "/api/CompanySizes/:code",
    { tag, summary: "One company size", response: companySizeResponse, errors: { 404: "Unknown code" } },
    async (c) => {
      const code = param(c, "code");
      const size = (await reference.data()).companySizes.find((item) => item.code === code);
      if (!size) throw notFound("Company size not found.");
      return api.cached(c, await reference.answer(`companySize:${code}`, () => size));
    },
  );

  // ---- Address types ----
  api.get(
    "/api/AddressTypes",
    {
      tag,
      summary: "All address types; the app offers only the active ones",
      response: v.array(addressTypeResponse),
    },
    async (c) => api.cached(c, await reference.answer("addressTypes", (data) => data.addressTypes)),
  );
  api.get(
    "/api/AddressTypes/:code",
    { tag, summary: "One address type", response: addressTypeResponse, errors: { 404: "Unknown code" } },
    async (c) => {
      const code = param(c, "code").toLowerCase();
      const type = (await reference.data()).addressTypes.find((item) => item.code === code);
      if (!type) throw notFound("Address type not found.");
      return api.cached(c, await reference.answer(`addressType:${code}`, () => type));
    },
  );
}
