import {
  addAmounts,
  type CouponLike,
  compareAmounts,
  estimateDiscount,
  invoiceTax,
  type PriceResult,
  priceFor,
  spreadAmount,
} from "@round/billing";
import type { EstimateResponse } from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Deps } from "../../../deps.ts";
import { validationFailed } from "../../../http/errors.ts";
import { isUuid } from "../../../http/validation.ts";
import { customerRow } from "../../customers/index.ts";
import { loadTenant } from "../../identities/index.ts";
import { taxChoiceFor } from "../../tax/index.ts";
import { addonService } from "../addons/service.ts";
import { chargeService } from "../charges/service.ts";
import { couponService, dayAt } from "../coupons/service.ts";
import { planService } from "../plans/service.ts";
import { engineInput, findPoints, type PricePointRow } from "../price-points/service.ts";
import { catalogSettingsService } from "../settings/service.ts";
import type { EstimateBody } from "./schemas.ts";

const refuse = (field: string, message: string, code = "INVALID_FORMAT") =>
  validationFailed([{ code, description: message, field }]);

/**
 * POST /api/estimates: what an invoice of these items would be, priced by @round/billing, with the coupons
 * applied as COMMERCE.md says, taxed at the rate of the customer named by `customerId` (untaxed without one,
 * or for an id that is not the account's customer: an estimate may be for someone who is not one yet);
 * nothing is written.
 */
export function estimateService(deps: Deps) {
  const { db, clock } = deps;
  const settings = catalogSettingsService(deps);
  const plans = planService(deps);
  const addons = addonService(deps);
  const charges = chargeService(deps);
  const coupons = couponService(deps);
  // An estimate for someone not (yet) a customer is untaxed, as before customers had taxes.
  const customerOf = async (accountId: string, id: string) =>
    (isUuid(id) ? await customerRow(db, accountId, id.toLowerCase()) : undefined) ?? null;

  return {
    async estimate(claims: AccessClaims, roundAccountId: string | undefined, body: EstimateBody) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const accountId = tenant.accountId;
      const ids = body.items.map((item) => item.pricePointId.toLowerCase());
      const codes = [...new Set(body.couponCodes.map((code) => code.trim()).filter((code) => code !== ""))];
      // The coupons are read with the price points, and the points' items with the coupons' redemptions:
      // neither side needs the other. A missing point is refused once both sides are read.
      const pointsAndItems = findPoints(db, accountId, [...new Set(ids.filter(isUuid))]).then(
        async (rows) => {
          const owners = (kind: PricePointRow["ownerKind"]) =>
            rows.filter((row) => row.ownerKind === kind).map((row) => row.ownerId);
          const items = await Promise.all([
            plans.forEstimate(db, accountId, owners("plan")),
            addons.forEstimate(db, accountId, owners("addon")),
            charges.forEstimate(db, accountId, owners("charge")),
          ]);
          return { rows, items };
        },
      );
      const [read, found] = await Promise.all([pointsAndItems, coupons.byCodes(db, accountId, codes)]);
      const [planItems, addonItems, chargeItems] = read.items;
      const byId = new Map(read.rows.map((row) => [row.id, row]));
      const points = ids.map((id, index) => {
        const row = byId.get(id);
        if (!row) throw refuse(`items.${index}.pricePointId`, "Price point not found", "NOT_FOUND");
        return row;
      });
      const items = { plan: planItems, addon: addonItems, charge: chargeItems };
      const currency =
        body.currency ??
        points[0]?.currency ??
        (await settings.settingsOf(claims, accountId)).defaultCurrency;

      const lines = points.map((point, index) => {
        const field = `items.${index}`;
        if (point.currency !== currency) {
          throw refuse(
            `${field}.pricePointId`,
            `This price point is in ${point.currency}; the estimate is in ${currency}`,
            "INVALID_CURRENCY",
          );
        }
        const item = items[point.ownerKind].get(point.ownerId);
        const sent = body.items[index]!;
        const quantity = sent.quantity ?? 1;
        if (point.pricingModel === "percentage" && sent.baseAmount === undefined) {
          throw refuse(`${field}.baseAmount`, "Base amount is required for a percentage price", "REQUIRED");
        }
        let result: PriceResult;
        try {
          result = priceFor(engineInput(point), {
            quantity,
            ...(sent.baseAmount !== undefined ? { baseAmount: sent.baseAmount } : {}),
            metric: item?.metric ?? null,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : "This price point cannot be priced";
          throw refuse(/quantity/i.test(message) ? `${field}.quantity` : `${field}.pricePointId`, message);
        }
        const breakdown = result.breakdown.map((line) => ({
          description: line.description,
          quantity: Number(line.quantity),
          unitAmount: Number(line.unitAmount),
          amount: Number(line.amount),
        }));
        // The setup fee is charged once, on a subscription's first invoice: the one an estimate shows.
        const hasSetupFee = compareAmounts(result.setupFee, "0") > 0;
        if (hasSetupFee) {
          const fee = Number(result.setupFee);
          breakdown.push({ description: "Setup fee", quantity: 1, unitAmount: fee, amount: fee });
        }
        const name = item?.name ?? "Item";
        return {
          pricePointId: point.id,
          description: point.description ? `${name} – ${point.description}` : name,
          quantity,
          amount: addAmounts(result.amount, result.setupFee),
          recurringAmount: item?.recurring && point.billingFrequency !== null ? result.amount : "0",
          breakdown,
        };
      });
      const subtotal = addAmounts(...lines.map((line) => line.amount));
      const recurring = addAmounts(...lines.map((line) => line.recurringAmount));

      const today = dayAt(clock.now());
      const couponTerms = codes.map((code, index) => {
        const coupon = found[index];
        if (!coupon) throw refuse("couponCodes", `Coupon ${code} does not exist`, "NOT_FOUND");
        const { row, figures } = coupon;
        if (row.status !== "active") throw refuse("couponCodes", `Coupon ${code} is not active`);
        if (row.validFrom !== null && row.validFrom > today) {
          throw refuse("couponCodes", `Coupon ${code} is not valid yet`);
        }
        if (row.validUntil !== null && row.validUntil < today) {
          throw refuse("couponCodes", `Coupon ${code} has expired`);
        }
        if (row.maxRedemptions !== null && figures.redemptions >= row.maxRedemptions) {
          throw refuse("couponCodes", `Coupon ${code} has reached its maximum number of redemptions`);
        }
        if (!row.stackable && codes.length > 1) {
          throw refuse("couponCodes", `Coupon ${code} cannot be combined with other coupons`);
        }
        if (row.minimumOrderValue !== null && compareAmounts(subtotal, row.minimumOrderValue) < 0) {
          throw refuse("couponCodes", `Coupon ${code} needs an order of at least ${row.minimumOrderValue}`);
        }
        if (row.discountType !== "percentage" && row.currency !== currency) {
          throw refuse("couponCodes", `Coupon ${code} is in ${row.currency}; the estimate is in ${currency}`);
        }
        return {
          discountType: row.discountType as CouponLike["discountType"],
          discountValue: row.discountValue,
        };
      });
      const { discount } = estimateDiscount({ currency, subtotal, recurring, coupons: couponTerms });
      // Taxed as the customer's invoice would be: each line after its share of the discount (which falls on
      // the recurring amounts, and on every line where a fixed amount passes them), at the customer's rate.
      const customer = body.customerId ? await customerOf(accountId, body.customerId) : null;
      const choice = customer ? await taxChoiceFor(db, accountId, customer) : null;
      const shares = spreadAmount(
        discount,
        lines.map((line) => (compareAmounts(discount, recurring) <= 0 ? line.recurringAmount : line.amount)),
        currency,
      );
      const taxed = invoiceTax({
        currency,
        taxRate: choice?.rate ?? null,
        lines: lines.map((line, index) => ({ amount: line.amount, discount: shares[index]! })),
      });

      const answer: EstimateResponse = {
        currency,
        lines: lines.map(({ recurringAmount: _, amount, ...line }, index) => ({
          ...line,
          amount: Number(amount),
          taxAmount: Number(taxed.lines[index]!.taxAmount),
          taxRateId: taxed.lines[index]!.taxRateId,
        })),
        subtotal: Number(subtotal),
        discount: Number(discount),
        tax: Number(taxed.tax),
        total: Number(taxed.total),
      };
      return answer;
    },
  };
}
