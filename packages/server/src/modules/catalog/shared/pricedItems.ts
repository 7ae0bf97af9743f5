import type { PricingModel } from "@round/billing";
import type * as v from "valibot";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Executor } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import { conflictOn, notFound, recordId } from "../../../http/errors.ts";
import { parseWith } from "../../../http/input.ts";
import { pageResult } from "../../../http/paging.ts";
import { createdChanges, deletedChanges } from "../../audit/index.ts";
import { loadTenant } from "../../identities/index.ts";
import { familyService } from "../families/service.ts";
import {
  checkPointCurrencies,
  createPoints,
  currentPoints,
  everyPointId,
  type PricePointRow,
  removeOwnerPoints,
  replacePoints,
} from "../price-points/service.ts";
import { catalogSettingsService } from "../settings/service.ts";
import { idsInUse } from "../usage/service.ts";
import { recordCatalogAudit, updatedChanges } from "./audit.ts";
import { IN_USE, withFamily } from "./errors.ts";
import { assertStorable, copyName } from "./values.ts";

/** The family an item names: '' or none is no family. */
export function familyIdOf(value: string | number | undefined): string | undefined {
  const text = value === undefined ? "" : String(value).trim();
  return text === "" ? undefined : text;
}

/** What a priced item's body holds that the shared rules read. */
interface PricedBody {
  name: string;
  productFamilyId?: string | number | undefined;
  chargeModel: string;
  pricePoints: Parameters<typeof createPoints>[4];
}

/** What the shared views read of a row. */
interface PricedRow {
  id: string;
  name: string;
  productFamilyId: string | null;
}

/** The parts a view takes besides its row. */
export interface PricedParts {
  familyName: string | null;
  points: PricePointRow[];
  /** The account's default currency, when the kind asks for it (`withCurrency`). */
  defaultCurrency: string;
}

/** One kind of priced item (add-ons, charges): its table's queries, views and how its body is stored. */
export interface PricedKind<Row extends PricedRow, Body extends PricedBody, Update, Query, View> {
  owner: "addon" | "charge";
  notFound: string;
  /** The body's schema (an update's merge and a copy are parsed with it). */
  schema: v.GenericSchema<unknown, Body>;
  /** Whether the view needs the account's default currency. */
  withCurrency: boolean;
  view: (row: Row, parts: PricedParts) => View;
  /** A stored item as the body that would make it (`withIds`: an update's merge). */
  body: (row: Row, points: PricePointRow[], withIds: boolean) => unknown;
  /** The columns a body stores. */
  columns: (body: Body, familyId: string | null) => object;
  /** An update's merge of the stored body and what was sent (default: what was sent over what is stored). */
  merge?: (stored: Record<string, unknown>, sent: Record<string, unknown>, body: Update) => unknown;
  page: (ex: Executor, accountId: string, query: Query) => Promise<{ items: Row[]; total: number }>;
  find: (ex: Executor, accountId: string, id: string) => Promise<Row | undefined>;
  insert: (ex: Executor, values: never) => Promise<Row>;
  update: (ex: Executor, accountId: string, id: string, values: never) => Promise<Row>;
  remove: (ex: Executor, accountId: string, id: string) => Promise<unknown>;
}

/**
 * The list, get, create, update, duplicate and remove of a priced item: every price point is priced by the
 * item's charge model, its family is the account's own, and one in use is archived rather than deleted.
 */
export function pricedItemService<
  Row extends PricedRow,
  Body extends PricedBody,
  Update extends object,
  Query extends { roundAccountId?: string | undefined; pageNumber: number; pageSize: number },
  View extends object,
>(deps: Deps, kind: PricedKind<Row, Body, Update, Query, View>) {
  const { db, clock } = deps;
  const settings = catalogSettingsService(deps);
  const families = familyService(deps);
  const { owner } = kind;
  // The queries take their table's insert and update shapes, which `columns` gives with the times.
  const insert = kind.insert as (ex: Executor, values: object) => Promise<Row>;
  const update = kind.update as (ex: Executor, accountId: string, id: string, values: object) => Promise<Row>;

  /**
   * What the views of `rows` show besides their rows, read in a few queries. Inside a write's transaction,
   * `known` is the default currency the write read before it began (the settings may ask another module,
   * outside the transaction).
   */
  async function lookups(
    ex: Executor,
    claims: AccessClaims,
    accountId: string,
    rows: readonly Row[],
    known?: string,
  ) {
    const ids = [...new Set(rows.map((row) => row.id))];
    const familyIds = rows.flatMap((row) => (row.productFamilyId ? [row.productFamilyId] : []));
    const [currency, points, names] = await Promise.all([
      known === undefined && kind.withCurrency ? settings.settingsOf(claims, accountId, ex) : undefined,
      currentPoints(ex, accountId, owner, ids),
      families.names(ex, accountId, familyIds),
    ]);
    return { defaultCurrency: known ?? currency?.defaultCurrency ?? "", points, names };
  }

  /** The view of `row` (its current points, unless given: those it had before a write). */
  function viewOf(row: Row, found: Awaited<ReturnType<typeof lookups>>, points?: PricePointRow[]) {
    return kind.view(row, {
      familyName: row.productFamilyId ? (found.names.get(row.productFamilyId) ?? null) : null,
      points: points ?? found.points.get(row.id) ?? [],
      defaultCurrency: found.defaultCurrency,
    });
  }

  async function views(ex: Executor, claims: AccessClaims, accountId: string, rows: Row[], known?: string) {
    const found = await lookups(ex, claims, accountId, rows, known);
    return rows.map((row) => viewOf(row, found));
  }

  async function itemOf(ex: Executor, accountId: string, id: string) {
    const row = await kind.find(ex, accountId, recordId(id, kind.notFound));
    if (!row) throw notFound(kind.notFound);
    return row;
  }

  /** Returns the account's settings, read before the write's transaction (they may ask another module). */
  async function checkBody(claims: AccessClaims, accountId: string, body: Body) {
    assertStorable(body);
    const accountSettings = await settings.settingsOf(claims, accountId);
    checkPointCurrencies(body.pricePoints, accountSettings.allowedCurrencies);
    return accountSettings;
  }

  async function familyFor(tx: Executor, accountId: string, body: Body) {
    const id = familyIdOf(body.productFamilyId);
    return id === undefined ? null : (await families.requireFamily(tx, accountId, id)).id;
  }

  /** Creates an item; `copyOf`: as a copy of that item (a duplicate). */
  async function create(claims: AccessClaims, accountId: string, body: Body, copyOf?: string) {
    const { defaultCurrency } = await checkBody(claims, accountId, body);
    const now = clock.date();
    const model = () => body.chargeModel as PricingModel;
    return withFamily(() =>
      db.transaction(async (tx) => {
        const familyId = await familyFor(tx, accountId, body);
        const item = await insert(tx, {
          ...kind.columns(body, familyId),
          roundAccountId: accountId,
          createdAt: now,
          updatedAt: now,
        });
        await createPoints(tx, accountId, owner, item.id, body.pricePoints, model, now);
        const made = (await views(tx, claims, accountId, [item], defaultCurrency))[0]!;
        const changes = createdChanges(made);
        await recordCatalogAudit(tx, {
          accountId,
          resourceType: owner,
          verb: copyOf === undefined ? "create" : "duplicate",
          resourceId: item.id,
          changes: copyOf === undefined ? changes : { ...changes, duplicatedFrom: [null, copyOf] },
          at: now,
        });
        return made;
      }),
    );
  }

  async function storedBody(ex: Executor, accountId: string, row: Row, withIds: boolean) {
    const points = (await currentPoints(ex, accountId, owner, [row.id])).get(row.id) ?? [];
    return kind.body(row, points, withIds) as Record<string, unknown>;
  }

  return {
    async list(claims: AccessClaims, query: Query) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await kind.page(db, tenant.accountId, query);
      return pageResult(await views(db, claims, tenant.accountId, items), total, query);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      const row = await itemOf(db, tenant.accountId, id);
      return (await views(db, claims, tenant.accountId, [row]))[0]!;
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, body: Body) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      return create(claims, tenant.accountId, body);
    },

    async update(claims: AccessClaims, roundAccountId: string | undefined, id: string, body: Update) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const accountId = tenant.accountId;
      const row = await itemOf(db, accountId, id);
      const stored = await storedBody(db, accountId, row, true);
      const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const merged = parseWith(
        kind.schema,
        kind.merge ? kind.merge(stored, sent, body) : { ...stored, ...sent },
      );
      const { defaultCurrency } = await checkBody(claims, accountId, merged);
      const now = clock.date();
      const model = () => merged.chargeModel as PricingModel;
      return withFamily(() =>
        db.transaction(async (tx) => {
          const current = await itemOf(tx, accountId, row.id);
          const familyId = await familyFor(tx, accountId, merged);
          const item = await update(tx, accountId, row.id, {
            ...kind.columns(merged, familyId),
            updatedAt: now,
          });
          const pointsBefore = await replacePoints(
            tx,
            accountId,
            owner,
            item.id,
            merged.pricePoints,
            model,
            now,
          );
          // One read for both views: the family names of before and after, the points of after.
          const found = await lookups(tx, claims, accountId, [current, item], defaultCurrency);
          const after = viewOf(item, found);
          await recordCatalogAudit(tx, {
            accountId,
            resourceType: owner,
            verb: "update",
            resourceId: item.id,
            changes: updatedChanges(viewOf(current, found, pointsBefore), after),
            at: now,
          });
          return after;
        }),
      );
    },

    async duplicate(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const row = await itemOf(db, tenant.accountId, id);
      const body = await storedBody(db, tenant.accountId, row, false);
      const copy = parseWith(kind.schema, { ...body, name: copyName(row.name), status: "inactive" });
      return create(claims, tenant.accountId, copy, row.id);
    },

    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const accountId = tenant.accountId;
      // The deleted item's view (its audit entry) shows its starting price in the default currency.
      const known = kind.withCurrency ? (await settings.settingsOf(claims, accountId)).defaultCurrency : "";
      await db.transaction(async (tx) => {
        const row = await itemOf(tx, accountId, id);
        const ids = [row.id, ...(await everyPointId(tx, accountId, owner, row.id))];
        if ((await idsInUse(tx, accountId, ids)).size > 0) throw conflictOn(undefined, IN_USE, "IN_USE");
        const gone = (await views(tx, claims, accountId, [row], known))[0]!;
        await removeOwnerPoints(tx, accountId, owner, row.id);
        await kind.remove(tx, accountId, row.id);
        await recordCatalogAudit(tx, {
          accountId,
          resourceType: owner,
          verb: "delete",
          resourceId: row.id,
          changes: deletedChanges(gone),
          at: clock.date(),
        });
      });
    },
  };
}
