import type { Write } from "./audit-every-write.test.ts";

/** The audit walk of tax rates (COMMERCE.md, "Correcting and taxing invoices"): made, changed, deleted. */
export async function walkTaxRates(write: Write): Promise<void> {
  const rate = await write(
    "POST /api/tax-rates",
    "/api/tax-rates",
    { resourceType: "tax_rate", action: "tax_rate.create" },
    { body: { name: "Walked VAT", percentage: 19, country: "DE" } },
  );
  await write(
    "PUT /api/tax-rates/:id",
    `/api/tax-rates/${rate.id}`,
    { resourceType: "tax_rate", action: "tax_rate.update" },
    { body: { name: "Walked VAT (standard)", active: false } },
  );
  await write("DELETE /api/tax-rates/:id", `/api/tax-rates/${rate.id}`, {
    resourceType: "tax_rate",
    action: "tax_rate.delete",
  });
}
