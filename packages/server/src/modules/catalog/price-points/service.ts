import { type PricePointLike, type PricingModel, startingPrice, toAmount } from "@round/billing";
import { type PricePoint, type PricePointInput, pricePointProblems } from "@round/forms/schemas";
import type { Executor } from "../../../db/client.ts";
import type { StoredTier } from "../../../db/schema/index.ts";
import { validationFailed } from "../../../http/errors.ts";
import { isUuid } from "../../../http/validation.ts";
import { decimalOrNull } from "../../../http/values.ts";
import { idsInUse } from "../usage/service.ts";
import {
  allPointIdsOf,
  currentPointsOf,
  deletePoints,
  deletePointsOf,
  insertPoints,
  type NewPricePoint,
  type OwnerKind,
  type PricePointRow,
  pointsByIds,
  supersedePoints,
  updatePoint,
} from "./queries.ts";

export type { OwnerKind, PricePointRow } from "./queries.ts";

// The price points of plans, add-ons and charges, in one table (`price_points`: owner kind and id, version,
// tiers as jsonb of decimal strings). A point that something refers to is never changed in place: a change
// of its terms writes a new version under a new id, and the old one stays (superseded) for what uses it.

/** The columns that decide what a point charges: a change of any of them is a new version when in use. */
const TERMS = [
  "currency",
  "pricingModel",
  "price",
  "billingFrequency",
  "setupFee",
  "freeQuantity",
  "unitPrice",
  "percentage",
  "packageSize",
  "trialPeriod",
] as const;

type PointValues = Omit<NewPricePoint, "roundAccountId" | "ownerKind" | "ownerId" | "version" | "createdAt">;

/** A validated point of a body as columns; `model` is the pricing model it is priced by. */
function pointValues(point: PricePoint, model: PricingModel, position: number): PointValues {
  return {
    position,
    currency: point.currency,
    pricingModel: model,
    price: decimalOrNull(point.price),
    billingFrequency: point.billingFrequency ?? null,
    setupFee: decimalOrNull(point.setupFee),
    freeQuantity: point.freeQuantity ?? null,
    unitPrice: decimalOrNull(point.unitPrice),
    percentage: decimalOrNull(point.percentage),
    packageSize: point.packageSize ?? null,
    trialPeriod: point.trialPeriod ?? null,
    tiers: point.tiers.map(
      (tier): StoredTier => ({
        startingUnit: tier.startingUnit,
        endingUnit: tier.endingUnit ?? null,
        price: toAmount(tier.price),
      }),
    ),
    description: point.description ?? null,
    showInCheckout: point.showInCheckout ?? true,
    showInPortal: point.showInPortal ?? true,
  };
}

const normal = (value: unknown) => (typeof value === "string" && /^\d/.test(value) ? toAmount(value) : value);

function sameTerms(row: PricePointRow, values: PointValues): boolean {
  for (const key of TERMS) {
    if (normal(row[key]) !== normal(values[key] ?? null)) return false;
  }
  const tiers = (list: readonly StoredTier[]) =>
    JSON.stringify(list.map((tier) => [tier.startingUnit, tier.endingUnit, toAmount(tier.price)]));
  return tiers(row.tiers) === tiers(values.tiers ?? []);
}

/** How each point of an owner is priced: the add-on's or charge's model, or the plan point's own. */
export type ModelOf = (point: PricePoint) => PricingModel;

/**
 * Refuses (400, naming `pricePoints.{i}.{field}`) a point without what its model needs, for points whose model
 * the body did not check (a plan point that leaves its model to the plan).
 */
export function checkPointModels(points: readonly PricePoint[], modelOf: ModelOf): void {
  points.forEach((point, index) => {
    if (point.pricingModel !== undefined) return;
    const model = modelOf(point);
    // A metered point without its own price is priced by the plan's usage metric.
    if (model === "metered") return;
    const [problem] = pricePointProblems(model, point);
    if (problem) {
      throw validationFailed([
        {
          code: problem.field === "tiers" || problem.field === "price" ? "REQUIRED" : "INVALID_FORMAT",
          description: problem.message,
          field: `pricePoints.${index}.${problem.field}`,
        },
      ]);
    }
  });
}

/** Writes the points of a new owner (create, duplicate): version 1, new ids. */
export async function createPoints(
  tx: Executor,
  accountId: string,
  kind: OwnerKind,
  ownerId: string,
  points: readonly PricePoint[],
  modelOf: ModelOf,
  now: Date,
) {
  await insertPoints(
    tx,
    points.map((point, index) => ({
      ...pointValues(point, modelOf(point), index),
      roundAccountId: accountId,
      ownerKind: kind,
      ownerId,
      version: 1,
      createdAt: now,
    })),
  );
}

/**
 * Makes an owner's current points those of `points` (an update that sends `pricePoints`). A point sent with
 * the id of a current point is that point: unchanged terms keep it (its description, visibility and order
 * may change); changed terms change it in place when nothing refers to it, else write version + 1 under a
 * new id and supersede it. A point sent without a known id is new. A current point left out is deleted, or
 * superseded when something refers to it. Returns the points the owner had before (an update's audit entry
 * shows them).
 */
export async function replacePoints(
  tx: Executor,
  accountId: string,
  kind: OwnerKind,
  ownerId: string,
  points: readonly PricePoint[],
  modelOf: ModelOf,
  now: Date,
) {
  const current = await currentPointsOf(tx, accountId, kind, [ownerId]);
  const byId = new Map(current.map((row) => [row.id, row]));
  const inUse = await idsInUse(
    tx,
    accountId,
    current.map((row) => row.id),
  );
  const claimed = new Set<string>();
  const matched = points.map((point) => {
    const id = isUuid(point.id) ? point.id.toLowerCase() : undefined;
    if (id === undefined || !byId.has(id) || claimed.has(id)) return undefined;
    claimed.add(id);
    return byId.get(id);
  });
  const removed = current.filter((row) => !claimed.has(row.id));
  await supersedePoints(
    tx,
    accountId,
    removed.filter((row) => inUse.has(row.id)).map((row) => row.id),
    now,
  );
  await deletePoints(
    tx,
    accountId,
    removed.filter((row) => !inUse.has(row.id)).map((row) => row.id),
  );
  const fresh: NewPricePoint[] = [];
  for (const [index, point] of points.entries()) {
    const values = pointValues(point, modelOf(point), index);
    const existing = matched[index];
    if (!existing) {
      fresh.push({
        ...values,
        roundAccountId: accountId,
        ownerKind: kind,
        ownerId,
        version: 1,
        createdAt: now,
      });
    } else if (sameTerms(existing, values) || !inUse.has(existing.id)) {
      await updatePoint(tx, accountId, existing.id, values);
    } else {
      await supersedePoints(tx, accountId, [existing.id], now);
      fresh.push({
        ...values,
        roundAccountId: accountId,
        ownerKind: kind,
        ownerId,
        version: existing.version + 1,
        previousId: existing.id,
        createdAt: now,
      });
    }
  }
  await insertPoints(tx, fresh);
  return current;
}

/** Current points per owner id, in order. */
export async function currentPoints(
  ex: Executor,
  accountId: string,
  kind: OwnerKind,
  ownerIds: readonly string[],
) {
  const byOwner = new Map<string, PricePointRow[]>();
  for (const row of await currentPointsOf(ex, accountId, kind, ownerIds)) {
    const list = byOwner.get(row.ownerId) ?? [];
    list.push(row);
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}

/** Points by id (current or superseded) of the account. */
export function findPoints(ex: Executor, accountId: string, ids: readonly string[]) {
  return pointsByIds(ex, accountId, ids);
}

/** Every id an owner's points ever had (superseded versions too), for the in-use check before a delete. */
export async function everyPointId(ex: Executor, accountId: string, kind: OwnerKind, ownerId: string) {
  return (await allPointIdsOf(ex, accountId, kind, ownerId)).map((row) => row.id);
}

export function removeOwnerPoints(ex: Executor, accountId: string, kind: OwnerKind, ownerId: string) {
  return deletePointsOf(ex, accountId, kind, ownerId);
}

/**
 * Refuses (400, naming `pricePoints.{i}.currency`) a point in a currency the account's catalog settings do
 * not allow.
 */
export function checkPointCurrencies(points: readonly PricePoint[], allowed: readonly string[]): void {
  points.forEach((point, index) => {
    if (!allowed.includes(point.currency)) {
      throw validationFailed([
        {
          code: "INVALID_CURRENCY",
          description: "This currency is not allowed in the catalog settings",
          field: `pricePoints.${index}.currency`,
        },
      ]);
    }
  });
}

/** A stored point as the engine reads it (decimal strings, never floats). */
export function engineInput(row: PricePointRow): PricePointLike {
  return {
    pricingModel: row.pricingModel as PricingModel,
    currency: row.currency,
    price: row.price,
    unitPrice: row.unitPrice,
    setupFee: row.setupFee,
    freeQuantity: row.freeQuantity,
    packageSize: row.packageSize,
    percentage: row.percentage,
    tiers: row.tiers,
  };
}

/** What the engine's starting price depends on: the points' terms and the currency asked for. */
function startingKey(rows: readonly PricePointRow[], currency: string): string {
  let key = currency;
  for (const row of rows) {
    key += `|${row.id}:${row.currency}:${row.pricingModel}:${row.price}:${row.unitPrice}:${row.freeQuantity}:${row.packageSize}:${row.percentage}:${JSON.stringify(row.tiers)}`;
  }
  return key;
}

/**
 * Starting prices already worked out, by what they depend on (`startingKey`): a list answers the same plans
 * again and again, and pricing every point of every plan of a page at every call costs more than the rest of
 * the request. Bounded; emptied when full.
 */
const startingPrices = new Map<string, { id: string; amount: string } | null>();
const STARTING_PRICES_KEPT = 20_000;

/**
 * The starting price of an item (the engine's `startingPrice`): over its points in `currency` when it has
 * some, else over those in the currency of its first point (the engine compares one currency at a time).
 */
export function startingPriceOf(rows: readonly PricePointRow[], currency: string) {
  if (rows.length === 0) return null;
  const key = startingKey(rows, currency);
  let known = startingPrices.get(key);
  if (known === undefined) {
    const inCurrency = rows.filter((row) => row.currency === currency);
    const pool =
      inCurrency.length > 0 ? inCurrency : rows.filter((row) => row.currency === rows[0]!.currency);
    const start = startingPrice(pool.map((row) => ({ ...engineInput(row), row })));
    known = start && { id: start.point.row.id, amount: start.amount };
    if (startingPrices.size >= STARTING_PRICES_KEPT) startingPrices.clear();
    startingPrices.set(key, known);
  }
  const row = known && rows.find((item) => item.id === known.id);
  return known && row ? { row, amount: known.amount } : null;
}

/** A stored point as a body's point (the input of the shared schema), for an update's merge and copies. */
export function pointBody(row: PricePointRow, withId: boolean): PricePointInput {
  const number = (value: string | null) => (value === null ? undefined : Number(value));
  // A metered point priced by its plan's usage metric was sent without a model (the plan's decides).
  const byMetric =
    row.pricingModel === "metered" && row.price === null && row.unitPrice === null && row.tiers.length === 0;
  return {
    ...(withId ? { id: row.id } : {}),
    currency: row.currency,
    ...(byMetric ? {} : { pricingModel: row.pricingModel }),
    price: number(row.price),
    billingFrequency: row.billingFrequency ?? undefined,
    setupFee: number(row.setupFee),
    freeQuantity: row.freeQuantity ?? undefined,
    unitPrice: number(row.unitPrice),
    percentage: number(row.percentage),
    packageSize: row.packageSize ?? undefined,
    trialPeriod: row.trialPeriod ?? undefined,
    tiers: row.tiers.map((tier) => ({
      startingUnit: tier.startingUnit,
      endingUnit: tier.endingUnit ?? undefined,
      price: Number(tier.price),
    })),
    description: row.description ?? undefined,
    showInCheckout: row.showInCheckout,
    showInPortal: row.showInPortal,
  } as PricePointInput;
}
