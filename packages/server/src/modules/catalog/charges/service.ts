import type { PricingModel } from "@round/billing";
import { chargeSchema } from "@round/forms/schemas";
import { loadTenant } from "../../../auth/access.ts";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Executor } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import { notFound } from "../../../http/errors.ts";
import { parseWith } from "../../../http/input.ts";
import { pageResult } from "../../../http/paging.ts";
import { familyIdOf } from "../addons/service.ts";
import { familyService } from "../families/service.ts";
import {
  checkPointCurrencies,
  createPoints,
  currentPoints,
  everyPointId,
  removeOwnerPoints,
  replacePoints,
} from "../price-points/service.ts";
import { catalogSettingsService } from "../settings/service.ts";
import { conflictOn, IN_USE, recordId, withFamily } from "../shared/errors.ts";
import { assertStorable, copyName, decimalOrNull } from "../shared/values.ts";
import { idsInUse, totalRevenue } from "../usage/service.ts";
import {
  type ChargeRow,
  chargeStatuses,
  chargesByIds,
  deleteCharge,
  findCharge,
  insertCharge,
  pageOfCharges,
  updateCharge,
} from "./queries.ts";
import type { ChargeBody, ChargeListQuery, ChargeUpdate } from "./schemas.ts";
import { chargeBody, chargeView } from "./views.ts";

const NOT_FOUND = "Charge not found.";

/** Charges: every price point is priced by the charge's model; `amount` is its first point's price. */
export function chargeService(deps: Deps) {
  const { db, clock } = deps;
  const settings = catalogSettingsService(deps);
  const families = familyService(deps);

  async function views(ex: Executor, accountId: string, rows: ChargeRow[]) {
    const ids = rows.map((row) => row.id);
    const familyIds = rows.flatMap((row) => (row.productFamilyId ? [row.productFamilyId] : []));
    const [points, names] = await Promise.all([
      currentPoints(ex, accountId, "charge", ids),
      families.names(ex, accountId, familyIds),
    ]);
    return rows.map((row) =>
      chargeView(row, {
        familyName: row.productFamilyId ? (names.get(row.productFamilyId) ?? null) : null,
        points: points.get(row.id) ?? [],
      }),
    );
  }

  async function chargeOf(ex: Executor, accountId: string, id: string) {
    const row = await findCharge(ex, accountId, recordId(id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  function columns(body: ChargeBody, familyId: string | null) {
    const first = body.pricePoints[0];
    return {
      name: body.name,
      description: body.description ?? null,
      productFamilyId: familyId,
      status: body.status ?? "active",
      chargeType: body.type,
      chargeModel: body.chargeModel,
      amount: decimalOrNull(body.chargeModel === "percentage" ? first?.percentage : first?.price),
    };
  }

  async function checkBody(claims: AccessClaims, accountId: string, body: ChargeBody) {
    assertStorable(body);
    const { allowedCurrencies } = await settings.settingsOf(claims, accountId);
    checkPointCurrencies(body.pricePoints, allowedCurrencies);
  }

  async function familyFor(tx: Executor, accountId: string, body: ChargeBody) {
    const id = familyIdOf(body.productFamilyId);
    return id === undefined ? null : (await families.requireFamily(tx, accountId, id)).id;
  }

  async function create(claims: AccessClaims, accountId: string, body: ChargeBody) {
    await checkBody(claims, accountId, body);
    const now = clock.date();
    const model = () => body.chargeModel as PricingModel;
    const row = await withFamily(() =>
      db.transaction(async (tx) => {
        const familyId = await familyFor(tx, accountId, body);
        const charge = await insertCharge(tx, {
          ...columns(body, familyId),
          roundAccountId: accountId,
          createdAt: now,
          updatedAt: now,
        });
        await createPoints(tx, accountId, "charge", charge.id, body.pricePoints, model, now);
        return charge;
      }),
    );
    return (await views(db, accountId, [row]))[0]!;
  }

  return {
    async list(claims: AccessClaims, query: ChargeListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfCharges(db, tenant.accountId, query);
      return pageResult(await views(db, tenant.accountId, items), total, query);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const row = await chargeOf(db, tenant.accountId, id);
      return (await views(db, tenant.accountId, [row]))[0]!;
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, body: ChargeBody) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      return create(claims, tenant.accountId, body);
    },

    async update(claims: AccessClaims, roundAccountId: string | undefined, id: string, body: ChargeUpdate) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const accountId = tenant.accountId;
      const row = await chargeOf(db, accountId, id);
      const points = (await currentPoints(db, accountId, "charge", [row.id])).get(row.id) ?? [];
      const stored = chargeBody(row, points, true);
      const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const merged = parseWith(chargeSchema, { ...stored, ...sent });
      await checkBody(claims, accountId, merged);
      const now = clock.date();
      const model = () => merged.chargeModel as PricingModel;
      const updated = await withFamily(() =>
        db.transaction(async (tx) => {
          await chargeOf(tx, accountId, row.id);
          const familyId = await familyFor(tx, accountId, merged);
          const charge = await updateCharge(tx, accountId, row.id, {
            ...columns(merged, familyId),
            updatedAt: now,
          });
          await replacePoints(tx, accountId, "charge", charge.id, merged.pricePoints, model, now);
          return charge;
        }),
      );
      return (await views(db, accountId, [updated]))[0]!;
    },

    async duplicate(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const row = await chargeOf(db, tenant.accountId, id);
      const points = (await currentPoints(db, tenant.accountId, "charge", [row.id])).get(row.id) ?? [];
      const body = chargeBody(row, points, false);
      const copy = parseWith(chargeSchema, { ...body, name: copyName(row.name), status: "inactive" });
      return create(claims, tenant.accountId, copy);
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const accountId = tenant.accountId;
      await db.transaction(async (tx) => {
        const row = await chargeOf(tx, accountId, id);
        const ids = [row.id, ...(await everyPointId(tx, accountId, "charge", row.id))];
        if ((await idsInUse(tx, accountId, ids)).size > 0) throw conflictOn(undefined, IN_USE, "IN_USE");
        await removeOwnerPoints(tx, accountId, "charge", row.id);
        await deleteCharge(tx, accountId, row.id);
      });
    },

    /** What an estimate shows of these charges: name, and whether their lines recur. */
    async forEstimate(ex: Executor, accountId: string, ids: readonly string[]) {
      const rows = await chargesByIds(ex, accountId, ids);
      return new Map(
        rows.map((row) => [
          row.id,
          { name: row.name, recurring: row.chargeType === "recurring", metric: null },
        ]),
      );
    },

    /** Counts and MRR for the summary. */
    async figures(ex: Executor, accountId: string) {
      const rows = await chargeStatuses(ex, accountId);
      const count = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).length;
      return {
        total: rows.length,
        active: count((row) => row.status === "active"),
        oneTime: count((row) => row.type === "one_time"),
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

export type ChargeService = ReturnType<typeof chargeService>;
