import { FAMILY_CURRENCIES, productFamilySchema } from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Executor } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import type { Deps } from "../../../deps.ts";
import { conflictOn, notFound, recordId, validationFailed } from "../../../http/errors.ts";
import { parseWith } from "../../../http/input.ts";
import { pageResult } from "../../../http/paging.ts";
import { isUuid } from "../../../http/validation.ts";
import { createdChanges, deletedChanges } from "../../audit/index.ts";
import { loadTenant } from "../../identities/index.ts";
import { catalogSettingsService } from "../settings/service.ts";
import { recordCatalogAudit, updatedChanges } from "../shared/audit.ts";
import { DUPLICATE_FAMILY_NAME, FAMILY_HAS_ITEMS, isForeignKeyViolation } from "../shared/errors.ts";
import { totalRevenue } from "../usage/service.ts";
import {
  deleteFamily,
  type FamilyRow,
  familyCount,
  familyNames,
  findFamily,
  findFamilyByName,
  insertFamily,
  itemsOfFamilies,
  pageOfFamilies,
  updateFamily,
} from "./queries.ts";
import type { FamilyBody, FamilyListQuery, FamilyUpdate } from "./schemas.ts";
import { type FamilyFigures, familyBody, familyView } from "./views.ts";

const NOT_FOUND = "Product family not found.";

/** The figures of a family without items: a new one, or one being deleted (only those may be). */
const NO_ITEMS: FamilyFigures = { planCount: 0, addonCount: 0, chargeCount: 0, revenue: "0" };

/** Product families: their items are counted and their revenue summed from what exists, never stored. */
export function familyService(deps: Deps) {
  const { db, clock } = deps;
  const settings = catalogSettingsService(deps);

  async function figuresOf(ex: Executor, accountId: string, ids: readonly string[]) {
    const items = await itemsOfFamilies(ex, accountId, ids);
    const figures = new Map<string, FamilyFigures>();
    for (const id of ids) {
      const own = items.filter((item) => item.familyId === id);
      figures.set(id, {
        planCount: own.filter((item) => item.kind === "plan").length,
        addonCount: own.filter((item) => item.kind === "addon").length,
        chargeCount: own.filter((item) => item.kind === "charge").length,
        revenue: await totalRevenue(
          ex,
          accountId,
          own.map((item) => item.id),
        ),
      });
    }
    return figures;
  }

  async function view(ex: Executor, row: FamilyRow) {
    const figures = await figuresOf(ex, row.roundAccountId, [row.id]);
    return familyView(row, figures.get(row.id)!);
  }

  async function familyOf(ex: Executor, accountId: string, id: string) {
    const row = await findFamily(ex, accountId, recordId(id, NOT_FOUND));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  function values(body: FamilyBody, defaultCurrency: string) {
    return {
      name: body.name,
      description: body.description,
      category: body.category,
      status: body.status ?? "active",
      allowCustomPricing: body.settings?.allowCustomPricing ?? false,
      requireApproval: body.settings?.requireApproval ?? false,
      defaultCurrency: body.settings?.defaultCurrency ?? defaultCurrency,
    };
  }

  /** A write that may break the per-account name rule: its unique violation becomes 409 on `name`. */
  async function named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, "product_families_name")) throw conflictOn("name", DUPLICATE_FAMILY_NAME);
      throw error;
    }
  }

  return {
    /**
     * The name of the account's family `id`, for an item that names it in `field`: an unknown family (or one
     * of another account) is refused with 400 on that field.
     */
    async requireFamily(ex: Executor, accountId: string, id: string, field = "productFamilyId") {
      const row = isUuid(id) ? await findFamily(ex, accountId, id.toLowerCase()) : undefined;
      if (!row) {
        throw validationFailed([{ code: "NOT_FOUND", description: "Product family not found", field }]);
      }
      return row;
    },

    /** The account's family named `name` (ignoring case), if there is one. */
    byName: (ex: Executor, accountId: string, name: string) => findFamilyByName(ex, accountId, name),

    /** How many families the account has. */
    count: (ex: Executor, accountId: string) => familyCount(ex, accountId),

    /** Names of the account's families by id. */
    names: (ex: Executor, accountId: string, ids: readonly string[]) => familyNames(ex, accountId, ids),

    async list(claims: AccessClaims, query: FamilyListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfFamilies(db, tenant.accountId, query);
      const figures = await figuresOf(
        db,
        tenant.accountId,
        items.map((row) => row.id),
      );
      return pageResult(
        items.map((row) => familyView(row, figures.get(row.id)!)),
        total,
        query,
      );
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return view(db, await familyOf(db, tenant.accountId, id));
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, body: FamilyBody) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const { defaultCurrency } = await settings.settingsOf(claims, tenant.accountId);
      const currency = (FAMILY_CURRENCIES as readonly string[]).includes(defaultCurrency)
        ? defaultCurrency
        : "USD";
      const now = clock.date();
      return named(() =>
        db.transaction(async (tx) => {
          const row = await insertFamily(tx, {
            ...values(body, currency),
            roundAccountId: tenant.accountId,
            createdAt: now,
            updatedAt: now,
          });
          const made = familyView(row, NO_ITEMS);
          await recordCatalogAudit(tx, {
            accountId: tenant.accountId,
            resourceType: "product_family",
            verb: "create",
            resourceId: row.id,
            changes: createdChanges(made),
            at: now,
          });
          return made;
        }),
      );
    },

    async update(claims: AccessClaims, roundAccountId: string | undefined, id: string, body: FamilyUpdate) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const row = await familyOf(db, tenant.accountId, id);
      const stored = familyBody(row);
      const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const merged = parseWith(productFamilySchema, {
        ...stored,
        ...sent,
        settings: { ...stored.settings, ...(body.settings ?? {}) },
      });
      const now = clock.date();
      return named(() =>
        db.transaction(async (tx) => {
          const updated = await updateFamily(tx, tenant.accountId, row.id, {
            ...values(merged, row.defaultCurrency),
            updatedAt: now,
          });
          // A change of its fields leaves its items, and so its figures, as they were.
          const figures = (await figuresOf(tx, tenant.accountId, [row.id])).get(row.id)!;
          const after = familyView(updated, figures);
          await recordCatalogAudit(tx, {
            accountId: tenant.accountId,
            resourceType: "product_family",
            verb: "update",
            resourceId: row.id,
            changes: updatedChanges(familyView(row, figures), after),
            at: now,
          });
          return after;
        }),
      );
    },

    /** Deletes a family without items; one with items answers 409 until they are moved or deleted. */
    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      try {
        await db.transaction(async (tx) => {
          const row = await familyOf(tx, tenant.accountId, id);
          const items = await itemsOfFamilies(tx, tenant.accountId, [row.id]);
          if (items.length > 0) throw conflictOn(undefined, FAMILY_HAS_ITEMS, "HAS_ITEMS");
          await deleteFamily(tx, tenant.accountId, row.id);
          await recordCatalogAudit(tx, {
            accountId: tenant.accountId,
            resourceType: "product_family",
            verb: "delete",
            resourceId: row.id,
            changes: deletedChanges(familyView(row, NO_ITEMS)),
            at: clock.date(),
          });
        });
      } catch (error) {
        // An item added to it meanwhile.
        if (isForeignKeyViolation(error)) throw conflictOn(undefined, FAMILY_HAS_ITEMS, "HAS_ITEMS");
        throw error;
      }
    },
  };
}

export type FamilyService = ReturnType<typeof familyService>;
