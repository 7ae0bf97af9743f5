import type { PricingModel } from "@round/billing";
import { planSchema } from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Executor } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import { conflictOn, notFound, recordId } from "../../../http/errors.ts";
import { parseWith } from "../../../http/input.ts";
import { pageResult } from "../../../http/paging.ts";
import { isUuid } from "../../../http/validation.ts";
import { decimalOrNull } from "../../../http/values.ts";
import { deletedChanges } from "../../audit/index.ts";
import { changedFields, recordEvent, updateEventType } from "../../events/index.ts";
import { loadTenant } from "../../identities/index.ts";
import { familyService } from "../families/service.ts";
import {
  checkPointCurrencies,
  checkPointModels,
  createPoints,
  currentPoints,
  everyPointId,
  type ModelOf,
  type PricePointRow,
  removeOwnerPoints,
  replacePoints,
  startingPriceOf,
} from "../price-points/service.ts";
import { catalogSettingsService } from "../settings/service.ts";
import { recordCatalogAudit } from "../shared/audit.ts";
import { IN_USE, withFamily } from "../shared/errors.ts";
import { assertStorable, copyName } from "../shared/values.ts";
import { idsInUse, revenueByItem, totalRevenue } from "../usage/service.ts";
import {
  deletePlan,
  featuresOf,
  findPlan,
  insertPlan,
  metricsOf,
  type NewFeature,
  type NewMetric,
  type PlanRow,
  pageOfPlans,
  planStatuses,
  plansByIds,
  replaceFeaturesAndMetrics,
  updatePlan,
} from "./queries.ts";
import type { PlanBody, PlanListQuery, PlanUpdate } from "./schemas.ts";
import { planBody, planView } from "./views.ts";

const NOT_FOUND = "Plan not found.";

/** A plan point's model: its own, else the plan's kind (metered plans price by their usage metric). */
const planModel =
  (isMetered: boolean): ModelOf =>
  (point) =>
    (point.pricingModel ?? (isMetered ? "metered" : "flat_fee")) as PricingModel;

/** Plans with their price points, features and usage metrics; starting price and MRR computed. */
export function planService(deps: Deps) {
  const { db, clock } = deps;
  const settings = catalogSettingsService(deps);
  const families = familyService(deps);

  /** The answers of `rows`, with everything they show read in a few queries. */
  /**
   * The answers of `rows`. Inside a write's transaction, `known` is the default currency the write read
   * before it began (the settings may ask another module, outside the transaction).
   */
  async function views(
    ex: Executor,
    claims: AccessClaims,
    accountId: string,
    rows: PlanRow[],
    known?: string,
  ) {
    const ids = rows.map((row) => row.id);
    const [{ defaultCurrency }, points, features, metrics, names, mrr] = await Promise.all([
      known === undefined ? settings.settingsOf(claims, accountId, ex) : { defaultCurrency: known },
      currentPoints(ex, accountId, "plan", ids),
      featuresOf(ex, accountId, ids),
      metricsOf(ex, accountId, ids),
      families.names(
        ex,
        accountId,
        rows.map((row) => row.productFamilyId),
      ),
      revenueByItem(ex, accountId, ids),
    ]);
    return rows.map((row) => {
      const own = points.get(row.id) ?? [];
      return planView(row, {
        familyName: names.get(row.productFamilyId) ?? "",
        points: own,
        features: features.filter((feature) => feature.planId === row.id),
        metrics: metrics.filter((metric) => metric.planId === row.id),
        start: startingPriceOf(own, defaultCurrency),
        mrr: mrr.get(row.id) ?? "0",
      });
    });
  }

  async function planOf(ex: Executor, accountId: string, id: string) {
    const row = await findPlan(ex, accountId, recordId(id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function partsOf(ex: Executor, row: PlanRow) {
    const [points, features, metrics] = await Promise.all([
      currentPoints(ex, row.roundAccountId, "plan", [row.id]),
      featuresOf(ex, row.roundAccountId, [row.id]),
      metricsOf(ex, row.roundAccountId, [row.id]),
    ]);
    return { points: points.get(row.id) ?? [], features, metrics };
  }

  function columns(body: PlanBody) {
    return {
      name: body.name,
      description: body.description ?? null,
      productFamilyId: body.productFamilyId.toLowerCase(),
      status: body.status ?? "active",
      billingPeriod: body.billingPeriod ?? "monthly",
      isMetered: body.isMetered ?? false,
      billingCycles: body.billingCycles ?? null,
      trialPeriod: body.trialPeriod ?? null,
      ...body.customerPortal,
    };
  }

  /** The checks of a plan body beyond its schema: storable numbers, its family, its points' models and currencies. */
  /** Returns the account's settings, read before the write's transaction (they may ask another module). */
  async function checkBody(claims: AccessClaims, accountId: string, body: PlanBody) {
    assertStorable(body);
    checkPointModels(body.pricePoints, planModel(body.isMetered ?? false));
    const accountSettings = await settings.settingsOf(claims, accountId);
    checkPointCurrencies(body.pricePoints, accountSettings.allowedCurrencies);
    return accountSettings;
  }

  /** Features and metrics of a plan as rows: a feature keeps its id when it was one of the plan's. */
  function childRows(accountId: string, planId: string, body: PlanBody, ownFeatureIds: Set<string>) {
    const features: NewFeature[] = body.features.map((feature, index) => {
      const id = isUuid(feature.id) ? feature.id.toLowerCase() : undefined;
      return {
        ...(id && ownFeatureIds.has(id) ? { id } : {}),
        roundAccountId: accountId,
        planId,
        name: feature.name,
        featureType: feature.featureType,
        value: feature.value ?? null,
        description: feature.description ?? null,
        displayOrder: feature.displayOrder ?? index,
      };
    });
    const metrics: NewMetric[] = body.usageMetrics.map((metric, index) => ({
      roundAccountId: accountId,
      planId,
      position: index,
      metricName: metric.metricName,
      unit: metric.unit,
      aggregation: metric.aggregation,
      pricePerUnit: decimalOrNull(metric.pricePerUnit),
      includedQuantity: metric.includedQuantity ?? null,
      overage: metric.overage ?? false,
    }));
    return { features, metrics };
  }

  /** Keeps the plan's starting price (for the list's number search) in step with its points. */
  async function refreshStartingAmount(tx: Executor, defaultCurrency: string, row: PlanRow) {
    const points = await currentPoints(tx, row.roundAccountId, "plan", [row.id]);
    const start = startingPriceOf(points.get(row.id) ?? [], defaultCurrency);
    return updatePlan(tx, row.roundAccountId, row.id, { startingAmount: start?.amount ?? null });
  }

  /** A plan just written, its starting price brought up to date, as its GET answers it (inside the write). */
  async function refreshedView(tx: Executor, claims: AccessClaims, defaultCurrency: string, plan: PlanRow) {
    const refreshed = await refreshStartingAmount(tx, defaultCurrency, plan);
    return (await views(tx, claims, plan.roundAccountId, [refreshed], defaultCurrency))[0]!;
  }

  async function create(claims: AccessClaims, accountId: string, body: PlanBody) {
    const { defaultCurrency } = await checkBody(claims, accountId, body);
    const now = clock.date();
    const row = await withFamily(() =>
      db.transaction(async (tx) => {
        await families.requireFamily(tx, accountId, body.productFamilyId);
        const plan = await insertPlan(tx, {
          ...columns(body),
          roundAccountId: accountId,
          createdAt: now,
          updatedAt: now,
        });
        await createPoints(tx, accountId, "plan", plan.id, body.pricePoints, planModel(plan.isMetered), now);
        const { features, metrics } = childRows(accountId, plan.id, body, new Set());
        await replaceFeaturesAndMetrics(tx, accountId, plan.id, features, metrics);
        const made = await refreshedView(tx, claims, defaultCurrency, plan);
        await recordEvent(tx, { accountId, type: "plan.created", object: made, testClockId: null, at: now });
        return made;
      }),
    );
    return row;
  }

  return {
    async list(claims: AccessClaims, query: PlanListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfPlans(db, tenant.accountId, query);
      return pageResult(await views(db, claims, tenant.accountId, items), total, query);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const row = await planOf(db, tenant.accountId, id);
      return (await views(db, claims, tenant.accountId, [row]))[0]!;
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, body: PlanBody) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      return create(claims, tenant.accountId, body);
    },

    /**
     * Changes the fields sent (the merged record is validated as on creation). Points sent with their ids are
     * those points: a change of price of a point in use is a new version (see replacePoints).
     */
    async update(claims: AccessClaims, roundAccountId: string | undefined, id: string, body: PlanUpdate) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const accountId = tenant.accountId;
      const row = await planOf(db, accountId, id);
      const stored = planBody(row, await partsOf(db, row), true);
      const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const merged = parseWith(planSchema, {
        ...stored,
        ...sent,
        customerPortal: { ...stored.customerPortal, ...(body.customerPortal ?? {}) },
      });
      const { defaultCurrency } = await checkBody(claims, accountId, merged);
      const now = clock.date();
      const updated = await withFamily(() =>
        db.transaction(async (tx) => {
          const current = await planOf(tx, accountId, row.id);
          const before = (await views(tx, claims, accountId, [current], defaultCurrency))[0]!;
          if (merged.productFamilyId.toLowerCase() !== current.productFamilyId) {
            await families.requireFamily(tx, accountId, merged.productFamilyId);
          }
          const plan = await updatePlan(tx, accountId, row.id, { ...columns(merged), updatedAt: now });
          await replacePoints(
            tx,
            accountId,
            "plan",
            plan.id,
            merged.pricePoints,
            planModel(plan.isMetered),
            now,
          );
          const ownFeatures = new Set(
            (await featuresOf(tx, accountId, [plan.id])).map((feature) => feature.id),
          );
          const { features, metrics } = childRows(accountId, plan.id, merged, ownFeatures);
          await replaceFeaturesAndMetrics(tx, accountId, plan.id, features, metrics);
          const after = await refreshedView(tx, claims, defaultCurrency, plan);
          await recordEvent(tx, {
            accountId,
            type: updateEventType("plan", before, after),
            object: after,
            previous: changedFields(before, after),
            testClockId: null,
            at: now,
          });
          return after;
        }),
      );
      return updated;
    },

    /** A copy: '{name} (copy)', inactive, with new ids for its points and features. */
    async duplicate(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const row = await planOf(db, tenant.accountId, id);
      const body = planBody(row, await partsOf(db, row), false);
      const copy = parseWith(planSchema, { ...body, name: copyName(row.name), status: "inactive" });
      return create(claims, tenant.accountId, copy);
    },

    /**
     * Deletes a plan nothing refers to (by itself or any version of its points); else 409. A delete has no
     * event (PLATFORM.md names none): its audit entry is recorded here.
     */
    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const accountId = tenant.accountId;
      const { defaultCurrency } = await settings.settingsOf(claims, accountId);
      await db.transaction(async (tx) => {
        const row = await planOf(tx, accountId, id);
        const ids = [row.id, ...(await everyPointId(tx, accountId, "plan", row.id))];
        if ((await idsInUse(tx, accountId, ids)).size > 0) throw conflictOn(undefined, IN_USE, "IN_USE");
        const gone = (await views(tx, claims, accountId, [row], defaultCurrency))[0]!;
        await removeOwnerPoints(tx, accountId, "plan", row.id);
        await deletePlan(tx, accountId, row.id);
        await recordCatalogAudit(tx, {
          accountId,
          resourceType: "plan",
          verb: "delete",
          resourceId: row.id,
          changes: deletedChanges(gone),
          at: clock.date(),
        });
      });
    },

    /** What an estimate shows of these plans: name, recurring, and the usage metric metered points use. */
    async forEstimate(ex: Executor, accountId: string, ids: readonly string[]) {
      const [rows, metrics] = await Promise.all([
        plansByIds(ex, accountId, ids),
        metricsOf(ex, accountId, ids),
      ]);
      return new Map(
        rows.map((row) => {
          const metric = metrics.find((item) => item.planId === row.id);
          return [
            row.id,
            {
              name: row.name,
              recurring: true,
              metric: metric
                ? { pricePerUnit: metric.pricePerUnit, includedQuantity: metric.includedQuantity }
                : null,
            },
          ];
        }),
      );
    },

    /** Figures of the summary: counts, MRR, and the active plans' points (for their starting prices). */
    async figures(ex: Executor, accountId: string) {
      const rows = await planStatuses(ex, accountId);
      const activeIds = rows.filter((row) => row.status === "active").map((row) => row.id);
      const [points, mrr] = await Promise.all([
        currentPoints(ex, accountId, "plan", activeIds),
        totalRevenue(
          ex,
          accountId,
          rows.map((row) => row.id),
        ),
      ]);
      return {
        total: rows.length,
        active: activeIds.length,
        /** Decimal string. */
        mrr,
        /** The active plans' current points, per plan. */
        activePoints: [...points.values()] as PricePointRow[][],
      };
    },
  };
}

export type PlanService = ReturnType<typeof planService>;
