/**
 * The account's tax rates in memory (`/api/tax-rates`): listed, created (a country the server does not know
 * refused on `country`), turned on or off, deleted. Part of the billing settings' stories.
 */
import type { TaxRateResponse } from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";

const NOW = "2026-03-02T09:00:00.000Z";
const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });

export const VAT_DE: TaxRateResponse = {
  id: "txr-de",
  name: "VAT (Germany)",
  percentage: 19,
  inclusive: true,
  country: "DE",
  region: null,
  active: true,
  createdAt: NOW,
  updatedAt: NOW,
};
export const SALES_TAX_CA: TaxRateResponse = {
  id: "txr-us-ca",
  name: "California sales tax",
  percentage: 7.25,
  inclusive: false,
  country: "US",
  region: "CA",
  active: true,
  createdAt: NOW,
  updatedAt: NOW,
};

export function taxRatesBackend({
  rates: seeds = [VAT_DE, SALES_TAX_CA],
}: {
  rates?: TaxRateResponse[];
} = {}) {
  const rates = seeds.map((rate) => ({ ...rate }));
  let sequence = 0;
  const page = () => ({
    items: rates,
    totalCount: rates.length,
    pageNumber: 1,
    pageSize: 100,
    totalPages: 1,
  });
  return [
    http.get("/api/tax-rates", () => json(page())),
    http.post("/api/tax-rates", async ({ request }) => {
      const body = (await request.json()) as Omit<TaxRateResponse, "id" | "createdAt" | "updatedAt">;
      if (body.country === "XX") {
        const description = "Please select a valid country";
        return json(
          { message: description, errors: [{ code: "INVALID", description, field: "country" }] },
          400,
        );
      }
      sequence += 1;
      const rate = { ...body, id: `txr-new-${sequence}`, createdAt: NOW, updatedAt: NOW };
      rates.push(rate);
      return json(rate, 201);
    }),
    http.put("/api/tax-rates/:id", async ({ request, params }) => {
      const rate = rates.find((item) => item.id === params.id);
      if (!rate) return json({ message: "Tax rate not found", errors: [] }, 404);
      Object.assign(rate, (await request.json()) as Partial<TaxRateResponse>);
      return json(rate);
    }),
    http.delete("/api/tax-rates/:id", ({ params }) => {
      const index = rates.findIndex((item) => item.id === params.id);
      if (index >= 0) rates.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
