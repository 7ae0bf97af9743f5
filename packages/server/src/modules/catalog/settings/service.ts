import { CATALOG_CURRENCIES } from "@round/forms/schemas";
import type { AccessClaims } from "../../../auth/tokens.ts";
import type { Executor } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import { validationFailed } from "../../../http/errors.ts";
import { loadTenant } from "../../identities/index.ts";
import { organizationService } from "../../organizations/index.ts";
import { recordCatalogAudit, updatedChanges } from "../shared/audit.ts";
import { findSettings, saveSettings } from "./queries.ts";
import type { CatalogSettingsBody } from "./schemas.ts";
import { type CatalogSettings, settingsView } from "./views.ts";

const FALLBACK_CURRENCY = "USD";

/**
 * The account's catalog settings: as saved by PUT, else computed: the default currency is the currency of the
 * account's first organization when it is one the catalog prices in, else USD; every catalog currency is
 * allowed.
 */
export function catalogSettingsService(deps: Deps) {
  const { db, clock } = deps;
  const organizations = organizationService(deps);

  async function organizationCurrency(claims: AccessClaims, accountId: string) {
    const query = { roundAccountId: accountId, pageNumber: 1, pageSize: 1 };
    const newest = await organizations.list(claims, query);
    if (newest.totalCount === 0) return undefined;
    // Newest first: the first organization is on the last page.
    const first =
      newest.totalCount === 1
        ? newest.items[0]
        : (await organizations.list(claims, { ...query, pageNumber: newest.totalCount })).items[0];
    return first?.currency ?? undefined;
  }

  /** The settings of `accountId`, read with `ex` (a write's transaction, or the database). */
  async function settingsOf(
    claims: AccessClaims,
    accountId: string,
    ex: Executor = db,
  ): Promise<CatalogSettings> {
    const row = await findSettings(ex, accountId);
    if (row) return row;
    const currency = await organizationCurrency(claims, accountId);
    const known = (CATALOG_CURRENCIES as readonly string[]).includes(currency ?? "");
    return {
      defaultCurrency: known ? currency! : FALLBACK_CURRENCY,
      allowedCurrencies: [...CATALOG_CURRENCIES],
      updatedAt: null,
    };
  }

  return {
    settingsOf,

    async get(claims: AccessClaims, roundAccountId: string | undefined) {
      const tenant = await loadTenant(db, claims, roundAccountId, "read");
      return settingsView(await settingsOf(claims, tenant.accountId));
    },

    async update(claims: AccessClaims, roundAccountId: string | undefined, body: CatalogSettingsBody) {
      const tenant = await loadTenant(db, claims, roundAccountId, "manageCatalog");
      const current = await settingsOf(claims, tenant.accountId);
      const allowedCurrencies = [...new Set(body.allowedCurrencies ?? current.allowedCurrencies)];
      const defaultCurrency = body.defaultCurrency ?? current.defaultCurrency;
      if (!allowedCurrencies.includes(defaultCurrency)) {
        throw validationFailed([
          {
            code: "INVALID_CURRENCY",
            description: "The default currency must be one of the allowed currencies",
            field: body.defaultCurrency !== undefined ? "defaultCurrency" : "allowedCurrencies",
          },
        ]);
      }
      const now = clock.date();
      return db.transaction(async (tx) => {
        const row = await saveSettings(tx, tenant.accountId, {
          defaultCurrency,
          allowedCurrencies,
          updatedAt: now,
        });
        const after = settingsView(row);
        await recordCatalogAudit(tx, {
          accountId: tenant.accountId,
          resourceType: "catalog_settings",
          verb: "update",
          resourceId: null,
          changes: updatedChanges(settingsView(current), after),
          at: now,
        });
        return after;
      });
    },
  };
}

export type CatalogSettingsService = ReturnType<typeof catalogSettingsService>;
