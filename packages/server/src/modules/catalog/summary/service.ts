import { addAmounts, type BillingFrequency, monthlyValue, roundMoney } from "@round/billing";
import type { CatalogSummaryResponse } from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Deps } from "../../../deps.ts";
import { loadTenant } from "../../identities/index.ts";
import { addonService } from "../addons/service.ts";
import { chargeService } from "../charges/service.ts";
import { couponService } from "../coupons/service.ts";
import { familyService } from "../families/service.ts";
import { planService } from "../plans/service.ts";
import { startingPriceOf } from "../price-points/service.ts";
import { catalogSettingsService } from "../settings/service.ts";
import { meanOf } from "./queries.ts";

/** The stat cards of the catalog screens, computed from the records (COMMERCE.md: never stored by hand). */
export function summaryService(deps: Deps) {
  const { db } = deps;
  const settings = catalogSettingsService(deps);
  const families = familyService(deps);
  const plans = planService(deps);
  const addons = addonService(deps);
  const charges = chargeService(deps);
  const coupons = couponService(deps);

  return {
    async get(claims: AccessClaims, roundAccountId: string | undefined): Promise<CatalogSummaryResponse> {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const accountId = tenant.accountId;
      const { defaultCurrency: currency } = await settings.settingsOf(claims, accountId);
      const [familyCount, plan, addon, charge, coupon] = await Promise.all([
        families.count(db, accountId),
        plans.figures(db, accountId),
        addons.figures(db, accountId),
        charges.figures(db, accountId),
        coupons.figures(db, accountId, currency),
      ]);
      // Avg plan value: the mean monthly value of the active plans' starting prices in the account's currency.
      const monthly = plan.activePoints.flatMap((points) => {
        const start = startingPriceOf(points, currency);
        if (!start || start.row.currency !== currency) return [];
        return [monthlyValue(start.amount, start.row.billingFrequency as BillingFrequency | null)];
      });
      const avgPlanValue = roundMoney(await meanOf(db, monthly), currency);
      const revenue = roundMoney(addAmounts(plan.mrr, addon.mrr, charge.mrr), currency);
      return {
        currency,
        catalog: {
          totalProducts: plan.total + addon.total + charge.total,
          activeProducts: plan.active + addon.active + charge.active,
          monthlyRevenue: Number(revenue),
          productFamilies: familyCount,
        },
        plans: {
          totalPlans: plan.total,
          activePlans: plan.active,
          monthlyMrr: Number(roundMoney(plan.mrr, currency)),
          avgPlanValue: Number(avgPlanValue),
        },
        addons: {
          totalAddons: addon.total,
          activeAddons: addon.active,
          recurringAddons: addon.recurring,
          usageBasedAddons: addon.usageBased,
        },
        charges: {
          totalCharges: charge.total,
          activeCharges: charge.active,
          oneTimeCharges: charge.oneTime,
          usageBasedCharges: charge.usageBased,
        },
        coupons: {
          totalCoupons: coupon.total,
          activeCoupons: coupon.active,
          totalRedemptions: coupon.redemptions,
          totalSavings: Number(roundMoney(coupon.savings, currency)),
        },
      };
    },
  };
}
