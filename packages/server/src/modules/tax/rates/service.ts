import {
  sameFixedValue,
  TAX_RATE_FIXED_FIELDS,
  type TaxRateBody,
  type TaxRateUpdate,
  taxRateMessages,
} from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Executor } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import { conflictOn, type ErrorItem, notFound, recordId, validationFailed } from "../../../http/errors.ts";
import { pageResult } from "../../../http/paging.ts";
import { type Changes, createdChanges, deletedChanges, differences, recordAudit } from "../../audit/index.ts";
import { loadTenant } from "../../identities/index.ts";
import {
  deleteTaxRate,
  findTaxRate,
  insertTaxRate,
  pageOfTaxRates,
  type TaxRateRow,
  updateTaxRate,
} from "./queries.ts";
import type { TaxRateListQuery } from "./schemas.ts";
import { taxRateView } from "./views.ts";

export const TAX_RATE_NOT_FOUND = "Tax rate not found.";
export const TAX_RATE_IN_USE = "This tax rate is used by invoices. Deactivate it instead.";
const UNKNOWN_COUNTRY = "Please select a valid country";

/**
 * Whether something of the account refers to a rate (an invoice line finalized with it): such a rate may
 * not be deleted. Asked inside the delete's transaction, with the rate locked.
 */
export type TaxRateUse = (ex: Executor, accountId: string, rateId: string) => Promise<boolean>;

/**
 * Tax rates: made, renamed, switched on and off, and deleted while nothing uses them. The percentage,
 * inclusiveness, country and region of a rate never change: a new rate is made instead. `uses` are the
 * checks of the modules whose records name rates.
 */
export function taxRateService(deps: Deps, uses: readonly TaxRateUse[] = []) {
  const { db, clock, reference } = deps;

  async function rateOf(ex: Executor, accountId: string, id: string, forUpdate = false) {
    const row = await findTaxRate(ex, accountId, recordId(id, TAX_RATE_NOT_FOUND), forUpdate);
    if (!row) throw notFound(TAX_RATE_NOT_FOUND);
    return row;
  }

  function audit(tx: Executor, accountId: string, verb: string, id: string, changes: Changes) {
    return recordAudit(tx, [
      {
        accountId,
        action: `tax_rate.${verb}`,
        resourceType: "tax_rate",
        resourceId: id,
        changes,
        at: clock.date(),
      },
    ]);
  }

  /** A country the reference data does not know is refused on `country`. */
  async function checkCountry(country: string) {
    const data = await reference.data();
    if (!data.countries.some((item) => item.countryCodeAlpha2 === country)) {
      throw validationFailed([{ code: "INVALID_FORMAT", description: UNKNOWN_COUNTRY, field: "country" }]);
    }
  }

  /** A PUT's fixed fields that differ from the rate's: each refused on its field. */
  function fixedProblems(row: TaxRateRow, body: TaxRateUpdate): ErrorItem[] {
    const stored = { ...row, percentage: Number(row.percentage) };
    return TAX_RATE_FIXED_FIELDS.filter(
      (field) => body[field] !== undefined && !sameFixedValue(field, stored[field], body[field]),
    ).map((field) => ({
      code: "IMMUTABLE_FIELD",
      description: taxRateMessages.fixed(field),
      field,
    }));
  }

  return {
    async list(claims: AccessClaims, query: TaxRateListQuery) {
      const tenant = await loadTenant(db, claims, query.roundAccountId, "read");
      const { items, total } = await pageOfTaxRates(db, tenant.accountId, query);
      return pageResult(items.map(taxRateView), total, query);
    },

    async get(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return taxRateView(await rateOf(db, tenant.accountId, id));
    },

    async create(claims: AccessClaims, roundAccountId: string | undefined, body: TaxRateBody) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      await checkCountry(body.country);
      const now = clock.date();
      return db.transaction(async (tx) => {
        const row = await insertTaxRate(tx, {
          roundAccountId: tenant.accountId,
          name: body.name,
          percentage: String(body.percentage),
          inclusive: body.inclusive,
          country: body.country,
          region: body.region,
          active: body.active,
          createdAt: now,
          updatedAt: now,
        });
        const made = taxRateView(row);
        await audit(tx, tenant.accountId, "create", row.id, createdChanges(made));
        return made;
      });
    },

    /** Renames a rate or switches it on or off; a different percentage (or place) is refused (400). */
    async update(claims: AccessClaims, roundAccountId: string | undefined, id: string, body: TaxRateUpdate) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      return db.transaction(async (tx) => {
        const row = await rateOf(tx, tenant.accountId, id, true);
        const problems = fixedProblems(row, body);
        if (problems.length > 0) throw validationFailed(problems);
        const before = taxRateView(row);
        const updated = await updateTaxRate(tx, tenant.accountId, row.id, {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.active === undefined ? {} : { active: body.active }),
          updatedAt: clock.date(),
        });
        if (!updated) throw notFound(TAX_RATE_NOT_FOUND);
        const after = taxRateView(updated);
        const { updatedAt: _moved, ...changes } = differences(before, after);
        await audit(tx, tenant.accountId, "update", row.id, changes);
        return after;
      });
    },

    /** Deletes a rate nothing uses (409 otherwise: deactivate it instead). */
    async remove(claims: AccessClaims, roundAccountId: string | undefined, id: string) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageBilling");
      await db.transaction(async (tx) => {
        const row = await rateOf(tx, tenant.accountId, id, true);
        for (const used of uses) {
          if (await used(tx, tenant.accountId, row.id))
            throw conflictOn(undefined, TAX_RATE_IN_USE, "IN_USE");
        }
        await deleteTaxRate(tx, tenant.accountId, row.id);
        await audit(tx, tenant.accountId, "delete", row.id, deletedChanges(taxRateView(row)));
      });
    },
  };
}

export type TaxRateService = ReturnType<typeof taxRateService>;
