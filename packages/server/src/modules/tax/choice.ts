import { type TaxChoice, taxRateFor } from "@round/billing";
import type { Executor } from "../../db/client.ts";
import type { StoredTaxLine } from "../../db/schema/index.ts";
import { activeTaxRates, type TaxRateRow } from "./rates/queries.ts";

/** What of a customer decides their tax: the billing address and the exemption. */
export interface TaxedCustomer {
  billingAddress: { country?: string | null; state?: string | null } | null;
  taxExempt: string;
}

/**
 * The rate a customer pays (COMMERCE.md, "Which rate"), chosen by `@round/billing` from the account's active
 * rates (`rates`, read once by the caller when it has them).
 */
export async function taxChoiceFor(
  ex: Executor,
  accountId: string,
  customer: TaxedCustomer,
  rates?: readonly TaxRateRow[],
): Promise<TaxChoice<TaxRateRow>> {
  const exempt = customer.taxExempt === "exempt" || customer.taxExempt === "reverse";
  // An exempt customer needs no rate read.
  const list = exempt ? [] : (rates ?? (await activeTaxRates(ex, accountId)));
  return taxRateFor(
    {
      country: customer.billingAddress?.country ?? null,
      state: customer.billingAddress?.state ?? null,
      taxExempt: customer.taxExempt as "none" | "exempt" | "reverse",
    },
    list,
  );
}

/** An invoice's tax lines as kept on it: each with its rate as it stands now. */
export function storedTaxLines(
  lines: readonly { taxRateId: string; percentage: string; taxableAmount: string; amount: string }[],
  rate: TaxRateRow | null,
): StoredTaxLine[] {
  if (!rate) return [];
  return lines
    .filter((line) => line.taxRateId === rate.id)
    .map((line) => ({
      taxRateId: rate.id,
      name: rate.name,
      percentage: line.percentage,
      inclusive: rate.inclusive,
      country: rate.country,
      region: rate.region,
      taxableAmount: line.taxableAmount,
      amount: line.amount,
    }));
}
