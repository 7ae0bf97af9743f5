import {
  formatMoney,
  type InvoiceLineInput,
  multiplyAmount,
  type PricingModel,
  priceFor,
  toAmount,
} from "@round/billing";
import type { InvoiceCreateOutput } from "@round/forms/schemas";
import type { Executor } from "../../db/client.ts";
import { chargesById, pointsById, refuse } from "../../engine/index.ts";
import { isUuid } from "../../http/validation.ts";

// The lines of a one-off invoice: typed lines, and the catalog's charges priced by @round/billing.

/**
 * One-off invoice lines: charges of the catalog priced by the engine (`priceFor`: a quantity of the point, or
 * for a percentage charge a share of `baseAmount`), or lines typed by hand. A charge is billed only while it
 * is sold (active, its point current, in the customer's currency); each refusal names its own field.
 */
export async function chargeLines(
  tx: Executor,
  accountId: string,
  currency: string,
  items: InvoiceCreateOutput["items"],
): Promise<InvoiceLineInput[]> {
  const ids = items.flatMap((item) =>
    "pricePointId" in item && isUuid(item.pricePointId) ? [item.pricePointId.toLowerCase()] : [],
  );
  const points = await pointsById(tx, accountId, ids);
  const charges = await chargesById(
    tx,
    accountId,
    [...points.values()].map((point) => point.ownerId),
  );
  return items.map((item, index): InvoiceLineInput => {
    const field = `items.${index}`;
    if (!("pricePointId" in item)) {
      const quantity = item.quantity ?? 1;
      return {
        kind: "charge",
        description: item.description,
        quantity,
        amount: multiplyAmount(toAmount(item.amount), quantity),
        recurring: false,
      };
    }
    const point = isUuid(item.pricePointId) ? points.get(item.pricePointId.toLowerCase()) : undefined;
    const charge = point?.ownerKind === "charge" ? charges.get(point.ownerId) : undefined;
    if (!point || !charge) {
      throw refuse(`${field}.pricePointId`, "Charge price point not found", "NOT_FOUND");
    }
    if (charge.status !== "active") {
      throw refuse(
        `${field}.pricePointId`,
        charge.status === "archived"
          ? `${charge.name} is archived: it can no longer be billed`
          : `${charge.name} is inactive: activate it to bill it`,
      );
    }
    if (point.supersededAt !== null) {
      throw refuse(`${field}.pricePointId`, "This price point has been replaced by a newer version");
    }
    if (point.currency !== currency) {
      throw refuse(
        `${field}.pricePointId`,
        `This charge is in ${point.currency}; the customer pays in ${currency}`,
        "INVALID_CURRENCY",
      );
    }
    const percentage = point.pricingModel === "percentage";
    if (percentage && item.baseAmount === undefined) {
      throw refuse(`${field}.baseAmount`, "Base amount is required for a percentage charge", "REQUIRED");
    }
    if (!percentage && item.baseAmount !== undefined) {
      throw refuse(`${field}.baseAmount`, "Only a percentage charge takes a base amount");
    }
    if (percentage && (item.quantity ?? 1) !== 1) {
      throw refuse(
        `${field}.quantity`,
        "A percentage charge is a share of its base amount: its quantity is 1",
      );
    }
    const quantity = item.quantity ?? 1;
    let priced: ReturnType<typeof priceFor>;
    try {
      priced = priceFor(
        {
          pricingModel: point.pricingModel as PricingModel,
          currency: point.currency,
          price: point.price,
          unitPrice: point.unitPrice,
          setupFee: point.setupFee,
          freeQuantity: point.freeQuantity,
          packageSize: point.packageSize,
          percentage: point.percentage,
          tiers: point.tiers,
        },
        { quantity, ...(item.baseAmount !== undefined ? { baseAmount: item.baseAmount } : {}) },
      );
    } catch (error) {
      throw refuse(
        percentage ? `${field}.baseAmount` : `${field}.quantity`,
        error instanceof Error ? error.message : "This charge cannot be priced",
      );
    }
    const name = point.description ? `${charge.name} – ${point.description}` : charge.name;
    return {
      kind: "charge",
      description: percentage
        ? `${name} (${toAmount(point.percentage ?? "0")}% of ${formatMoney(toAmount(item.baseAmount ?? 0), currency)})`
        : name,
      quantity,
      amount: priced.amount,
      recurring: false,
      ref: { pricePointId: point.id },
    };
  });
}
