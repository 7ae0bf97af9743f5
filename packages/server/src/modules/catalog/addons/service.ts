import type { PricingModel } from "@round/billing";
import { addonSchema } from "@round/forms/schemas";
import { loadTenant } from "../../../auth/access.ts";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Executor } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import { notFound } from "../../../http/errors.ts";
import { parseWith } from "../../../http/input.ts";
import { pageResult } from "../../../http/paging.ts";
import { familyService } from "../families/service.ts";
import {
  checkPointCurrencies,
  createPoints,
  currentPoints,
  everyPointId,
  removeOwnerPoints,
  replacePoints,
  startingPriceOf,
} from "../price-points/service.ts";
import { catalogSettingsService } from "../settings/service.ts";
import { conflictOn, IN_USE, recordId, withFamily } from "../shared/errors.ts";
import { assertStorable, copyName } from "../shared/values.ts";
import { idsInUse, totalRevenue } from "../usage/service.ts";
import {
  type AddonRow,
  addonStatuses,
  addonsByIds,
  deleteAddon,
  findAddon,
  insertAddon,
  pageOfAddons,
  updateAddon,
} from "./queries.ts";
import type { AddonBody, AddonListQuery, AddonUpdate } from "./schemas.ts";
import { addonBody, addonView } from "./views.ts";

const NOT_FOUND = "Add-on not found.";

/** The family an item names: '' or none is no family. */
export function familyIdOf(value: string | number | undefined): string | undefined {
  const text = value === undefined ? "" : String(value).trim();
  return text === "" ? undefined : text;
}

/** Add-ons: every price point is priced by the add-on's charge model. */
export function addonService(deps: Deps) {
  const { db, clock } = deps;
  const settings = catalogSettingsService(deps);
  const families = familyService(deps);

  async function views(ex: Executor, claims: AccessClaims, accountId: string, rows: AddonRow[]) {
    const ids = rows.map((row) => row.id);
    const familyIds = rows.flatMap((row) => (row.productFamilyId ? [row.productFamilyId] : []));
    const [{ defaultCurrency }, points, names] = await Promise.all([
      settings.settingsOf(claims, accountId, ex),
      currentPoints(ex, accountId, "addon", ids),
      families.names(ex, accountId, familyIds),
    ]);
    return rows.map((row) => {
      const own = points.get(row.id) ?? [];
      return addonView(row, {
        familyName: row.productFamilyId ? (names.get(row.productFamilyId) ?? null) : null,
        points: own,
        start: startingPriceOf(own, defaultCurrency),
      });
    });
  }

  async function addonOf(ex: Executor, accountId: string, id: string) {
    const row = await findAddon(ex, accountId, recordId(id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  function columns(body: AddonBody, familyId: string | null) {
    return {
      name: body.name,
      description: body.description ?? null,
      productFamilyId: familyId,
      status: body.status ?? "active",
      type: body.type,
      chargeModel: body.chargeModel,
      isOptional: body.isOptional ?? true,
      isQuantityBasedCharge: body.isQuantityBasedCharge ?? body.chargeModel !== "flat_fee",
      showInCheckout: body.customerPortal?.showInCheckout ?? true,
      showInPortal: body.customerPortal?.showInPortal ?? true,
      allowSelfSubscribe: body.customerPortal?.allowSelfSubscribe ?? true,
      allowSelfRemove: body.customerPortal?.allowSelfRemove ?? true,
    };
  }

  async function checkBody(claims: AccessClaims, accountId: string, body: AddonBody) {
    assertStorable(body);
    const { allowedCurrencies } = await settings.settingsOf(claims, accountId);
    checkPointCurrencies(body.pricePoints, allowedCurrencies);
  }

  async function familyFor(tx: Executor, accountId: string, body: AddonBody) {
    const id = familyIdOf(body.productFamilyId);
    return id === undefined ? null : (await families.requireFamily(tx, accountId, id)).id;
  }

  async function create(claims: AccessClaims, accountId: string, body: AddonBody) {
    await checkBody(claims, accountId, body);
    const now = clock.date();
    const model = () => body.chargeModel as PricingModel;
    const row = await withFamily(() =>
      db.transaction(async (tx) => {
        const familyId = await familyFor(tx, accountId, body);
        const addon = await insertAddon(tx, {
          ...columns(body, familyId),
          roundAccountId: accountId,
          createdAt: now,
          updatedAt: now,
        });
        await createPoints(tx, accountId, "addon", addon.id, body.pricePoints, model, now);
        return addon;
      }),
    );
    return (await views(db, claims, accountId, [row]))[0]!;
  }

  return {
    async list(claims: AccessClaims, query: AddonListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfAddons(db, tenant.accountId, query);
      return pageResult(await views(db, claims, tenant.accountId, items), total, query);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const row = await addonOf(db, tenant.accountId, id);
      return (await views(db, claims, tenant.accountId, [row]))[0]!;
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, body: AddonBody) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      return create(claims, tenant.accountId, body);
    },

    async update(claims: AccessClaims, roundAccountId: string | undefined, id: string, body: AddonUpdate) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const accountId = tenant.accountId;
      const row = await addonOf(db, accountId, id);
      const points = (await currentPoints(db, accountId, "addon", [row.id])).get(row.id) ?? [];
      const stored = addonBody(row, points, true);
      const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const merged = parseWith(addonSchema, {
        ...stored,
        ...sent,
        customerPortal: { ...stored.customerPortal, ...(body.customerPortal ?? {}) },
      });
      await checkBody(claims, accountId, merged);
      const now = clock.date();
      const model = () => merged.chargeModel as PricingModel;
      const updated = await withFamily(() =>
        db.transaction(async (tx) => {
          await addonOf(tx, accountId, row.id);
          const familyId = await familyFor(tx, accountId, merged);
          const addon = await updateAddon(tx, accountId, row.id, {
            ...columns(merged, familyId),
            updatedAt: now,
          });
          await replacePoints(tx, accountId, "addon", addon.id, merged.pricePoints, model, now);
          return addon;
        }),
      );
      return (await views(db, claims, accountId, [updated]))[0]!;
    },

    async duplicate(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const row = await addonOf(db, tenant.accountId, id);
      const points = (await currentPoints(db, tenant.accountId, "addon", [row.id])).get(row.id) ?? [];
      const body = addonBody(row, points, false);
      const copy = parseWith(addonSchema, { ...body, name: copyName(row.name), status: "inactive" });
      return create(claims, tenant.accountId, copy);
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const accountId = tenant.accountId;
      await db.transaction(async (tx) => {
        const row = await addonOf(tx, accountId, id);
        const ids = [row.id, ...(await everyPointId(tx, accountId, "addon", row.id))];
        if ((await idsInUse(tx, accountId, ids)).size > 0) throw conflictOn(undefined, IN_USE, "IN_USE");
        await removeOwnerPoints(tx, accountId, "addon", row.id);
        await deleteAddon(tx, accountId, row.id);
      });
    },

    /** What an estimate shows of these add-ons: name, and whether their lines recur. */
    async forEstimate(ex: Executor, accountId: string, ids: readonly string[]) {
      const rows = await addonsByIds(ex, accountId, ids);
      return new Map(
        rows.map((row) => [row.id, { name: row.name, recurring: row.type === "recurring", metric: null }]),
      );
    },

    /** Counts and MRR for the summary. */
    async figures(ex: Executor, accountId: string) {
      const rows = await addonStatuses(ex, accountId);
      const count = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).length;
      return {
        total: rows.length,
        active: count((row) => row.status === "active"),
        recurring: count((row) => row.type === "recurring"),
        usageBased: count((row) => row.type === "usage_based"),
        /** Decimal string. */
        mrr: await totalRevenue(
          ex,
          accountId,
          rows.map((row) => row.id),
        ),
      };
    },
  };
}

export type AddonService = ReturnType<typeof addonService>;
