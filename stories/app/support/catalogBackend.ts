/**
 * A small in-memory catalog server for the catalog stories (lists and detail pages), answering the API of
 * COMMERCE.md at the network level: lists with search, filters, order and paging; create (checked with the
 * shared schemas, 400 with their field messages), read, partial update, delete (409 for an item in use or a
 * family with items), duplicate, coupon by code, the summary computed from the records, settings and
 * estimates. Prices and figures are computed with @round/billing, never written by hand. Made fresh for
 * each story run (inside `mockApi`).
 */
import {
  type Amount,
  addAmounts,
  meanAmount,
  monthlyValue,
  multiplyAmount,
  priceFor,
  roundMoney,
  startingPrice,
} from "@round/billing";
import {
  type AddonResponse,
  addonSchema,
  type CatalogSettingsResponse,
  type CatalogSummaryResponse,
  type ChargeResponse,
  type CheckoutLinkResponse,
  type CouponResponse,
  chargeSchema,
  couponSchema,
  type PlanResponse,
  type PricePointResponse,
  type ProductFamilyResponse,
  planSchema,
  productFamilySchema,
  validate,
} from "@round/forms/schemas";
import { HttpResponse, http, type JsonBodyType } from "msw";
import type * as v from "valibot";
import {
  type AddonSeed,
  type ChargeSeed,
  type CouponSeed,
  type FamilySeed,
  type PlanSeed,
  type PricePointSeed,
  sampleCatalog,
} from "./catalogFixtures";
import { checkoutLinksBackend } from "./checkoutLinksBackend";
import type { RequestSpy } from "./handlers";

export const IN_USE = "This item is in use. Archive it instead.";
export const FAMILY_HAS_ITEMS = "This product family has items. Move or delete them first.";
const DUPLICATE_COUPON_CODE = "A coupon with this code already exists.";
const NOW = "2026-03-02T09:00:00.000Z";

interface CatalogBackendOptions {
  families?: FamilySeed[];
  plans?: PlanSeed[];
  addons?: AddonSeed[];
  charges?: ChargeSeed[];
  coupons?: CouponSeed[];
  /** Ids of items a subscription, invoice or redemption refers to: deleting them answers 409. */
  inUse?: string[];
  currency?: string;
  /** The checkout links of the plans' price points (none unless given). */
  checkoutLinks?: CheckoutLinkResponse[];
  /** Sees every request (method, path, query, body). */
  spy?: RequestSpy;
}

type Kind = "families" | "plans" | "addons" | "charges" | "coupons";
type Item = ProductFamilyResponse | PlanResponse | AddonResponse | ChargeResponse | CouponResponse;

const json = (body: unknown, status = 200) => HttpResponse.json(body as JsonBodyType, { status });
const problem = (status: number, description: string, extra: { code?: string; field?: string } = {}) =>
  json(
    {
      message: description,
      errors: [
        { code: extra.code ?? "CONFLICT", description, ...(extra.field ? { field: extra.field } : {}) },
      ],
    },
    status,
  );
const notFound = () => problem(404, "Not found.", { code: "NOT_FOUND" });

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? JSON.parse(text) : null;
}

const num = (value: string) => Number(value);

export function catalogBackend(options: CatalogBackendOptions = {}) {
  const currency = options.currency ?? "USD";
  const inUse = new Set(options.inUse ?? []);
  let sequence = 0;
  const nextId = (prefix: string) => {
    sequence += 1;
    return `${prefix}-new-${sequence}`;
  };

  // ---- Records, built like the server's views ------------------------------------------------------------

  function pricePoint(seed: PricePointSeed, id: string): PricePointResponse {
    return {
      id,
      currency: seed.currency ?? currency,
      pricingModel: seed.pricingModel,
      price: seed.price ?? null,
      billingFrequency: (seed.billingFrequency ?? null) as PricePointResponse["billingFrequency"],
      setupFee: seed.setupFee ?? null,
      freeQuantity: seed.freeQuantity ?? null,
      unitPrice: seed.unitPrice ?? null,
      percentage: seed.percentage ?? null,
      packageSize: seed.packageSize ?? null,
      trialPeriod: seed.trialPeriod ?? null,
      tiers: (seed.tiers ?? []).map((tier) => ({
        startingUnit: tier.startingUnit,
        endingUnit: tier.endingUnit ?? null,
        price: tier.price,
      })),
      description: seed.description ?? null,
      showInCheckout: seed.showInCheckout ?? true,
      showInPortal: seed.showInPortal ?? true,
      version: 1,
      createdAt: NOW,
    };
  }

  const points = (seeds: readonly PricePointSeed[] | undefined, owner: string) =>
    (seeds ?? []).map((seed, index) => pricePoint(seed, `${owner}-pp${index + 1}`));

  /** The lowest price at quantity 1 among the points in the account's currency (else the first currency). */
  function starting(list: PricePointResponse[]): PlanResponse["startingPrice"] {
    const preferred = list.filter((point) => point.currency === currency);
    const candidates =
      preferred.length > 0 ? preferred : list.filter((p) => p.currency === list[0]?.currency);
    try {
      const best = startingPrice(candidates);
      if (!best) return null;
      return {
        pricePointId: best.point.id,
        amount: Number(best.amount),
        currency: best.point.currency,
        billingFrequency: best.point.billingFrequency,
        pricingModel: best.point.pricingModel,
      };
    } catch {
      return null;
    }
  }

  const subscriptions = new Map<string, number>();

  /** Exact (a decimal string), as the server keeps it; answers round it to cents at the edge. */
  function planMrr(plan: PlanResponse): Amount {
    const count = subscriptions.get(plan.id) ?? 0;
    const first = plan.pricePoints[0];
    if (!count || !first || plan.status !== "active") return "0";
    try {
      const amount = priceFor(first, { quantity: 1 }).amount;
      return monthlyValue(multiplyAmount(amount, count), first.billingFrequency ?? "monthly");
    } catch {
      return "0";
    }
  }

  /** An exact amount as the API answers money: a JSON number, rounded once to the account currency. */
  const money = (amount: Amount) => Number(roundMoney(amount, currency));

  function planFrom(seed: PlanSeed & { id: string }): PlanResponse {
    const pricePoints = points(seed.pricePoints, seed.id);
    const plan: PlanResponse = {
      id: seed.id,
      name: seed.name,
      description: seed.description ?? null,
      productFamilyId: seed.productFamilyId,
      productFamilyName: "",
      status: seed.status ?? "active",
      billingPeriod: seed.billingPeriod ?? "monthly",
      isMetered: seed.isMetered ?? false,
      billingCycles: seed.billingCycles ?? null,
      trialPeriod: seed.trialPeriod ?? null,
      customerPortal: {
        showInCheckout: true,
        showInPortal: true,
        allowUpgrade: true,
        allowDowngrade: true,
        allowCancellation: false,
      },
      pricePoints,
      features: (seed.features ?? []).map((feature, index) => ({
        id: `${seed.id}-f${index + 1}`,
        name: feature.name,
        featureType: feature.featureType ?? "boolean",
        value: feature.value ?? null,
        description: null,
        displayOrder: index + 1,
      })),
      usageMetrics: (seed.usageMetrics ?? []).map((metric, index) => ({
        id: `${seed.id}-m${index + 1}`,
        metricName: metric.metricName,
        unit: metric.unit,
        aggregation: metric.aggregation,
        pricePerUnit: metric.pricePerUnit ?? null,
        includedQuantity: metric.includedQuantity ?? null,
        overage: metric.overage ?? false,
      })),
      startingPrice: starting(pricePoints),
      mrr: 0,
      createdAt: seed.createdAt ?? NOW,
      updatedAt: seed.createdAt ?? NOW,
    };
    if (seed.activeSubscriptions !== undefined || !subscriptions.has(seed.id)) {
      subscriptions.set(seed.id, seed.activeSubscriptions ?? 0);
    }
    return plan;
  }

  function addonFrom(seed: AddonSeed): AddonResponse {
    const pricePoints = points(seed.pricePoints, seed.id);
    return {
      id: seed.id,
      name: seed.name,
      description: seed.description ?? null,
      productFamilyId: seed.productFamilyId ?? null,
      productFamilyName: null,
      status: seed.status ?? "active",
      type: seed.type,
      chargeModel: seed.chargeModel,
      isOptional: seed.isOptional ?? true,
      isQuantityBasedCharge: seed.isQuantityBasedCharge ?? seed.chargeModel !== "flat_fee",
      // What an add-on's settings page saves (PUT) is what it reads back.
      customerPortal: {
        showInCheckout: seed.customerPortal?.showInCheckout ?? true,
        showInPortal: seed.customerPortal?.showInPortal ?? true,
        allowSelfSubscribe: seed.customerPortal?.allowSelfSubscribe ?? false,
        allowSelfRemove: seed.customerPortal?.allowSelfRemove ?? false,
      },
      pricePoints,
      startingPrice: starting(pricePoints),
      createdAt: seed.createdAt ?? NOW,
      updatedAt: seed.createdAt ?? NOW,
    };
  }

  function chargeFrom(seed: ChargeSeed): ChargeResponse {
    const pricePoints = points(seed.pricePoints, seed.id);
    const first = pricePoints[0];
    return {
      id: seed.id,
      name: seed.name,
      description: seed.description ?? null,
      productFamilyId: seed.productFamilyId ?? null,
      productFamilyName: null,
      status: seed.status ?? "active",
      type: seed.chargeType,
      chargeType: seed.chargeType,
      chargeModel: seed.chargeModel,
      pricePoints,
      amount: first ? (first.pricingModel === "percentage" ? first.percentage : first.price) : null,
      percentageValue: first?.percentage ?? null,
      currency: first?.currency ?? null,
      createdAt: seed.createdAt ?? NOW,
      updatedAt: seed.createdAt ?? NOW,
    };
  }

  function couponFrom(seed: CouponSeed): CouponResponse {
    const redemptions = seed.currentRedemptions ?? 0;
    const savings =
      seed.discountType === "fixed_amount"
        ? multiplyAmount(redemptions, seed.discountValue)
        : multiplyAmount(seed.redeemedOrderTotal ?? 0, multiplyAmount(seed.discountValue, "0.01"));
    return {
      id: seed.id,
      name: seed.name,
      couponCode: seed.couponCode,
      description: seed.description ?? null,
      discountType: seed.discountType,
      discountValue: seed.discountValue,
      currency: seed.currency ?? currency,
      durationType: seed.durationType,
      duration: seed.duration ?? null,
      validFrom: seed.validFrom ?? null,
      validUntil: seed.validUntil ?? null,
      maxRedemptions: seed.maxRedemptions ?? null,
      currentRedemptions: redemptions,
      totalSavings: money(savings),
      status: seed.status ?? "active",
      // What the coupon dialog saves is what the coupon's page reads back.
      restrictions: {
        firstTimeCustomersOnly: seed.restrictions?.firstTimeCustomersOnly ?? false,
        minimumOrderValue: seed.restrictions?.minimumOrderValue ?? null,
        applicablePlans: (seed.restrictions?.applicablePlans ?? []).map(String),
      },
      customerEligibility: {
        allCustomers: seed.customerEligibility?.allCustomers ?? true,
        customerSegments: seed.customerEligibility?.customerSegments ?? [],
      },
      stackable: seed.stackable ?? false,
      autoApply: seed.autoApply ?? false,
      createdAt: seed.createdAt ?? NOW,
      updatedAt: seed.createdAt ?? NOW,
    };
  }

  function familyFrom(seed: FamilySeed): ProductFamilyResponse {
    return {
      id: seed.id,
      name: seed.name,
      description: seed.description,
      category: seed.category,
      status: seed.status ?? "active",
      settings: {
        allowCustomPricing: seed.settings?.allowCustomPricing ?? false,
        requireApproval: seed.settings?.requireApproval ?? false,
        defaultCurrency: seed.settings?.defaultCurrency ?? currency,
      },
      productCount: 0,
      planCount: 0,
      addonCount: 0,
      chargeCount: 0,
      revenue: 0,
      createdAt: seed.createdAt ?? NOW,
      updatedAt: seed.createdAt ?? NOW,
    };
  }

  const catalog = options;
  const db = {
    families: (catalog.families ?? sampleCatalog.families).map(familyFrom),
    plans: (catalog.plans ?? sampleCatalog.plans).map(planFrom),
    addons: (catalog.addons ?? sampleCatalog.addons).map(addonFrom),
    charges: (catalog.charges ?? sampleCatalog.charges).map(chargeFrom),
    coupons: (catalog.coupons ?? sampleCatalog.coupons).map(couponFrom),
    settings: {
      defaultCurrency: currency,
      allowedCurrencies: ["USD", "EUR", "GBP", "CAD", "AUD"],
      updatedAt: null,
    } as CatalogSettingsResponse,
  };

  // ---- Computed fields ------------------------------------------------------------------------------------

  const familyName = (id: string | null) => db.families.find((family) => family.id === id)?.name ?? null;

  function view<T extends Item>(kind: Kind, item: T): T {
    if (kind === "families") {
      const family = item as ProductFamilyResponse;
      const plans = db.plans.filter((plan) => plan.productFamilyId === family.id);
      const addonCount = db.addons.filter((addon) => addon.productFamilyId === family.id).length;
      const chargeCount = db.charges.filter((charge) => charge.productFamilyId === family.id).length;
      const revenue = addAmounts(...plans.map(planMrr));
      return {
        ...family,
        planCount: plans.length,
        addonCount,
        chargeCount,
        productCount: plans.length + addonCount + chargeCount,
        revenue: money(revenue),
      } as T;
    }
    if (kind === "plans") {
      const plan = item as PlanResponse;
      return {
        ...plan,
        productFamilyName: familyName(plan.productFamilyId) ?? "",
        mrr: money(planMrr(plan)),
      } as T;
    }
    if (kind === "addons" || kind === "charges") {
      const record = item as AddonResponse | ChargeResponse;
      return { ...record, productFamilyName: familyName(record.productFamilyId) } as T;
    }
    return item;
  }

  function summary(): CatalogSummaryResponse {
    const plans = db.plans.map((plan) => view("plans", plan));
    const active = <T extends { status: string }>(list: T[]) =>
      list.filter((item) => item.status === "active");
    const activePlanValues = active(plans)
      .map((plan) => plan.startingPrice)
      .filter((price): price is NonNullable<typeof price> => price !== null && price.currency === currency)
      .map((price) => monthlyValue(price.amount, price.billingFrequency ?? "monthly"));
    const mrr = money(addAmounts(...db.plans.map(planMrr)));
    return {
      currency,
      catalog: {
        totalProducts: db.plans.length + db.addons.length + db.charges.length,
        activeProducts: active(db.plans).length + active(db.addons).length + active(db.charges).length,
        monthlyRevenue: mrr,
        productFamilies: db.families.length,
      },
      plans: {
        totalPlans: db.plans.length,
        activePlans: active(db.plans).length,
        monthlyMrr: mrr,
        avgPlanValue: money(meanAmount(activePlanValues)),
      },
      addons: {
        totalAddons: db.addons.length,
        activeAddons: active(db.addons).length,
        recurringAddons: db.addons.filter((addon) => addon.type === "recurring").length,
        usageBasedAddons: db.addons.filter((addon) => addon.type === "usage_based").length,
      },
      charges: {
        totalCharges: db.charges.length,
        activeCharges: active(db.charges).length,
        oneTimeCharges: db.charges.filter((charge) => charge.chargeType === "one_time").length,
        usageBasedCharges: db.charges.filter((charge) => charge.chargeType === "usage_based").length,
      },
      coupons: {
        totalCoupons: db.coupons.length,
        activeCoupons: active(db.coupons).length,
        totalRedemptions: db.coupons.reduce((sum, coupon) => sum + coupon.currentRedemptions, 0),
        totalSavings: money(addAmounts(...db.coupons.map((coupon) => coupon.totalSavings))),
      },
    };
  }

  // ---- Lists ----------------------------------------------------------------------------------------------

  const searched: Record<Kind, (item: never) => unknown[]> = {
    families: (family: ProductFamilyResponse) => [family.name, family.description, family.category],
    plans: (plan: PlanResponse) => [plan.name, plan.description, plan.status, plan.startingPrice?.amount],
    addons: (addon: AddonResponse) => [addon.name, addon.description, addon.type, addon.status],
    charges: (charge: ChargeResponse) => [
      charge.name,
      charge.description,
      charge.chargeType,
      charge.status,
      charge.amount,
    ],
    coupons: (coupon: CouponResponse) => [
      coupon.couponCode,
      coupon.name,
      coupon.description,
      coupon.status,
      coupon.discountType,
    ],
  };
  const filters: Record<Kind, string[]> = {
    families: ["status"],
    plans: ["status", "productFamilyId"],
    addons: ["status", "productFamilyId", "type"],
    charges: ["status", "productFamilyId", "chargeType"],
    coupons: ["status", "discountType"],
  };

  function list(kind: Kind, url: URL) {
    const params = url.searchParams;
    const search = (params.get("search") ?? "").trim().toLowerCase();
    let items = (db[kind] as Item[]).map((item) => view(kind, item));
    if (search) {
      items = items.filter((item) =>
        (searched[kind] as (item: Item) => unknown[])(item).some((value) =>
          String(value ?? "")
            .toLowerCase()
            .includes(search),
        ),
      );
    }
    for (const name of filters[kind]) {
      const wanted = params.get(name);
      if (wanted) items = items.filter((item) => String((item as Record<string, unknown>)[name]) === wanted);
    }
    const orderBy = params.get("orderBy") ?? "createdAt";
    const ascending = params.get("isAscending") === "true";
    items.sort((a, b) => {
      const left = String((a as Record<string, unknown>)[orderBy] ?? "");
      const right = String((b as Record<string, unknown>)[orderBy] ?? "");
      return (ascending ? 1 : -1) * left.localeCompare(right, "en-US", { numeric: true });
    });
    const pageSize = Math.min(100, Math.max(1, num(params.get("pageSize") ?? "20") || 20));
    const pageNumber = Math.max(1, num(params.get("pageNumber") ?? "1") || 1);
    const totalPages = Math.ceil(items.length / pageSize);
    return {
      items: items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      totalCount: items.length,
      pageNumber,
      pageSize,
      totalPages,
    };
  }

  // ---- Writes ---------------------------------------------------------------------------------------------

  const schemas = {
    families: productFamilySchema,
    plans: planSchema,
    addons: addonSchema,
    charges: chargeSchema,
    coupons: couponSchema,
  } as const;

  /** The body checked with the shared schema: its values, or the server's 400. */
  function check(kind: Kind, body: unknown): { values: Record<string, unknown> } | { response: Response } {
    const result = validate(schemas[kind] as v.GenericSchema, body);
    if (result.ok) return { values: result.value as Record<string, unknown> };
    return {
      response: json(
        {
          message: result.errors[0]?.message ?? "Invalid request",
          errors: result.errors.map((error) => ({
            code: error.code,
            description: error.message,
            field: error.field,
          })),
        },
        400,
      ),
    };
  }

  function fromValues(kind: Kind, values: Record<string, unknown>, id: string, existing?: Item): Item {
    const base = { createdAt: existing?.createdAt ?? NOW, ...values, id } as Record<string, unknown>;
    switch (kind) {
      case "families":
        return {
          ...familyFrom(base as unknown as FamilySeed),
          ...(existing ? { createdAt: existing.createdAt } : {}),
        };
      case "plans":
        return planFrom(base as unknown as PlanSeed);
      case "addons":
        return addonFrom(base as unknown as AddonSeed);
      case "charges":
        return chargeFrom({
          ...(base as unknown as ChargeSeed),
          chargeType: (base.type ?? base.chargeType) as ChargeSeed["chargeType"],
        });
      case "coupons":
        return couponFrom({
          ...(base as unknown as CouponSeed),
          currentRedemptions: (existing as CouponResponse | undefined)?.currentRedemptions ?? 0,
        });
    }
  }

  /** The record as an edit body would see it (the seed-like shape the builders read). */
  function asValues(kind: Kind, item: Item): Record<string, unknown> {
    if (kind === "charges") return { ...item, type: (item as ChargeResponse).chargeType };
    return { ...item };
  }

  function conflictFor(kind: Kind, values: Record<string, unknown>, id?: string): Response | null {
    if (kind !== "coupons") return null;
    const code = values.couponCode;
    const taken = db.coupons.some((coupon) => coupon.couponCode === code && coupon.id !== id);
    return taken ? problem(409, DUPLICATE_COUPON_CODE, { field: "couponCode" }) : null;
  }

  function copyOf(kind: Kind, item: Item): Item {
    const id = nextId(kind.slice(0, -1));
    const name = `${item.name} (copy)`;
    if (kind === "coupons") {
      const coupon = item as CouponResponse;
      let code = `${coupon.couponCode}_COPY`;
      for (let n = 2; db.coupons.some((other) => other.couponCode === code); n += 1) {
        code = `${coupon.couponCode}_COPY_${n}`;
      }
      return {
        ...coupon,
        id,
        name,
        couponCode: code,
        status: "active",
        currentRedemptions: 0,
        totalSavings: 0,
        createdAt: NOW,
        updatedAt: NOW,
      };
    }
    const record = {
      ...(item as PlanResponse),
      id,
      name,
      status: "inactive",
      createdAt: NOW,
      updatedAt: NOW,
    };
    if ("pricePoints" in record) {
      record.pricePoints = record.pricePoints.map((point, index) => ({
        ...point,
        id: `${id}-pp${index + 1}`,
      }));
    }
    if ("features" in record) {
      record.features = record.features.map((feature, index) => ({ ...feature, id: `${id}-f${index + 1}` }));
    }
    return record as Item;
  }

  const spy = async (request: Request) => {
    if (!options.spy) return;
    const url = new URL(request.url);
    options.spy({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get("Authorization"),
      body: await bodyOf(request),
    });
  };

  const paths: Record<Kind, string> = {
    families: "/api/catalog/product-families",
    plans: "/api/catalog/plans",
    addons: "/api/catalog/addons",
    charges: "/api/catalog/charges",
    coupons: "/api/catalog/coupons",
  };

  const find = (kind: Kind, id: unknown) => (db[kind] as Item[]).findIndex((item) => item.id === id);

  function resourceHandlers(kind: Kind) {
    const path = paths[kind];
    const table = () => db[kind] as Item[];
    return [
      http.get(path, async ({ request }) => {
        await spy(request);
        return json(list(kind, new URL(request.url)));
      }),
      http.post(path, async ({ request }) => {
        await spy(request);
        const checked = check(kind, await bodyOf(request));
        if ("response" in checked) return checked.response;
        const conflict = conflictFor(kind, checked.values);
        if (conflict) return conflict;
        const item = fromValues(kind, checked.values, nextId(kind.slice(0, -1)));
        table().push(item);
        return json(view(kind, item), 201);
      }),
      http.get(`${path}/:id`, async ({ request, params }) => {
        await spy(request);
        const item = table()[find(kind, params.id)];
        return item ? json(view(kind, item)) : notFound();
      }),
      http.put(`${path}/:id`, async ({ request, params }) => {
        await spy(request);
        const index = find(kind, params.id);
        const existing = table()[index];
        if (!existing) return notFound();
        const body = ((await bodyOf(request)) ?? {}) as Record<string, unknown>;
        let updated: Item;
        if (Object.keys(body).every((key) => key === "status")) {
          // A change of status alone (Archive): the record stays as it is otherwise.
          updated = { ...existing, status: body.status, updatedAt: NOW } as Item;
        } else {
          const checked = check(kind, { ...asValues(kind, existing), ...body });
          if ("response" in checked) return checked.response;
          const conflict = conflictFor(kind, checked.values, existing.id);
          if (conflict) return conflict;
          updated = { ...fromValues(kind, checked.values, existing.id, existing), updatedAt: NOW };
        }
        table()[index] = updated;
        return json(view(kind, updated));
      }),
      http.delete(`${path}/:id`, async ({ request, params }) => {
        await spy(request);
        const index = find(kind, params.id);
        const existing = table()[index];
        if (!existing) return notFound();
        if (kind === "families") {
          const family = view("families", existing as ProductFamilyResponse);
          if (family.productCount > 0) return problem(409, FAMILY_HAS_ITEMS);
        }
        if (inUse.has(existing.id)) return problem(409, IN_USE, { code: "IN_USE" });
        table().splice(index, 1);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${path}/:id/duplicate`, async ({ request, params }) => {
        await spy(request);
        const existing = table()[find(kind, params.id)];
        if (!existing) return notFound();
        const copy = copyOf(kind, existing);
        if (kind === "plans") subscriptions.set(copy.id, 0);
        table().push(copy);
        return json(view(kind, copy), 201);
      }),
    ];
  }

  return [
    http.get("/api/catalog/summary", async ({ request }) => {
      await spy(request);
      return json(summary());
    }),
    http.get("/api/catalog/settings", async ({ request }) => {
      await spy(request);
      return json(db.settings);
    }),
    http.put("/api/catalog/settings", async ({ request }) => {
      await spy(request);
      db.settings = { ...db.settings, ...((await bodyOf(request)) as object), updatedAt: NOW };
      return json(db.settings);
    }),
    http.get("/api/catalog/coupons/by-code/:code", async ({ request, params }) => {
      await spy(request);
      const coupon = db.coupons.find((item) => item.couponCode === params.code);
      return coupon ? json(coupon) : notFound();
    }),
    http.post("/api/estimates", async ({ request }) => {
      await spy(request);
      const body = (await bodyOf(request)) as {
        items: { pricePointId: string; quantity?: number; baseAmount?: number }[];
      };
      const all = [...db.plans, ...db.addons, ...db.charges].flatMap((item) =>
        item.pricePoints.map((point) => ({ point, name: item.name })),
      );
      const lines = [];
      for (const line of body.items ?? []) {
        const found = all.find((entry) => entry.point.id === line.pricePointId);
        if (!found) return problem(400, "Unknown price point.", { code: "NOT_FOUND", field: "items" });
        const priced = priceFor(found.point, {
          quantity: line.quantity ?? 1,
          ...(line.baseAmount !== undefined ? { baseAmount: line.baseAmount } : {}),
        });
        lines.push({
          pricePointId: found.point.id,
          description: found.name,
          quantity: line.quantity ?? 1,
          amount: Number(priced.amount),
          breakdown: priced.breakdown.map((part) => ({
            description: part.description,
            quantity: Number(part.quantity),
            unitAmount: Number(part.unitAmount),
            amount: Number(part.amount),
          })),
        });
      }
      const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
      return json({ currency, lines, subtotal, discount: 0, total: subtotal });
    }),
    ...resourceHandlers("families"),
    ...resourceHandlers("plans"),
    ...resourceHandlers("addons"),
    ...resourceHandlers("charges"),
    ...resourceHandlers("coupons"),
    ...checkoutLinksBackend({ plans: () => db.plans, links: options.checkoutLinks ?? [], spy }),
  ];
}
