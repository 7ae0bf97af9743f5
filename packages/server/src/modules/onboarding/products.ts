import { CATALOG_CURRENCIES, FAMILY_CATEGORIES, planSchema, productFamilySchema } from "@round/forms/schemas";
import { can } from "../../auth/permissions.ts";
import type { AccessClaims } from "../../auth/tokens.ts";
import type { Tx } from "../../db/client.ts";
import { type Deps, depsIn } from "../../deps.ts";
import { parseWith } from "../../http/input.ts";
import { catalogSettingsService, familyService, planService } from "../catalog/index.ts";
import type { Principal } from "../identities/index.ts";

/** The product family the onboarding products become plans of (made unless the account has one so named). */
export const ONBOARDING_FAMILY = {
  name: "Products",
  description: "The products added in Get Started. Rename or reorganise them as you like.",
  category: FAMILY_CATEGORIES[0],
} as const;

interface SavedProduct {
  name?: unknown;
  description?: unknown;
  price?: unknown;
}

/** The products the wizard saved (onboarding data's `products`), those with a name. */
function savedProducts(data: unknown): { name: string; description: string; price: number }[] {
  const products = (data as { products?: unknown } | null | undefined)?.products;
  if (!Array.isArray(products)) return [];
  return (products as SavedProduct[])
    .filter((product) => typeof product?.name === "string" && product.name.trim() !== "")
    .map((product) => ({
      name: (product.name as string).trim(),
      description: typeof product.description === "string" ? product.description.trim() : "",
      price: typeof product.price === "number" && product.price >= 0 ? product.price : 0,
    }));
}

/** The currency the wizard priced its products in: the business settings step's, else the account's. */
function productCurrency(data: unknown): string | undefined {
  const settings = (data as { businessSettings?: { currency?: unknown } } | null | undefined)
    ?.businessSettings;
  return typeof settings?.currency === "string" ? settings.currency : undefined;
}

/**
 * At onboarding completion, in its transaction `tx`: each product of the wizard becomes an active monthly
 * plan with one flat-fee price point at its price, in the family 'Products' (made unless it exists), through
 * the catalog's own services. Nothing happens for a role that may not manage the catalog or with no products.
 * A currency the catalog does not price in (it offers six) leaves the plan without a price point rather than
 * pricing it in another currency.
 */
export async function productsToPlans(
  deps: Deps,
  tx: Tx,
  claims: AccessClaims,
  principal: Principal,
  data: unknown,
): Promise<number> {
  const membership = principal.memberships[0];
  const products = savedProducts(data);
  if (!membership || !can(membership.role, "manageCatalog") || products.length === 0) return 0;
  const accountId = membership.roundAccountId;
  const inTx = depsIn(deps, tx);
  const families = familyService(inTx);
  const plans = planService(inTx);
  const settings = await catalogSettingsService(inTx).settingsOf(claims, accountId, tx);
  const family =
    (await families.byName(tx, accountId, ONBOARDING_FAMILY.name)) ??
    (await families.create(claims, accountId, parseWith(productFamilySchema, ONBOARDING_FAMILY)));
  const wanted = productCurrency(data) ?? settings.defaultCurrency;
  const currency =
    (CATALOG_CURRENCIES as readonly string[]).includes(wanted) && settings.allowedCurrencies.includes(wanted)
      ? wanted
      : undefined;
  for (const product of products) {
    const body = parseWith(planSchema, {
      name: product.name,
      description: product.description || undefined,
      productFamilyId: family.id,
      status: "active",
      billingPeriod: "monthly",
      pricePoints: currency
        ? [{ currency, pricingModel: "flat_fee", price: product.price, billingFrequency: "monthly" }]
        : [],
    });
    await plans.create(claims, accountId, body);
  }
  return products.length;
}
