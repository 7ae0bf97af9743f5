// The door of the tax module (COMMERCE.md, "Correcting and taxing invoices"). It owns `tax_rates`.
export { storedTaxLines, type TaxedCustomer, taxChoiceFor } from "./choice.ts";
export { activeTaxRates, type TaxRateRow } from "./rates/queries.ts";
export { taxRateRoutes } from "./rates/routes.ts";
export { type TaxRateUse, taxRateService } from "./rates/service.ts";
